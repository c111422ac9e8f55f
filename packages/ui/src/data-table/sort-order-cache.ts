import {
  buildSortKeys,
  buildSortOrder,
  createNaturalCollator,
  findColumn,
  type SortOrder,
  type TableColumn,
} from '@rigready/core';

/**
 * Each column's {@link SortOrder}, built on first use and kept for the rows' lifetime, so a sort after the
 * first one on a column is linear, and searching or filtering a sorted table never sorts again.
 *
 * @example
 * const orders = createSortOrderCache(rows, columns);
 * orders.get('Weight').descending;
 */
export interface SortOrderCache {
  get(columnId: string): SortOrder;
}

/**
 * Creates a {@link SortOrderCache} for rows and their columns. Throws a `RangeError` for an unknown
 * column id.
 *
 * @example
 * const orders = createSortOrderCache([{ Weight: 2 }, { Weight: 1 }], [{ id: 'Weight', accessor: (row: { Weight: number }) => row.Weight }]);
 * [...orders.get('Weight').ascending]; // [1, 0]
 */
export function createSortOrderCache<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  locale?: string,
): SortOrderCache {
  const collator = createNaturalCollator(locale);
  const orders = new Map<string, SortOrder>();
  return {
    get(columnId) {
      let order = orders.get(columnId);
      if (order === undefined) {
        order = buildSortOrder(buildSortKeys(rows, findColumn(columns, columnId), collator));
        orders.set(columnId, order);
      }
      return order;
    },
  };
}
