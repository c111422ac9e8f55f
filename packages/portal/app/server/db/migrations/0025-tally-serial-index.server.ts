import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `tallies_serial_idx`: one joint's inspections, by customer and serial. The tallies' key leads with the
 * order number, so a joint's page (its class, wear and history) read every inspection of its customer to
 * find its own: over a million index entries for a customer of 400,000 joints.
 *
 * @example
 * const migrations = { '0025-tally-serial-index': tallySerialIndexMigration };
 */
export const tallySerialIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('tallies_serial_idx')
      .on('tallies')
      .columns(['Customer', 'Serial_Number'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tallies_serial_idx').execute();
  },
};
