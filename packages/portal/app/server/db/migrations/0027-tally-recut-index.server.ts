import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `tallies_recut_idx`: the inspections that record a recut (a machining mark containing SUM), by customer,
 * item and serial. The recut figures of a connection read only the joints recut at some inspection, and
 * without it the database read every inspection of the connection's items to find them: 424,000 for the
 * largest connection of a customer of 400,000 joints, of which one in eleven is a recut. The predicate is
 * the query's own (`recutMarked`, with its pattern written out, not bound): a database uses a partial index
 * only for a query whose conditions contain the index's, as written.
 *
 * @example
 * const migrations = { '0027-tally-recut-index': tallyRecutIndexMigration };
 */
export const tallyRecutIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('tallies_recut_idx')
      .on('tallies')
      .columns(['Customer', 'Item_No', 'Serial_Number'])
      .where(sql<boolean>`upper("Machining_Pin") like '%SUM%' or upper("Machining_Box") like '%SUM%'`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tallies_recut_idx').execute();
  },
};
