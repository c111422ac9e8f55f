import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `portal_secrets`: keys every instance on this database must share, by name (the bearer-token key, made
 * once by whichever instance starts first). `audit_log_action_at_idx`: the metrics read the latest import
 * from the audit log on every scrape.
 *
 * @example
 * const migrations = { '0006-portal-secrets': portalSecretsMigration };
 */
export const portalSecretsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('portal_secrets')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_action_at_idx')
      .on('audit_log')
      .columns(['action', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('audit_log_action_at_idx').execute();
    await db.schema.dropTable('portal_secrets').execute();
  },
};
