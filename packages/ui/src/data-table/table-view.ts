import {
  type ColumnFilters,
  filterRowIndexesInSteps,
  type PageSize,
  paginate,
  type SearchIndex,
  type Sorting,
  type Steps,
  sortByOrderInSteps,
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
 * What {@link tableViewInSteps} reads: the search text, the column filters and the sort.
 *
 * @example
 * const request: TableViewRequest = { query: 'nc50', filters: {}, sorting: [{ id: 'Weight', desc: true }] };
 */
export interface TableViewRequest {
  readonly query: string;
  readonly filters: ColumnFilters;
  readonly sorting: Sorting;
}

/**
 * The matching rows of a table in sorted order, in core's {@link Steps}: the index's search, then the
 * column filters (intersection), then the sort, each pausing every few thousand rows, so a host can run
 * it between frames. A column's first sort builds its order here too, a step of `orders.step` at a time.
 * The table sorts by one column at a time (`toggleColumnSorting` only makes one rule), so only the first
 * rule is read; it sorts by the column's built order in linear time, and with every row matching hands
 * back the order's cached array.
 *
 * @example
 * const matching = runSteps(tableViewInSteps(index, orders, { query: 'dp', filters: {}, sorting: [{ id: 'Weight', desc: true }] }));
 */
export function* tableViewInSteps<Row>(
  index: SearchIndex<Row>,
  orders: SortOrderCache,
  request: TableViewRequest,
): Steps<readonly number[]> {
  const found = yield* index.searchInSteps(request.query);
  const matching = yield* filterRowIndexesInSteps(index, found, request.filters);
  const [rule] = request.sorting;
  if (rule === undefined) return matching;
  let order = orders.step(rule.id);
  while (order === undefined) {
    yield;
    order = orders.step(rule.id);
  }
  if (matching.length === index.rows.length) return orders.everyRow(rule.id, rule.desc);
  return yield* sortByOrderInSteps(matching, rule.desc ? order.descending : order.ascending);
}

/**
 * The page of the matching rows to show; 'all' shows them all on one page without copying them.
 *
 * @example
 * pageOfView([4, 2, 0], { pageIndex: 1, pageSize: 2 }); // { matching: [4, 2, 0], page: [0], pageIndex: 1, pageCount: 2 }
 */
export function pageOfView(
  matching: readonly number[],
  request: { readonly pageIndex: number; readonly pageSize: PageSize },
): TableView {
  if (request.pageSize === 'all') return { matching, page: matching, pageIndex: 0, pageCount: 1 };
  const page = paginate(matching, request);
  return { matching, page: page.rows, pageIndex: page.pageIndex, pageCount: page.pageCount };
}
