import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';
import { multiRowInsert } from './multi-row-insert.server.js';

/** Both databases cap bound parameters per statement (SQLite 32766, PostgreSQL 65535); stay well under. */
const MAX_PARAMETERS = 30000;
const MAX_ROWS = 1000;

/**
 * Inserts rows, replacing those whose natural key exists (`on conflict (key) do update`), one multi-row
 * statement per batch. Every row has the columns of the first (the checked rows of one file all do).
 *
 * @example
 * await upsertRows(trx, 'sqlite', 'serials', ['Customer', 'Serial_Number'], rows);
 */
export async function upsertRows(
  db: Kysely<Database>,
  dialect: DialectName,
  table: keyof Database,
  key: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const onConflict = { key, update: columns.filter((column) => !key.includes(column)) };
  const batchSize = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await db.executeQuery(multiRowInsert(dialect, table, columns, batch, onConflict));
  }
}
