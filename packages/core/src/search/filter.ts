import type { SearchIndex } from './search-index.js';

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
 * Throws a `RangeError` for a filter on an unknown column.
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
  const active = Object.entries(filters)
    .filter(([columnId, allowed]) => allowed.length > 0 && columnId !== options.exceptColumnId)
    .map(([columnId, allowed]) => ({ keys: index.filterKeys(columnId), allowed: new Set(allowed) }));
  if (active.length === 0) return rowIndexes;
  return rowIndexes.filter((rowIndex) =>
    active.every(({ keys, allowed }) => allowed.has(keys[rowIndex] as string)),
  );
}
