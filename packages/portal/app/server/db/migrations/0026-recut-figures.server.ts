import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `recut_figures`: a customer's median tong space per recut on the pin and the box of one connection
 * (its name as class limits match it: lower case, spaces folded), with the write counters of the tallies
 * and items it was worked out at. A joint page reads one row instead of every recut inspection of the
 * connection; a row whose counters have moved is worked out again. An end with no recut has no figure.
 *
 * @example
 * const migrations = { '0026-recut-figures': recutFiguresMigration };
 */
export const recutFiguresMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recut_figures')
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('Connection', 'text', (col) => col.notNull())
      .addColumn('pin_per_recut', 'double precision')
      .addColumn('pin_recuts', 'integer', (col) => col.notNull())
      .addColumn('box_per_recut', 'double precision')
      .addColumn('box_recuts', 'integer', (col) => col.notNull())
      .addColumn('inputs_generation', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('recut_figures_pkey', ['Customer', 'Connection'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recut_figures').execute();
  },
};
