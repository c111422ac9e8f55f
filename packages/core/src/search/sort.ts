import { findColumn, type TableColumn } from './column.js';
import { buildSortKeys, createNaturalCollator, SORT_KIND, type SortKeys } from './sort-keys.js';

/**
 * One level of a multi-column sort; the ui DataTable keeps its sorting state in this shape and passes it
 * straight through.
 *
 * @example
 * const byDateDescending: SortingRule = { id: 'Date', desc: true };
 */
export interface SortingRule {
  readonly id: string;
  readonly desc: boolean;
}

/**
 * The sort of a table: the first rule decides, later rules break its ties, and rows still tied keep the
 * order they came in.
 *
 * @example
 * const sorting: Sorting = [{ id: 'Site', desc: false }, { id: 'Date', desc: true }];
 */
export type Sorting = readonly SortingRule[];

/**
 * The spec's default sort for data tables: descending by the given column (for example Date).
 *
 * @example
 * defaultSorting('Date'); // [{ id: 'Date', desc: true }]
 */
export function defaultSorting(columnId: string): Sorting {
  return [{ id: columnId, desc: true }];
}

/**
 * Sorts row indexes by precomputed sort keys, stably: numbers and times numerically, texts in natural
 * locale order, numbers before texts when ascending (after them when descending), empty cells last in
 * both directions, and ties in every rule kept in the order of `rowIndexes`. Returns a new array.
 *
 * @example
 * const keys = { kinds: new Uint8Array([0, 0, 2]), values: new Float64Array([3, 1, 0]) };
 * sortRowIndexes([0, 1, 2], [{ id: 'Weight', desc: false }], () => keys); // [1, 0, 2]
 */
export function sortRowIndexes(
  rowIndexes: readonly number[],
  sorting: Sorting,
  keysFor: (columnId: string) => SortKeys,
): number[] {
  const sorted = [...rowIndexes];
  if (sorting.length === 0) return sorted;
  const levels = sorting.map((rule) => ({ ...keysFor(rule.id), direction: rule.desc ? -1 : 1 }));
  return sorted.sort((a, b) => {
    for (const { kinds, values, direction } of levels) {
      const kindA = kinds[a] as number;
      const kindB = kinds[b] as number;
      if (kindA !== kindB) {
        if (kindA === SORT_KIND.empty) return 1;
        if (kindB === SORT_KIND.empty) return -1;
        return (kindA - kindB) * direction;
      }
      const difference = (values[a] as number) - (values[b] as number);
      if (difference !== 0) return difference < 0 ? -direction : direction;
    }
    return 0;
  });
}

/**
 * Sorts rows without a search index (for small tables or one-off use): computes the sort keys of the
 * sorted-by columns, then sorts as {@link sortRowIndexes} does. Throws a `RangeError` for an unknown
 * column id. Returns a new array.
 *
 * @example
 * const columns = [{ id: 'Weight', accessor: (row: { Weight: number | null }) => row.Weight }];
 * sortRows([{ Weight: null }, { Weight: 19.5 }, { Weight: 25.6 }], columns, defaultSorting('Weight'));
 * // [{ Weight: 25.6 }, { Weight: 19.5 }, { Weight: null }]
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sorting: Sorting,
  options: { readonly locale?: string } = {},
): Row[] {
  const collator = createNaturalCollator(options.locale);
  const keys = new Map<string, SortKeys>();
  for (const rule of sorting) {
    if (!keys.has(rule.id)) keys.set(rule.id, buildSortKeys(rows, findColumn(columns, rule.id), collator));
  }
  const order = sortRowIndexes(
    rows.map((_, index) => index),
    sorting,
    (columnId) => keys.get(columnId) as SortKeys,
  );
  return order.map((index) => rows[index] as Row);
}
