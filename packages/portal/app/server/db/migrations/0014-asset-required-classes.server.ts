import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `asset_required_classes`: the class each of a customer's assets (rig or field) requires of its joints,
 * set by the customer's users, one row per customer and asset; an asset without a row requires none. The
 * customer is part of the key: two customers may name an asset alike.
 *
 * @example
 * const migrations = { '0014-asset-required-classes': assetRequiredClassesMigration };
 */
export const assetRequiredClassesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('asset_required_classes')
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('Asset', 'text', (col) => col.notNull())
      .addColumn('required_class', 'text', (col) => col.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('asset_required_classes_pkey', ['Customer', 'Asset'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('asset_required_classes').execute();
  },
};
