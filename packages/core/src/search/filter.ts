import type { SearchIndex } from './search-index.js';
import { runSteps, type Steps } from './steps.js';

/**
 * Per-column filters: for each column id, the {@link filterValueKey}s a row may have in that column.
 * Columns combine by intersection (a row must pass every column's filter); a column that is absent or
 * has an empty list is not filtered, as a filter menu with nothing ticked shows every row.
 *
 * @example
 * const filters: ColumnFilters = { Site: ['Stavanger'], Connection: ['NC50', 'NC38'] };
 */
export type ColumnFilters = Readonly<Record<string, readonly string[]>>;

/**
 * Keeps the row indexes that pass every column filter (intersection), in their given order. With
 * `exceptColumnId`, that column's own filter is ignored, which is what a filter menu's value counts need.
 * With no active filter it returns `rowIndexes` itself. Throws a `RangeError` for a filter on an unknown
 * column.
 *
 * @example
 * const index = createSearchIndex(
 *   [{ Site: 'Stavanger' }, { Site: 'Aberdeen' }],
 *   [{ id: 'Site', accessor: (row: { Site: string }) => row.Site }],
 * );
 * filterRowIndexes(index, [0, 1], { Site: ['Aberdeen'] }); // [1]
 */
export function filterRowIndexes<Row>(
  index: SearchIndex<Row>,
  rowIndexes: readonly number[],
  filters: ColumnFilters,
  options: { readonly exceptColumnId?: string } = {},
): readonly number[] {
  return runSteps(filterRowIndexesInSteps(index, rowIndexes, filters, options));
}

// Rows scanned per step; a few milliseconds of work.
const ROWS_PER_STEP = 16_384;

/**
 * {@link filterRowIndexes} in {@link Steps}: it pauses every 16,384 rows scanned, so a filter over
 * 100,000 rows never blocks the main thread for long.
 *
 * @example
 * const steps = filterRowIndexesInSteps(index, index.search('dp'), { Site: ['Aberdeen'] });
 * let next = steps.next();
 * while (!next.done) next = steps.next(); // or drive it a slice per frame
 * next.value; // the row indexes that pass
 */
export function* filterRowIndexesInSteps<Row>(
  index: SearchIndex<Row>,
  rowIndexes: readonly number[],
  filters: ColumnFilters,
  options: { readonly exceptColumnId?: string } = {},
): Steps<readonly number[]> {
  const active = Object.entries(filters)
    .filter(([columnId, allowed]) => allowed.length > 0 && columnId !== options.exceptColumnId)
    .map(([columnId, allowed]) => ({ keys: index.filterKeys(columnId), allowed: new Set(allowed) }));
  if (active.length === 0) return rowIndexes;
  const kept: number[] = [];
  for (let position = 0; position < rowIndexes.length; position += 1) {
    const rowIndex = rowIndexes[position] as number;
    // A plain loop, not every(): a closure per row made two filters over 100,000 rows take 2.8 ms, not 2.0.
    let passes = true;
    for (let at = 0; passes && at < active.length; at += 1) {
      const { keys, allowed } = active[at] as (typeof active)[number];
      passes = allowed.has(keys[rowIndex] as string);
    }
    if (passes) kept.push(rowIndex);
    if (position % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  return kept;
}
