import {
  buildSortKeysInSteps,
  buildSortOrderInSteps,
  findColumn,
  lazyNaturalCollator,
  runSteps,
  type SortOrder,
  type Steps,
  type TableColumn,
} from '@rigready/core';

/**
 * Each column's {@link SortOrder}, built on first use and kept for the rows' lifetime, so a sort after the
 * first one on a column is linear, and searching or filtering a sorted table never sorts again. A table
 * builds an order a step at a time between frames (`step`); `get` builds it at once.
 *
 * @example
 * const orders = createSortOrderCache(rows, columns);
 * orders.get('Weight').descending;
 */
export interface SortOrderCache {
  /** The column's order if it has been built, without building it. */
  peek(columnId: string): SortOrder | undefined;
  /** The column's order, built now if it has not been. */
  get(columnId: string): SortOrder;
  /**
   * Takes one step (a few milliseconds) of building the column's order, resuming where the last step
   * stopped; returns the order once it is built.
   */
  step(columnId: string): SortOrder | undefined;
  /**
   * Every row in the column's order (built now if it has not been), as one array per direction kept for
   * the rows' lifetime: an unsearched, unfiltered table shows it without copying 100,000 indexes.
   */
  everyRow(columnId: string, descending: boolean): readonly number[];
}

/**
 * Creates a {@link SortOrderCache} for rows and their columns, ranking texts with the natural collator
 * that `collator` gives (called only when a sorted column holds texts). Throws a `RangeError` for an
 * unknown column id.
 *
 * @example
 * const orders = createSortOrderCache([{ Weight: 2 }, { Weight: 1 }], [{ id: 'Weight', accessor: (row: { Weight: number }) => row.Weight }]);
 * [...orders.get('Weight').ascending]; // [1, 0]
 */
export function createSortOrderCache<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  collator: () => Intl.Collator = lazyNaturalCollator(),
): SortOrderCache {
  const orders = new Map<string, SortOrder>();
  const building = new Map<string, Steps<SortOrder>>();
  const everyRowArrays = new Map<string, readonly number[]>();
  function* build(columnId: string): Steps<SortOrder> {
    const keys = yield* buildSortKeysInSteps(rows, findColumn(columns, columnId), collator);
    return yield* buildSortOrderInSteps(keys);
  }
  function stepsOf(columnId: string): Steps<SortOrder> {
    let steps = building.get(columnId);
    if (steps === undefined) {
      steps = build(columnId);
      building.set(columnId, steps);
    }
    return steps;
  }
  function finish(columnId: string, order: SortOrder): SortOrder {
    orders.set(columnId, order);
    building.delete(columnId);
    return order;
  }
  const get = (columnId: string) => orders.get(columnId) ?? finish(columnId, runSteps(stepsOf(columnId)));
  return {
    peek: (columnId) => orders.get(columnId),
    get,
    step(columnId) {
      const built = orders.get(columnId);
      if (built !== undefined) return built;
      const next = stepsOf(columnId).next();
      return next.done ? finish(columnId, next.value) : undefined;
    },
    everyRow(columnId, descending) {
      const key = `${descending ? 'desc' : 'asc'}\u0000${columnId}`;
      let array = everyRowArrays.get(key);
      if (array === undefined) {
        const order = get(columnId);
        array = Array.from(descending ? order.descending : order.ascending);
        everyRowArrays.set(key, array);
      }
      return array;
    },
  };
}
