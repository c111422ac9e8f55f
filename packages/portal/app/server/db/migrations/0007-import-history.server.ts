import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * `import_runs`: every import (command, API, first-start demo) with who ran it, its manifest, its counts
 * per entity and its problems. `record_changes`: what each run changed in each customer record (added,
 * deleted, or a field's old and new value), so a record has a history though the system of record keeps
 * only its present state; a run's `lease_until` is the import lease (one import at a time). `import_keys`: machine keys (stored hashed) that may only push imports.
 *
 * @example
 * const migrations = { '0007-import-history': importHistoryMigration };
 */
export const importHistoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('import_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createTable('import_runs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('actor', 'text', (col) => col.notNull())
      .addColumn('import_key_id', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('duration_ms', 'integer')
      .addColumn('manifest', 'text')
      .addColumn('progress', 'text')
      .addColumn('summary', 'text')
      .addColumn('problem_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('problems', 'text')
      .addColumn('lease_until', 'text')
      .execute();
    await db.schema
      .createIndex('import_runs_started_at_idx')
      .on('import_runs')
      .column('started_at')
      .execute();
    await db.schema
      .createIndex('import_runs_lease_until_idx')
      .on('import_runs')
      .column('lease_until')
      .execute();
    await db.schema
      .createTable('record_changes')
      .addColumn('run_id', 'text', (col) => col.notNull().references('import_runs.id').onDelete('cascade'))
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('customer', 'text', (col) => col.notNull())
      .addColumn('record_key', 'text', (col) => col.notNull())
      .addColumn('field', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('asset', 'text')
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text')
      .addColumn('at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('record_changes_pk', ['run_id', 'entity', 'customer', 'record_key', 'field'])
      // SQLite: the rows live in the primary key's B-tree instead of a rowid table beside it, one B-tree
      // less to write for each of the hundreds of thousands of rows a first import adds.
      .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
      .execute();
    await db.schema
      .createIndex('record_changes_record_idx')
      .on('record_changes')
      .columns(['customer', 'entity', 'record_key', 'at'])
      .execute();
    await db.schema.createIndex('record_changes_at_idx').on('record_changes').columns(['at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('record_changes').execute();
    await db.schema.dropTable('import_runs').execute();
    await db.schema.dropTable('import_keys').execute();
  },
};
