import {
  createSearchIndex,
  filterRowIndexes,
  lazyNaturalCollator,
  type SearchIndex,
  type Sorting,
  sortRowIndexes,
} from '@rigready/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type GeneratedInventoryRow,
  generateInventoryRows,
  INVENTORY_COLUMNS,
} from '../../../core/src/search/test-support/inventory-rows.js';
import { createSortOrderCache, type SortOrderCache } from './sort-order-cache.js';
import { type AppliedViewRequest, useAppliedView } from './use-applied-view.js';

afterEach(() => {
  vi.restoreAllMocks();
});

type Table = { index: SearchIndex<GeneratedInventoryRow>; orders: SortOrderCache };

function tableOf(rows: readonly GeneratedInventoryRow[]): Table {
  return {
    index: createSearchIndex(rows, INVENTORY_COLUMNS, { searchColumnIds: ['Item_No', 'Site'], locale: 'en' }),
    orders: createSortOrderCache(rows, INVENTORY_COLUMNS, lazyNaturalCollator('en')),
  };
}

// Core's one-shot pipeline, on an index of its own.
function expectedRows(rows: readonly GeneratedInventoryRow[], request: AppliedViewRequest): number[] {
  const index = createSearchIndex(rows, INVENTORY_COLUMNS, {
    searchColumnIds: ['Item_No', 'Site'],
    locale: 'en',
  });
  const matching = filterRowIndexes(index, index.search(request.query), request.filters);
  return sortRowIndexes(matching, request.sorting, index.sortKeys);
}

// A clock that moves 1 ms each time it is read, so a first slice of 8 ms takes only a few steps.
function slowClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
}

// A clock that stands still, so any computation fits the first slice (a busy test machine cannot make
// the first sort of 300 rows miss it).
function fastClock() {
  vi.spyOn(performance, 'now').mockReturnValue(0);
}

const byWeight: Sorting = [{ id: 'Weight', desc: true }];
const start: AppliedViewRequest = {
  query: '',
  filters: {},
  sorting: byWeight,
  pageIndex: 0,
  pageSize: 'all',
};

function renderView(table: Table, request: AppliedViewRequest) {
  const seen: (readonly number[])[] = [];
  const hook = renderHook(
    ({ table: { index, orders }, request }: { table: Table; request: AppliedViewRequest }) => {
      const applied = useAppliedView(index, orders, request);
      seen.push(applied.view.matching);
      return applied;
    },
    { initialProps: { table, request } },
  );
  return { ...hook, seen };
}

describe('given a table of 300 rows', () => {
  const rows = generateInventoryRows(300, 4);

  it('should apply a search, filter and sort that fit the first slice at once', () => {
    const table = tableOf(rows);
    const { result, rerender } = renderView(table, start);
    expect(result.current.view.matching).toEqual(expectedRows(rows, start));
    fastClock();
    const next: AppliedViewRequest = {
      ...start,
      query: '550dp',
      filters: { Site: ['Aberdeen', 'Esbjerg'] },
      sorting: [{ id: 'Item_No', desc: false }],
    };
    rerender({ table, request: next });
    expect(result.current).toMatchObject({ query: '550dp', pending: false });
    expect(result.current.view.matching).toEqual(expectedRows(rows, next));
    expect(result.current.view.matching.length).toBeGreaterThan(0);
  });

  it('should keep the applied rows for a request of the same content, and cut pages from them', () => {
    const table = tableOf(rows);
    const request: AppliedViewRequest = { ...start, query: 'dp', filters: { Site: ['Aberdeen'] } };
    const { result, rerender } = renderView(table, request);
    const matching = result.current.view.matching;
    rerender({ table, request: { ...request, query: 'D-P', filters: { Site: ['Aberdeen'], Range: [] } } });
    expect(result.current.view.matching).toBe(matching);
    expect(result.current.query).toBe('D-P');
    rerender({
      table,
      request: { ...request, sorting: [{ id: 'Weight', desc: true }], pageIndex: 1, pageSize: 5 },
    });
    expect(result.current.view.matching).toBe(matching);
    expect(result.current.view).toMatchObject({ page: matching.slice(5, 10), pageIndex: 1 });
  });
});

describe('given a table of 20,000 rows on a slow machine', () => {
  const rows = generateInventoryRows(20_000, 6);
  // The first sort by part number ranks 20,000 distinct texts: far more than a first slice's steps.
  const byPartNo: AppliedViewRequest = { ...start, query: 'dp', sorting: [{ id: 'Part_No', desc: false }] };

  it('should keep the last view on screen, pending, until the new one has run in slices', async () => {
    const table = tableOf(rows);
    const { result, rerender } = renderView(table, start);
    const before = result.current.view.matching;
    slowClock();
    rerender({ table, request: byPartNo });
    expect(result.current).toMatchObject({ query: '', pending: true });
    expect(result.current.view.matching).toBe(before);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.query).toBe('dp');
    expect(result.current.view.matching).toEqual(expectedRows(rows, byPartNo));
  });

  it('should abandon an unfinished request for a newer one, and never show the older one', async () => {
    const table = tableOf(rows);
    const { result, rerender, seen } = renderView(table, start);
    slowClock();
    rerender({ table, request: byPartNo });
    expect(result.current.pending).toBe(true);
    const newer: AppliedViewRequest = {
      ...byPartNo,
      filters: { Site: ['Aberdeen'] },
      sorting: [{ id: 'Part_No', desc: true }],
    };
    rerender({ table, request: newer });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.pending).toBe(false));
    const older = expectedRows(rows, byPartNo);
    expect(result.current.view.matching).toEqual(expectedRows(rows, newer));
    expect(seen.some((matching) => matching.length === older.length)).toBe(false);
  });

  it('should keep the last view on screen while a new index of the same rows searches in slices', async () => {
    const table = tableOf(rows);
    const { result, rerender } = renderView(table, byPartNo);
    const before = result.current.view.matching;
    slowClock();
    // Other columns shown make a new index, whose search texts are not built yet.
    const reindexed: Table = {
      index: createSearchIndex(rows, INVENTORY_COLUMNS, {
        searchColumnIds: ['Item_No', 'Site'],
        locale: 'en',
        deferTexts: true,
      }),
      orders: table.orders,
    };
    rerender({ table: reindexed, request: byPartNo });
    expect(result.current).toMatchObject({ query: 'dp', pending: true });
    expect(result.current.view.matching).toBe(before);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(reindexed.index.complete).toBe(true);
    expect(result.current.view.matching).toEqual(expectedRows(rows, byPartNo));
  });

  it('should compute the first view of new rows at once, however long it takes', () => {
    const table = tableOf(generateInventoryRows(300, 4));
    const { result, rerender } = renderView(table, start);
    slowClock();
    rerender({ table: tableOf(rows), request: byPartNo });
    expect(result.current).toMatchObject({ query: 'dp', pending: false });
    expect(result.current.view.matching).toEqual(expectedRows(rows, byPartNo));
  });
});
