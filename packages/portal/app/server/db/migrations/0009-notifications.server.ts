import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Notifications: the events derived from the import history (`notification_events`, with the runs
 * already derived in `notification_derived_runs` and the last inspection-reminder day in
 * `notification_state`), who hears of what (`notification_settings` per user, `notification_defaults`
 * per customer), each user's bell (`notification_inbox`), the mails to send as durable jobs
 * (`notification_mails`) and the lease that lets one process run the job (`job_leases`). Runs that
 * succeeded before notifications existed count as derived: an upgrade tells no one of the past.
 *
 * @example
 * const migrations = { '0009-notifications': notificationsMigration };
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notification_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('customer', 'text', (col) => col.notNull())
      .addColumn('asset', 'text')
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('record_key', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('link', 'text', (col) => col.notNull())
      .addColumn('run_id', 'text')
      .addColumn('occurred_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('notification_events_customer_idx')
      .on('notification_events')
      .columns(['customer', 'occurred_at'])
      .execute();
    await db.schema
      .createTable('notification_derived_runs')
      .addColumn('run_id', 'text', (col) => col.primaryKey())
      .addColumn('derived_at', 'text', (col) => col.notNull())
      .addColumn('event_count', 'integer', (col) => col.notNull())
      .execute();
    await sql`insert into notification_derived_runs (run_id, derived_at, event_count)
      select id, ${new Date().toISOString()}, 0 from import_runs where status = 'succeeded'`.execute(db);
    await db.schema
      .createTable('notification_state')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('kinds', 'text', (col) => col.notNull())
      .addColumn('assets', 'text')
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('digest_hour', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('notification_defaults')
      .addColumn('customer', 'text', (col) => col.primaryKey())
      .addColumn('kinds', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('digest_hour', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('notification_inbox')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_id', 'text', (col) =>
        col.notNull().references('notification_events.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('read_at', 'text')
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('mail_id', 'text')
      .addPrimaryKeyConstraint('notification_inbox_pk', ['user_id', 'event_id'])
      .execute();
    await db.schema
      .createIndex('notification_inbox_user_idx')
      .on('notification_inbox')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('notification_mails')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('event_id', 'text')
      .addColumn('digest_day', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('lease_holder', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('notification_mails_due_idx')
      .on('notification_mails')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('holder', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'job_leases',
      'notification_mails',
      'notification_inbox',
      'notification_defaults',
      'notification_settings',
      'notification_state',
      'notification_derived_runs',
      'notification_events',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
