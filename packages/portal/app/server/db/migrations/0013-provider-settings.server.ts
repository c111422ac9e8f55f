import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `provider_settings`: the provider's settings an admin edits on a screen, one JSON value by name (the
 * class marking, `class_marking`), with when and by whom it was last changed. A name without a row has its
 * default.
 *
 * @example
 * const migrations = { '0013-provider-settings': providerSettingsMigration };
 */
export const providerSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('provider_settings')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('changed_at', 'text', (col) => col.notNull())
      .addColumn('changed_by', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('provider_settings').execute();
  },
};
