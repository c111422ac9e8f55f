import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './column.js';
import { createSearchIndex } from './search-index.js';
import { sortRowIndexes } from './sort.js';
import { buildSortKeys, createNaturalCollator, SORT_KIND } from './sort-keys.js';
import { buildSortOrder, sortByOrder, sortByOrderInSteps } from './sort-order.js';
import { runSteps } from './steps.js';
import { generateInventoryRows, INVENTORY_COLUMNS } from './test-support/inventory-rows.js';
import { runCountingPauses } from './test-support/run-counting-pauses.js';

const keys = (kinds: number[], values: number[]) => ({
  kinds: new Uint8Array(kinds),
  values: new Float64Array(values),
});
const { number, text, empty } = SORT_KIND;

describe('buildSortOrder', () => {
  it('puts numbers before texts ascending and after them descending, empty cells last both ways', () => {
    const order = buildSortOrder(keys([text, empty, number, number, text], [1, 0, 5, -2, 0]));
    expect([...order.ascending]).toEqual([3, 2, 4, 0, 1]);
    expect([...order.descending]).toEqual([0, 4, 2, 3, 1]);
  });

  it('keeps tied rows in row order in both directions', () => {
    const order = buildSortOrder(keys([number, number, number, number], [7, 7, 1, 7]));
    expect([...order.ascending]).toEqual([2, 0, 1, 3]);
    expect([...order.descending]).toEqual([0, 1, 3, 2]);
  });

  it('treats 0 and -0 as equal and sorts fractions and large epoch times numerically', () => {
    const order = buildSortOrder(keys([number, number, number, number], [0, -0, 1.7e12, 0.5]));
    expect([...order.ascending]).toEqual([0, 1, 3, 2]);
  });

  it('ranks whole numbers by their value, negative ones and texts and empty cells among them', () => {
    const order = buildSortOrder(keys([number, text, number, empty, number, number], [3, 0, -2, 0, 3, 0]));
    expect([...order.ascending]).toEqual([2, 5, 0, 4, 1, 3]);
    expect([...order.descending]).toEqual([1, 0, 4, 5, 2, 3]);
  });

  it('sorts whole numbers spread wider than the rows as it sorts fractions', () => {
    const order = buildSortOrder(keys([number, number, number, number], [1e12, 5, -1e9, 5]));
    expect([...order.ascending]).toEqual([2, 1, 3, 0]);
    expect([...order.descending]).toEqual([0, 1, 3, 2]);
  });

  it('gives empty orders for a table without rows, and a single row for one row', () => {
    expect([...buildSortOrder(keys([], [])).ascending]).toEqual([]);
    expect([...buildSortOrder(keys([empty], [0])).descending]).toEqual([0]);
  });

  it('matches sortRowIndexes on every column of seeded inventory rows, both ways', () => {
    const rows = generateInventoryRows(3000, 7);
    const index = createSearchIndex(rows, INVENTORY_COLUMNS, { searchColumnIds: [] });
    const all = rows.map((_, row) => row);
    for (const column of INVENTORY_COLUMNS) {
      const order = buildSortOrder(index.sortKeys(column.id));
      for (const desc of [false, true]) {
        const expected = sortRowIndexes(all, [{ id: column.id, desc }], index.sortKeys);
        expect([...(desc ? order.descending : order.ascending)]).toEqual(expected);
      }
    }
  });
});

describe('sortByOrder', () => {
  type Row = { value: unknown };
  const rows: Row[] = [{ value: 'NC50' }, { value: 3 }, { value: null }, { value: 'nc38' }, { value: 3 }];
  const column: TableColumn<Row> = { id: 'value', accessor: (row) => row.value };
  const sortKeys = buildSortKeys(rows, column, createNaturalCollator('en'));
  const order = buildSortOrder(sortKeys);

  it('sorts a subset of ascending row indexes as sortRowIndexes does', () => {
    for (const subset of [[0, 2, 3], [1, 4], [2], [], [0, 1, 2, 3, 4]]) {
      for (const desc of [false, true]) {
        expect(sortByOrder(subset, desc ? order.descending : order.ascending)).toEqual(
          sortRowIndexes(subset, [{ id: 'value', desc }], () => sortKeys),
        );
      }
    }
  });

  it('returns a new array that the caller may change', () => {
    const sorted = sortByOrder([0, 1, 2, 3, 4], order.ascending);
    sorted.push(9);
    expect(sortByOrder([0, 1, 2, 3, 4], order.ascending)).toHaveLength(5);
  });

  it('rejects a row index outside the order, naming it', () => {
    expect(() => sortByOrder([0, 5], order.ascending)).toThrow(
      /Row index 5 is outside the sort order of 5 rows/,
    );
    expect(() => sortByOrder([-1], order.ascending)).toThrow(RangeError);
  });
});

describe('sortByOrderInSteps', () => {
  it('sorts any ascending subset of seeded inventory rows as sortRowIndexes does, on any column', () => {
    const rows = generateInventoryRows(3000, 5);
    const index = createSearchIndex(rows, INVENTORY_COLUMNS, { searchColumnIds: [] });
    const columnIds = INVENTORY_COLUMNS.map((column) => column.id);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: rows.length - 1 }), { maxLength: 2500 }),
        fc.constantFrom(...columnIds),
        fc.boolean(),
        (picked, id, desc) => {
          const subset = picked.sort((a, b) => a - b);
          const order = buildSortOrder(index.sortKeys(id));
          const expected = sortRowIndexes(subset, [{ id, desc }], index.sortKeys);
          expect(runSteps(sortByOrderInSteps(subset, desc ? order.descending : order.ascending))).toEqual(
            expected,
          );
          expect(sortByOrder(subset, desc ? order.descending : order.ascending)).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('pauses every 16,384 rows marked and positions read while it sorts half of 100,000 rows', () => {
    const rows = generateInventoryRows(100_000, 3);
    const index = createSearchIndex(rows, INVENTORY_COLUMNS, { searchColumnIds: [] });
    const order = buildSortOrder(index.sortKeys('Weight'));
    const everyOther = rows.map((_, row) => row).filter((row) => row % 2 === 1);
    const { pauses, value } = runCountingPauses(sortByOrderInSteps(everyOther, order.descending));
    expect(pauses).toBeGreaterThanOrEqual(6);
    expect(value).toEqual(sortRowIndexes(everyOther, [{ id: 'Weight', desc: true }], index.sortKeys));
  });

  it('rejects a row index outside the order once it is run', () => {
    const order = buildSortOrder(keys([number, number], [2, 1]));
    const steps = sortByOrderInSteps([2], order.ascending);
    expect(() => steps.next()).toThrow(RangeError);
  });
});
