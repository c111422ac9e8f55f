import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { watchTables } from './0004-data-generations.server.js';

/**
 * `class_limits`: the provider's limits for classing a tool joint (class_limits.json), one row per
 * connection and pipe. Provider-wide like racks, so no customer column. `Weight` and `Grade` are part of
 * the key and "any" when empty: stored as `''`, not null, since a primary key column may not be null. A
 * joint's class is read from it, so its writes count in the data generation.
 *
 * @example
 * const migrations = { '0012-class-limits': classLimitsMigration };
 */
export const classLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('class_limits')
      .addColumn('Connection', 'text', (col) => col.notNull())
      .addColumn('Tube_OD', 'text', (col) => col.notNull())
      .addColumn('Weight', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('Grade', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('TJ_OD_Premium_Min', 'double precision', (col) => col.notNull())
      .addColumn('TJ_OD_Class2_Min', 'double precision', (col) => col.notNull())
      .addColumn('TS_Pin_Min', 'double precision', (col) => col.notNull())
      .addColumn('TS_Box_Min', 'double precision', (col) => col.notNull())
      .addPrimaryKeyConstraint('class_limits_pkey', ['Connection', 'Tube_OD', 'Weight', 'Grade'])
      .execute();
    await watchTables(db, ['class_limits']);
  },
  async down(db: Kysely<unknown>) {
    // Dropping the table drops its triggers with it.
    await db.schema.dropTable('class_limits').execute();
    await sql`delete from data_generations where table_name = 'class_limits'`.execute(db);
  },
};
