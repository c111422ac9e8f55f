import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.server.js';

/** Both databases cap bound parameters per statement (SQLite 32766, PostgreSQL 65535); stay well under. */
const MAX_PARAMETERS = 30000;
const MAX_ROWS = 1000;

/**
 * Inserts rows, replacing those whose natural key exists (`on conflict (key) do update`). Rows are sent
 * in batches of identical shape, so SQLite reuses one prepared statement per batch size.
 *
 * @example
 * await upsertRows(trx, 'serials', ['Customer', 'Serial_Number'], rows);
 */
export async function upsertRows(
  db: Kysely<Database>,
  table: keyof Database,
  key: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const updated = columns.filter((column) => !key.includes(column));
  const batchSize = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time; rows were checked against its spec.
  const dynamic = db as Kysely<any>;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await dynamic
      .insertInto(table)
      .values(batch)
      .onConflict((conflict) => {
        const target = conflict.columns([...key]);
        if (updated.length === 0) return target.doNothing();
        return target.doUpdateSet(
          Object.fromEntries(
            updated.map((column) => [
              column, // biome-ignore lint/suspicious/noExplicitAny: see above.
              (eb: ExpressionBuilder<any, any>) => eb.ref(`excluded.${column}`),
            ]),
          ),
        );
      })
      .execute();
  }
}
