import {
  type ColumnFilters,
  createSearchIndex,
  filterRowIndexes,
  type SearchIndex,
  type Sorting,
  sortRowIndexes,
} from '@rigready/core';
import {
  generateInventoryRows,
  INVENTORY_COLUMNS,
  type GeneratedInventoryRow as InventoryRow,
} from '../../core/src/search/test-support/inventory-rows.ts';

/** What a grid must show: how many rows, and the keys (Item_No|Weight) of the top ones. */
export interface Expected {
  count: number;
  top: string[];
}

/** The benchmark's rows and core's answers for them, computed in Node, independently of both grids. */
export interface Oracle {
  expect(state: { query?: string; filters?: ColumnFilters; sorting: Sorting }): Expected;
}

const TOP_ROWS = 5;

/** Builds the oracle for `count` rows of the benchmark's seed. */
export function createOracle(count: number): Oracle {
  const rows = generateInventoryRows(count, 42);
  const index: SearchIndex<InventoryRow> = createSearchIndex(rows, INVENTORY_COLUMNS);
  const key = (rowIndex: number) => {
    const row = rows[rowIndex] as InventoryRow;
    return `${row.Item_No}|${row.Weight}`;
  };
  return {
    expect({ query = '', filters = {}, sorting }) {
      const matching = filterRowIndexes(index, index.search(query), filters);
      const sorted = sortRowIndexes(matching, sorting, index.sortKeys);
      return { count: sorted.length, top: sorted.slice(0, TOP_ROWS).map(key) };
    },
  };
}
