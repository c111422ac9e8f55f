import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';

/** A row as the importer stores it. */
export type StoredRow = Record<string, string | number | null>;

/** One field whose stored value a row changes. */
export interface FieldChange {
  field: string;
  old: string | null;
  new: string | null;
}

/** A row to write: new (no `changes`), or an existing row with the fields it changes. */
export interface PlannedWrite {
  values: StoredRow;
  /** The fields that differ from the stored row; null when the row is new. */
  changes: FieldChange[] | null;
}

/**
 * A value as text, the way record_changes keeps it: numbers in their shortest form, null as null. Both
 * databases hand back the same text for the same stored value, so it is what rows are compared by.
 *
 * @example
 * storedText(12.5); // '12.5'
 */
export function storedText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

/**
 * The text that identifies a row by its key columns, for sets and maps of keys.
 *
 * @example
 * keyText(['Customer', 'Serial_Number'], { Customer: 'Northwind Drilling', Serial_Number: 'S-1' });
 */
export function keyText(key: readonly string[], row: Record<string, unknown>): string {
  return key.map((column) => storedText(row[column]) ?? '').join('\u0000');
}

/**
 * The stored rows with the keys of the given rows (key columns are text), in one query that both planners
 * answer with a primary-key lookup per key: on SQLite a join with the keys as a VALUES list, on PostgreSQL
 * a lateral lookup per element of the key arrays (its planner would hash-join a VALUES list against a scan
 * of the whole table). A row-value `IN` list was slow on both.
 *
 * @example
 * const stored = await storedRowsOf(db, 'sqlite', 'serials', ['Customer', 'Serial_Number'], rows);
 */
export async function storedRowsOf(
  db: Kysely<Database>,
  dialect: DialectName,
  table: string,
  key: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const wanted = (index: number) => sql.ref(`wanted.k${index}`);
  const matches = (prefix: string) =>
    sql.join(
      key.map((column, index) => sql`${sql.ref(`${prefix}${column}`)} = ${wanted(index)}`),
      sql` and `,
    );
  const query =
    dialect === 'postgres'
      ? sql<Record<string, unknown>>`select stored.* from unnest(${sql.join(
          key.map((column) => sql`${rows.map((row) => storedText(row[column]))}::text[]`),
        )}) as wanted(${sql.join(key.map((_, index) => sql.raw(`k${index}`)))})
          cross join lateral (select * from ${sql.table(table)} where ${matches('')} limit 1) as stored`
      : sql<
          Record<string, unknown>
        >`select stored.* from ${sql.table(table)} as stored join (select ${sql.join(
          key.map((_, index) => sql`${sql.ref(`column${index + 1}`)} as ${sql.raw(`k${index}`)}`),
        )} from (values ${sql.join(
          rows.map((row) => sql`(${sql.join(key.map((column) => sql`${row[column]}`))})`),
        )})) as wanted on ${matches('stored.')}`;
  return (await query.execute(db)).rows;
}

/**
 * Compares rows of an import with the stored rows of the same keys (one query for the whole chunk) and
 * returns only the rows that are new or change a field: an unchanged row is not written again.
 *
 * @example
 * const writes = await planRows(db, 'sqlite', 'serials', ['Customer', 'Serial_Number'], ['Customer', …], rows);
 */
export async function planRows(
  db: Kysely<Database>,
  dialect: DialectName,
  table: string,
  key: readonly string[],
  fields: readonly string[],
  rows: readonly StoredRow[],
): Promise<PlannedWrite[]> {
  if (rows.length === 0) return [];
  const stored = await storedRowsOf(db, dialect, table, key, rows);
  const byKey = new Map(stored.map((row) => [keyText(key, row), row]));
  const writes: PlannedWrite[] = [];
  for (const values of rows) {
    const existing = byKey.get(keyText(key, values));
    if (!existing) {
      writes.push({ values, changes: null });
      continue;
    }
    const changes: FieldChange[] = [];
    for (const field of fields) {
      const before = storedText(existing[field]);
      const after = storedText(values[field]);
      if (before !== after) changes.push({ field, old: before, new: after });
    }
    if (changes.length > 0) writes.push({ values, changes });
  }
  return writes;
}
