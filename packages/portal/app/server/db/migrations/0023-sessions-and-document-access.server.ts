import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What a signed-in device is and who read which document:
 * - `sessions.user_agent` and `sessions.address`: the browser's User-Agent and the address (as rate limits
 *   count it) at sign-in, so a user can tell their sessions apart on /settings/sessions. Null for sessions
 *   started before this migration.
 * - `document_access`: one row per document served (opened or downloaded), by whom, for which customer,
 *   from where. Listed newest first per customer, so the index leads with `Customer` then `at`.
 *
 * @example
 * const migrations = { '0023-sessions-and-document-access': sessionsAndDocumentAccessMigration };
 */
export const sessionsAndDocumentAccessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('address', 'text').execute();
    await db.schema
      .createTable('document_access')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('user_id', 'text')
      .addColumn('email', 'text')
      .addColumn('Customer', 'text')
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('mode', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('via', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('document_access_customer_at')
      .on('document_access')
      .columns(['Customer', 'at'])
      .execute();
    await db.schema.createIndex('document_access_at').on('document_access').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('document_access').execute();
    await db.schema.alterTable('sessions').dropColumn('address').execute();
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  },
};
