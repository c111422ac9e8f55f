import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

async function liftStatementTimeout(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`set local statement_timeout = 0`.execute(db);
}

/**
 * `migration` run with PostgreSQL's statement timeout lifted for its transaction (`set local`; the migrator
 * runs migrations in one). Migrations build indexes on and move the rows of tables that grow for years,
 * which takes minutes on a large fleet, far past the pool's timeout for a page's query; SQLite has none.
 *
 * @example
 * const migrations = { '0025-tally-serial-index': withoutStatementTimeout(tallySerialIndexMigration) };
 */
export function withoutStatementTimeout(migration: Migration): Migration {
  const { up, down } = migration;
  return {
    async up(db) {
      await liftStatementTimeout(db);
      await up(db);
    },
    ...(down
      ? {
          async down(db: Kysely<unknown>) {
            await liftStatementTimeout(db);
            await down(db);
          },
        }
      : {}),
  };
}
