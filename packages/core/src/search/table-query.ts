import { type ColumnFilters, filterRowIndexes } from './filter.js';
import { DEFAULT_PAGE_SIZE, type PageSize, paginate } from './paging.js';
import type { SearchIndex } from './search-index.js';
import { type Sorting, sortRowIndexes } from './sort.js';

/**
 * What a data table shows: the search box text, the column filters, the sort and the page.
 *
 * @example
 * const state: TableQuery = { query: 'nc50', filters: { Site: ['Stavanger'] }, sorting: [{ id: 'Item_No', desc: true }] };
 */
export interface TableQuery {
  readonly query?: string;
  readonly filters?: ColumnFilters;
  readonly sorting?: Sorting;
  readonly pageIndex?: number;
  readonly pageSize?: PageSize;
}

/**
 * The answer to a {@link TableQuery}: the rows of the shown page, and the indexes of every matching row
 * in sorted order (for exports, selection and counts).
 *
 * @example
 * const result: TableQueryResult<{ Site: string }> = { rows: [], rowIndexes: [], pageIndex: 0, pageCount: 1, total: 0 };
 */
export interface TableQueryResult<Row> {
  readonly rows: Row[];
  readonly rowIndexes: readonly number[];
  readonly pageIndex: number;
  readonly pageCount: number;
  readonly total: number;
}

/**
 * Runs a table's whole pipeline on an index: search, then column filters (intersection), then the stable
 * sort, then the page (default page 0 of {@link DEFAULT_PAGE_SIZE} rows, unsorted input order when no
 * sorting is given). Throws a `RangeError` for an unknown column or an invalid page.
 *
 * @example
 * const index = createSearchIndex(
 *   [{ Item_No: '550DP.12', Weight: 19.5 }, { Item_No: '500DP.3', Weight: 25.6 }, { Item_No: '350HW.1', Weight: 49.3 }],
 *   [
 *     { id: 'Item_No', accessor: (row: { Item_No: string; Weight: number }) => row.Item_No },
 *     { id: 'Weight', accessor: (row: { Item_No: string; Weight: number }) => row.Weight },
 *   ],
 * );
 * queryTable(index, { query: 'DP', sorting: defaultSorting('Weight') }).rows.map((row) => row.Item_No);
 * // ['500DP.3', '550DP.12']
 */
export function queryTable<Row>(index: SearchIndex<Row>, state: TableQuery = {}): TableQueryResult<Row> {
  const matching = filterRowIndexes(index, index.search(state.query ?? ''), state.filters ?? {});
  const rowIndexes = sortRowIndexes(matching, state.sorting ?? [], index.sortKeys);
  const page = paginate(rowIndexes, {
    pageIndex: state.pageIndex ?? 0,
    pageSize: state.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  return {
    rows: page.rows.map((rowIndex) => index.rows[rowIndex] as Row),
    rowIndexes,
    pageIndex: page.pageIndex,
    pageCount: page.pageCount,
    total: page.total,
  };
}
