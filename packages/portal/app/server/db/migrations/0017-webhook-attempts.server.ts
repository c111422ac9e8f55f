import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `webhook_attempts`: every attempt of a webhook delivery, not only the last one kept on
 * `webhook_deliveries`: when it started, how long it took, and the receiver's HTTP status or why there was
 * none. Keyed by the delivery and the attempt's number, so a repeated write of one attempt adds nothing.
 *
 * @example
 * const migrations = { '0017-webhook-attempts': webhookAttemptsMigration };
 */
export const webhookAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_attempts')
      .addColumn('delivery_id', 'text', (col) =>
        col.notNull().references('webhook_deliveries.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('duration_ms', 'integer', (col) => col.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('error', 'text')
      .addPrimaryKeyConstraint('webhook_attempts_pk', ['delivery_id', 'attempt'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webhook_attempts').execute();
  },
};
