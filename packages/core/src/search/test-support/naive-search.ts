import type { TableColumn } from '../column.js';
import { normalizeSearchText } from '../normalize.js';

// Read once: under Vitest's module runner every use of an imported name goes through a getter, which
// would slow the baseline down per cell and flatter the comparison.
const normalize = normalizeSearchText;

/**
 * The benchmark's baseline: what a table does without an index, normalising every searched cell again on
 * every keystroke (stopping at a row's first matching cell).
 */
export function naiveSearch<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  query: string,
): number[] {
  const normalized = normalize(query);
  const hits: number[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as Row;
    if (columns.some((column) => normalize(column.accessor(row)).includes(normalized))) hits.push(index);
  }
  return hits;
}
