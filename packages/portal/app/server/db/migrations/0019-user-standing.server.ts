import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Two facts of an account that access decisions read on every request:
 * - `users.disabled_at`: when the account was disabled (null while it may sign in). A disabled account keeps
 *   its rows and its history; it has no session and signs in no more.
 * - `users.customer_admin`: 1 when the user administers the users of their own customer (never a provider
 *   admin's flag).
 *
 * @example
 * const migrations = { '0019-user-standing': userStandingMigration };
 */
export const userStandingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('customer_admin', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('customer_admin').execute();
    await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  },
};
