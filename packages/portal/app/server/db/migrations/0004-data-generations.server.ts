import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// This migration is frozen: it names its tables instead of reading the live contract module. A table added
// later that feeds an /api answer gets its trigger in a migration of its own (the data-generation test
// fails until it does).
//
// Every write to these tables, from any process (the portal, `npm run import`, psql), bumps the table's
// counter in the same transaction, so the counter becomes visible exactly when the data does. The response
// cache keys its entries by the sum of the counters: no code path has to remember to invalidate it.
const WATCHED_TABLES = [
  'customers',
  'items',
  'racks',
  'serials',
  'bha_items',
  'orders',
  'bha_orders',
  'deliveries',
  'bha_deliveries',
  'received',
  'preinvoices',
  'bha_preinvoices',
  'bha_reports',
  'ncr',
  'chiksan',
  'tcp',
  'tallies',
  'users',
  'user_inventory_headers',
  'provider_certificates',
  'order_uploads',
] as const;

const BUMP_FUNCTION = 'rigready_bump_data_generation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema of their own time.
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** PostgreSQL: the function every table's trigger calls. */
async function createPostgresBumpFunction(db: AnyDb) {
  // `set search_path from current` pins the function to this schema, whatever the writer's search_path.
  await sql
    .raw(
      `create function ${BUMP_FUNCTION}() returns trigger language plpgsql set search_path from current as $$
begin
  update data_generations set generation = generation + 1 where table_name = tg_table_name;
  return null;
end $$`,
    )
    .execute(db);
}

/** PostgreSQL: one statement-level trigger per table, so a 200,000-row import bumps it once per statement. */
async function createPostgresTriggers(db: AnyDb, tables: readonly string[]) {
  for (const table of tables) {
    await sql
      .raw(
        `create trigger ${table}_data_generation after insert or update or delete or truncate on ${table} ` +
          `for each statement execute function ${BUMP_FUNCTION}()`,
      )
      .execute(db);
  }
}

/** SQLite has row-level triggers only: one per kind of write and table. */
async function createSqliteTriggers(db: AnyDb, tables: readonly string[]) {
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger ${table}_data_generation_${event} after ${event} on ${table} begin ` +
            `update data_generations set generation = generation + 1 where table_name = '${table}'; end`,
        )
        .execute(db);
    }
  }
}

/**
 * Counts the writes to tables in the data generation: their counter rows and triggers. A later migration
 * that adds a table an /api answer reads calls it for that table.
 *
 * @example
 * await watchTables(db, ['class_limits']);
 */
export async function watchTables(db: AnyDb, tables: readonly string[]): Promise<void> {
  await db
    .insertInto('data_generations')
    .values(tables.map((table_name) => ({ table_name, generation: 0 })))
    .execute();
  if (isPostgres(db)) await createPostgresTriggers(db, tables);
  else await createSqliteTriggers(db, tables);
}

/**
 * Adds `data_generations` (a write counter per table whose rows feed /api answers) and the triggers that
 * bump it on every insert, update and delete.
 *
 * @example
 * const migrations = { '0004-data-generations': dataGenerationsMigration };
 */
export const dataGenerationsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('data_generations')
      .addColumn('table_name', 'text', (col) => col.primaryKey())
      .addColumn('generation', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    if (isPostgres(db)) await createPostgresBumpFunction(db);
    await watchTables(db, WATCHED_TABLES);
  },
  async down(db: AnyDb) {
    for (const table of WATCHED_TABLES) {
      if (isPostgres(db)) {
        await sql.raw(`drop trigger ${table}_data_generation on ${table}`).execute(db);
      } else {
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger ${table}_data_generation_${event}`).execute(db);
      }
    }
    if (isPostgres(db)) await sql.raw(`drop function ${BUMP_FUNCTION}()`).execute(db);
    await db.schema.dropTable('data_generations').execute();
  },
};
