import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `serials_location_inspected_idx`: a customer's joints by location and inspection date, with their asset
 * and item. The home page counts the joints in service whose inspection is coming due or overdue (a range
 * of inspection dates) and the rig-ready and in-shop joints by item and asset from this index alone,
 * without reading a serial row.
 *
 * @example
 * const migrations = { '0008-inspection-due-index': inspectionDueIndexMigration };
 */
export const inspectionDueIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('serials_location_inspected_idx')
      .on('serials')
      .columns(['Customer', 'Current_Location', 'Date_Inspected', 'Asset', 'Item_No'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('serials_location_inspected_idx').execute();
  },
};
