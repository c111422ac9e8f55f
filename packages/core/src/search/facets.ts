import { type ColumnFilters, filterRowIndexes } from './filter.js';
import type { SearchIndex } from './search-index.js';

/**
 * One entry of a column's filter menu: a value and how many rows have it.
 *
 * @example
 * const entry: FacetCount = { value: 'NC50', count: 1204 };
 */
export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

/**
 * The value counts of a column's filter menu, computed on the rows that pass the search and the OTHER
 * columns' filters (so ticking values in this menu does not hide its other values). Values are listed in
 * natural order; a value ticked in this column's filter but absent from those rows is listed with count 0
 * so it can be unticked. The empty value '' stands for empty cells. Throws a `RangeError` for an unknown
 * column id.
 *
 * @example
 * const index = createSearchIndex(
 *   [{ Site: 'Stavanger', Rig: 'R1' }, { Site: 'Aberdeen', Rig: 'R1' }, { Site: 'Aberdeen', Rig: 'R2' }],
 *   [
 *     { id: 'Site', accessor: (row: { Site: string; Rig: string }) => row.Site },
 *     { id: 'Rig', accessor: (row: { Site: string; Rig: string }) => row.Rig },
 *   ],
 * );
 * columnFacets(index, 'Site', { filters: { Site: ['Aberdeen'], Rig: ['R1'] } });
 * // [{ value: 'Aberdeen', count: 1 }, { value: 'Stavanger', count: 1 }]
 */
export function columnFacets<Row>(
  index: SearchIndex<Row>,
  columnId: string,
  state: { readonly query?: string; readonly filters?: ColumnFilters } = {},
): FacetCount[] {
  const keys = index.filterKeys(columnId);
  const filters = state.filters ?? {};
  const rowIndexes = filterRowIndexes(index, index.search(state.query ?? ''), filters, {
    exceptColumnId: columnId,
  });
  const counts = new Map<string, number>();
  for (const rowIndex of rowIndexes) {
    const key = keys[rowIndex] as string;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const selected of filters[columnId] ?? []) {
    if (!counts.has(selected)) counts.set(selected, 0);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => index.collator.compare(a.value, b.value));
}
