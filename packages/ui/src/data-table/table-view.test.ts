import {
  type ColumnFilters,
  createSearchIndex,
  filterRowIndexes,
  lazyNaturalCollator,
  runSteps,
  type Sorting,
  sortRowIndexes,
} from '@rigready/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateInventoryRows,
  INVENTORY_COLUMNS,
} from '../../../core/src/search/test-support/inventory-rows.js';
import { createSortOrderCache } from './sort-order-cache.js';
import { pageOfView, tableViewInSteps } from './table-view.js';

const rows = generateInventoryRows(2000, 9);
const QUERIES = ['', 'dp', '550', 'nc50', '5 1/2', 'stav', 'r3', 'STR-01', 'zzz'];
const FILTERED_IDS = ['Site', 'Connection', 'Range', 'Rig_Ready'];
const SORTED_IDS = ['Item_No', 'Weight', 'Site', 'String_Number', 'Total_Item', 'Part_No'];

describe('given a table view computed in steps', () => {
  const index = createSearchIndex(rows, INVENTORY_COLUMNS, { locale: 'en' });
  const orders = createSortOrderCache(rows, INVENTORY_COLUMNS, lazyNaturalCollator('en'));
  // Core's one-shot pipeline on an index of its own, so the two never share a cached search.
  const reference = createSearchIndex(rows, INVENTORY_COLUMNS, { locale: 'en' });
  const valuesOf = new Map(FILTERED_IDS.map((id) => [id, [...new Set(reference.filterKeys(id))]]));

  it('should give the rows of search, filters and sort in one go, for any combination', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUERIES),
        fc.dictionary(fc.constantFrom(...FILTERED_IDS), fc.array(fc.nat(), { maxLength: 3 })),
        fc.option(fc.record({ id: fc.constantFrom(...SORTED_IDS), desc: fc.boolean() }), { nil: undefined }),
        (query, picks, rule) => {
          const filters: ColumnFilters = Object.fromEntries(
            Object.entries(picks).map(([id, at]) => {
              const values = valuesOf.get(id) as string[];
              return [id, at.map((value) => values[value % values.length] as string)];
            }),
          );
          const sorting: Sorting = rule === undefined ? [] : [rule];
          const matching = filterRowIndexes(reference, reference.search(query), filters);
          expect(runSteps(tableViewInSteps(index, orders, { query, filters, sorting }))).toEqual(
            sortRowIndexes(matching, sorting, reference.sortKeys),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('should pause while it builds a column’s first sort order, and hand back its cached array for every row', () => {
    const fresh = createSortOrderCache(rows, INVENTORY_COLUMNS, lazyNaturalCollator('en'));
    const steps = tableViewInSteps(index, fresh, {
      query: '',
      filters: {},
      sorting: [{ id: 'Part_No', desc: true }],
    });
    let pauses = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) pauses += 1;
    expect(pauses).toBeGreaterThan(3);
    expect(next.value).toBe(fresh.everyRow('Part_No', true));
  });
});

describe('given the matching rows of a view', () => {
  it('should cut the page asked for, or the last page past the end', () => {
    expect(pageOfView([4, 2, 0], { pageIndex: 1, pageSize: 2 })).toEqual({
      matching: [4, 2, 0],
      page: [0],
      pageIndex: 1,
      pageCount: 2,
    });
    expect(pageOfView([4, 2, 0], { pageIndex: 5, pageSize: 2 }).pageIndex).toBe(1);
  });

  it('should show every row on one page for "all", without copying them', () => {
    const matching = [4, 2, 0];
    const view = pageOfView(matching, { pageIndex: 3, pageSize: 'all' });
    expect(view.page).toBe(matching);
    expect(view).toMatchObject({ pageIndex: 0, pageCount: 1 });
  });
});
