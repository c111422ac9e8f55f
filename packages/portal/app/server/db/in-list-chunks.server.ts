/**
 * Values per `in (…)` list of one statement: both databases cap a statement's bound parameters (SQLite
 * 32,766, PostgreSQL 65,535), and a list of thousands is no faster in one statement than in several.
 */
export const IN_LIST_MAX = 1000;

/**
 * The values in lists of at most {@link IN_LIST_MAX}, in order, one statement each.
 *
 * @example
 * for (const chunk of inListChunks(serials)) rows.push(...(await query.where('Serial_Number', 'in', chunk).execute()));
 */
export function inListChunks<T>(values: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += IN_LIST_MAX) {
    chunks.push(values.slice(start, start + IN_LIST_MAX));
  }
  return chunks;
}
