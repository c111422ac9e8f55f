import { type Kysely, sql } from 'kysely';
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
 * Compares rows of an import with the stored rows of the same keys (one query for the whole chunk) and
 * returns only the rows that are new or change a field: an unchanged row is not written again.
 *
 * @example
 * const writes = await planRows(db, 'serials', ['Customer', 'Serial_Number'], ['Customer', …], rows);
 */
export async function planRows(
  db: Kysely<Database>,
  table: string,
  key: readonly string[],
  fields: readonly string[],
  rows: readonly StoredRow[],
): Promise<PlannedWrite[]> {
  if (rows.length === 0) return [];
  const tuple = (values: readonly unknown[]) => sql`(${sql.join(values.map((value) => sql`${value}`))})`;
  const keyColumns = sql.join(key.map((column) => sql.ref(column)));
  const stored = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
    where (${keyColumns}) in (${sql.join(rows.map((row) => tuple(key.map((column) => row[column]))))})`.execute(
    db,
  );
  const byKey = new Map(stored.rows.map((row) => [keyText(key, row), row]));
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
