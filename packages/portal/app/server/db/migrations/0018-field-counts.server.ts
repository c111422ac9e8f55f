import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What people at the rack record with the field app:
 * - `field_counts`: one rack count or delivery check, numbered `FC-<year>-<nnnn>`, with the device's own key
 *   (`client_key`, unique per user who counted) and the SHA-256 of the body it came with, so the same
 *   count sent again finds this row and the same key with another body is refused; the device's instants
 *   (started, finished, when its copy was taken) beside the server's (received), and the server's totals.
 * - `field_count_lines`: every serial scanned or missing, with the server's verdict, the device's (null when
 *   the device said nothing of it) and whether they differ; where the server found the joint or tool now.
 *
 * @example
 * const migrations = { '0018-field-counts': fieldCountsMigration };
 */
export const fieldCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('field_counts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('site', 'text')
      .addColumn('rack', 'text')
      .addColumn('dt_no', 'text')
      .addColumn('client_key', 'text', (col) => col.notNull())
      .addColumn('counted_by', 'text', (col) => col.notNull())
      .addColumn('body_sha256', 'text', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text', (col) => col.notNull())
      .addColumn('copy_taken_at', 'text', (col) => col.notNull())
      .addColumn('received_at', 'text', (col) => col.notNull())
      .addColumn('found', 'integer', (col) => col.notNull())
      .addColumn('missing', 'integer', (col) => col.notNull())
      .addColumn('unexpected', 'integer', (col) => col.notNull())
      .addColumn('other_rack', 'integer', (col) => col.notNull())
      .addColumn('extra', 'integer', (col) => col.notNull())
      .addColumn('conflicts', 'integer', (col) => col.notNull())
      .addUniqueConstraint('field_counts_client_key_unique', ['counted_by', 'client_key'])
      .execute();
    await db.schema
      .createIndex('field_counts_customer_idx')
      .on('field_counts')
      .columns(['Customer', 'received_at'])
      .execute();
    await db.schema
      .createTable('field_count_lines')
      .addColumn('count_id', 'text', (col) => col.notNull().references('field_counts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('serial', 'text', (col) => col.notNull())
      .addColumn('item_kind', 'text')
      .addColumn('scanned_at', 'text')
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('device_outcome', 'text')
      .addColumn('conflict', 'integer', (col) => col.notNull())
      .addColumn('now_site', 'text')
      .addColumn('now_rack', 'text')
      .addColumn('now_position', 'text')
      .addPrimaryKeyConstraint('field_count_lines_pkey', ['count_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('field_count_lines').execute();
    await db.schema.dropTable('field_counts').execute();
  },
};
