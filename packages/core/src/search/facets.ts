import { type ColumnFilters, filterRowIndexesInSteps } from './filter.js';
import type { SearchIndex } from './search-index.js';
import { runSteps, type Steps, sortInSteps } from './steps.js';

/**
 * What a filter menu's counts depend on: the search text and the column filters.
 *
 * @example
 * const state: FacetState = { query: 'dp', filters: { Site: ['Aberdeen'] } };
 */
export interface FacetState {
  readonly query?: string;
  readonly filters?: ColumnFilters;
}

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
  state: FacetState = {},
): FacetCount[] {
  return runSteps(columnFacetsInSteps(index, columnId, state));
}

// Rows counted per step; a few milliseconds of work.
const ROWS_PER_STEP = 16_384;

/**
 * {@link columnFacets} in {@link Steps}: it pauses while it searches, filters and counts the rows and while
 * it puts the values in natural order, so a filter menu over a column of 100,000 distinct values never
 * blocks the main thread.
 *
 * @example
 * const steps = columnFacetsInSteps(index, 'Item_No', { query: 'dp' });
 * let next = steps.next();
 * while (!next.done) next = steps.next(); // or drive it a slice per frame
 * next.value; // FacetCount[]
 */
export function* columnFacetsInSteps<Row>(
  index: SearchIndex<Row>,
  columnId: string,
  state: FacetState = {},
): Steps<FacetCount[]> {
  const keys = index.filterKeys(columnId);
  const filters = state.filters ?? {};
  const found = yield* index.searchInSteps(state.query ?? '');
  const rowIndexes = yield* filterRowIndexesInSteps(index, found, filters, { exceptColumnId: columnId });
  const counts = new Map<string, number>();
  for (let position = 0; position < rowIndexes.length; position += 1) {
    const key = keys[rowIndexes[position] as number] as string;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (position % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  for (const selected of filters[columnId] ?? []) {
    if (!counts.has(selected)) counts.set(selected, 0);
  }
  const values = yield* sortInSteps([...counts.keys()], index.collator.compare);
  return values.map((value) => ({ value, count: counts.get(value) as number }));
}
