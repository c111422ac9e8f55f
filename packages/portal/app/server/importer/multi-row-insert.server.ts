import { CompiledQuery } from 'kysely';
import type { DialectName } from '../db/database.server.js';

/** What an insert does when a row's key is stored already: replace its other columns, or keep it. */
export interface OnConflict {
  key: readonly string[];
  update: readonly string[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function conflictClause(onConflict: OnConflict | undefined): string {
  if (!onConflict) return '';
  const target = `on conflict (${onConflict.key.map(quoted).join(', ')})`;
  if (onConflict.update.length === 0) return ` ${target} do nothing`;
  const set = onConflict.update.map((column) => `${quoted(column)} = excluded.${quoted(column)}`);
  return ` ${target} do update set ${set.join(', ')}`;
}

/**
 * One INSERT of many rows (each read by `columns`; a missing value is null), its text built directly:
 * Kysely's query builder took longer than the database's writes over the hundreds of thousands of rows of
 * a first import. On SQLite it is a VALUES list whose text depends only on the table, the columns and the
 * number of rows, so one prepared statement serves every full batch. On PostgreSQL the rows go as one JSON
 * parameter that `json_populate_recordset` turns into rows of the table's own column types, which it
 * parses and plans far faster than thousands of bound parameters. With `onConflict`, a row whose key is
 * stored replaces the stored row's `update` columns (or is skipped when there are none).
 *
 * @example
 * await db.executeQuery(multiRowInsert('sqlite', 'items', ['Customer', 'Item_No'], rows));
 * // insert into "items" ("Customer", "Item_No") values (?, ?), (?, ?)
 */
export function multiRowInsert(
  dialect: DialectName,
  table: string,
  columns: readonly string[],
  rows: readonly object[],
  onConflict?: OnConflict,
): CompiledQuery {
  const names = columns.map(quoted).join(', ');
  const conflict = conflictClause(onConflict);
  if (dialect === 'postgres') {
    return CompiledQuery.raw(
      `insert into ${quoted(table)} (${names}) select ${names} from json_populate_recordset(null::${quoted(table)}, $1::json)${conflict}`,
      [JSON.stringify(rows)],
    );
  }
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const parameters: unknown[] = [];
  for (const row of rows as readonly Readonly<Record<string, unknown>>[])
    for (const column of columns) parameters.push(row[column] ?? null);
  const values = new Array<string>(rows.length).fill(tuple).join(', ');
  return CompiledQuery.raw(`insert into ${quoted(table)} (${names}) values ${values}${conflict}`, parameters);
}
