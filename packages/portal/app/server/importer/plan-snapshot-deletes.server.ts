import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/database.server.js';
import { inListChunks } from '../db/in-list-chunks.server.js';
import type { Database } from '../db/schema.server.js';
import type { EntityPlan } from './import-plan.server.js';
import { keyText, type StoredRow, storedRowsOf } from './plan-rows.server.js';
import type { SnapshotScope } from './read-manifest.server.js';

/**
 * Finds the stored rows of a snapshot entity that the data set no longer holds: within the snapshot's
 * scope (all rows, or the named customers' rows), every row whose key is not among `seen`. Sets them as
 * the plan's deletes (read whole, for the history and their documents) and returns how many rows the
 * scope held, for the delete guard.
 *
 * @example
 * const inScope = await planSnapshotDeletes(db, 'sqlite', plan, ['Northwind Drilling'], 'Customer', seenKeys);
 */
export async function planSnapshotDeletes(
  db: Kysely<Database>,
  dialect: DialectName,
  entity: EntityPlan,
  scope: SnapshotScope,
  customerColumn: string | null,
  seen: { has(key: string): boolean },
): Promise<number> {
  const table = sql.table(entity.table);
  const keyColumns = sql.join(entity.key.map((column) => sql.ref(column)));
  const where =
    scope === 'all' || customerColumn === null
      ? sql``
      : sql`where ${sql.ref(customerColumn)} in (${sql.join(scope.map((name) => sql`${name}`))})`;
  const stored = await sql<StoredRow>`select ${keyColumns} from ${table} ${where}`.execute(db);
  const missing = stored.rows.filter((row) => !seen.has(keyText(entity.key, row)));
  const deletes: StoredRow[] = [];
  for (const keys of inListChunks(missing)) {
    deletes.push(...((await storedRowsOf(db, dialect, entity.table, entity.key, keys)) as StoredRow[]));
  }
  entity.deletes = deletes;
  return stored.rows.length;
}
