import {
  type ColumnFilters,
  filterRowIndexes,
  type PageSize,
  paginate,
  type SearchIndex,
  type Sorting,
  sortByOrder,
  sortRowIndexes,
} from '@rigready/core';
import type { SortOrderCache } from './sort-order-cache.js';

/**
 * The rows a table shows, as indexes into its data: every matching row in sorted order, and the page.
 *
 * @example
 * const view: TableView = { matching: [2, 0], page: [2], pageIndex: 0, pageCount: 2 };
 */
export interface TableView {
  readonly matching: readonly number[];
  readonly page: readonly number[];
  readonly pageIndex: number;
  readonly pageCount: number;
}

/**
 * What {@link computeTableView} reads: the search text, the column filters, the sort and the page.
 *
 * @example
 * const request: TableViewRequest = { query: 'nc50', filters: {}, sorting: [{ id: 'Weight', desc: true }], pageIndex: 0, pageSize: 100 };
 */
export interface TableViewRequest {
  readonly query: string;
  readonly filters: ColumnFilters;
  readonly sorting: Sorting;
  readonly pageIndex: number;
  readonly pageSize: PageSize;
}

/**
 * Runs core's pipeline for the table: search, column filters (intersection), sort, page. A single sort
 * rule uses the column's precomputed order (linear time; every row at once when nothing narrows them);
 * several rules use core's comparison sort.
 *
 * @example
 * computeTableView(index, orders, { query: '', filters: {}, sorting: [], pageIndex: 0, pageSize: 'all' }).page;
 */
export function computeTableView<Row>(
  index: SearchIndex<Row>,
  orders: SortOrderCache,
  request: TableViewRequest,
): TableView {
  const matching = filterRowIndexes(index, index.search(request.query), request.filters);
  const [rule] = request.sorting;
  let sorted: readonly number[];
  if (rule === undefined) sorted = matching;
  else if (request.sorting.length > 1) sorted = sortRowIndexes(matching, request.sorting, index.sortKeys);
  else if (matching.length === index.rows.length) sorted = orders.everyRow(rule.id, rule.desc);
  else {
    const order = orders.get(rule.id);
    sorted = sortByOrder(matching, rule.desc ? order.descending : order.ascending);
  }
  if (request.pageSize === 'all') return { matching: sorted, page: sorted, pageIndex: 0, pageCount: 1 };
  const page = paginate(sorted, { pageIndex: request.pageIndex, pageSize: request.pageSize });
  return { matching: sorted, page: page.rows, pageIndex: page.pageIndex, pageCount: page.pageCount };
}
