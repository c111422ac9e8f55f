import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `user_invitations`: a customer administrator's invitation of a new user of their customer, one row per
 * invited address (`email_key`, the lower-case e-mail, is the key: a repeated or raced invitation of one
 * address makes one pending invitation). The mailed token is stored only as its SHA-256 (`token_hash`);
 * the row carries what the new account gets (assets, route list, request and approval permissions) and
 * is deleted when the invitation is accepted, so it works once.
 *
 * @example
 * const migrations = { '0022-user-invitations': userInvitationsMigration };
 */
export const userInvitationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_invitations')
      .addColumn('email_key', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('assets', 'text', (col) => col.notNull())
      .addColumn('routes_list', 'text', (col) => col.notNull())
      .addColumn('may_request', 'integer', (col) => col.notNull())
      .addColumn('may_approve', 'integer', (col) => col.notNull())
      .addColumn('invited_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('user_invitations_customer')
      .on('user_invitations')
      .column('Customer')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_invitations').execute();
  },
};
