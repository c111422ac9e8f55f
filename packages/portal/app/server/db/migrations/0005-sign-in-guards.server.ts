import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `sign_in_failures`: the failed sign-ins counted per account and per address (`account:<e-mail>`,
 * `address:<ip>`) and the earliest time (epoch ms) the next attempt may run, for the growing delay.
 * `sign_in_links`: one-time sign-in links mailed on request (stored hashed, short-lived, single use), which
 * let the owner in while that delay holds.
 *
 * @example
 * const migrations = { '0005-sign-in-guards': signInGuardsMigration };
 */
export const signInGuardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('next_attempt_ms', 'bigint', (col) => col.notNull())
      .addColumn('last_failure_ms', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_failures_last_failure')
      .on('sign_in_failures')
      .column('last_failure_ms')
      .execute();
    await db.schema
      .createTable('sign_in_links')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_links').execute();
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
