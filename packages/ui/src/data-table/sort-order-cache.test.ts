import { lazyNaturalCollator } from '@rigready/core';
import { describe, expect, it, vi } from 'vitest';
import { createSortOrderCache } from './sort-order-cache.js';

type Row = { Item_No: string };
const rows: Row[] = Array.from({ length: 20_000 }, (_, at) => ({ Item_No: `DP${(at * 7919) % 20_000}` }));
const columns = [{ id: 'Item_No', accessor: (row: Row) => row.Item_No }];
// The rows hold DP0 to DP19999 once each (7919 is prime to 20,000), so in natural order the nth row
// holds DPn. What each order must give, worked out from that and not by any sort.
const ASCENDING_ITEMS = Array.from({ length: 20_000 }, (_, n) => `DP${n}`);
const DESCENDING_ITEMS = [...ASCENDING_ITEMS].reverse();
const itemsAt = (rowIndexes: ArrayLike<number> | undefined) =>
  Array.from(rowIndexes ?? [], (at) => rows[at]?.Item_No);

describe('given a sort order cache', () => {
  it('should build a column step by step, resuming each time, to the natural order of its texts', () => {
    const stepwise = createSortOrderCache(rows, columns, lazyNaturalCollator('en'));
    let steps = 1;
    while (stepwise.step('Item_No') === undefined) steps += 1;
    expect(steps).toBeGreaterThan(5);
    const order = stepwise.peek('Item_No');
    expect(itemsAt(order?.ascending)).toEqual(ASCENDING_ITEMS);
    expect(itemsAt(order?.descending)).toEqual(DESCENDING_ITEMS);
  });

  it('should keep a built order and hand it back without building again', () => {
    const orders = createSortOrderCache(rows, columns, lazyNaturalCollator('en'));
    expect(orders.peek('Item_No')).toBeUndefined();
    const order = orders.get('Item_No');
    expect(orders.step('Item_No')).toBe(order);
    expect(orders.get('Item_No')).toBe(order);
  });

  it('should give every row in either order as one array, made once per direction', () => {
    const orders = createSortOrderCache(rows, columns, lazyNaturalCollator('en'));
    const descending = orders.everyRow('Item_No', true);
    expect(Array.isArray(descending)).toBe(true);
    expect(itemsAt(descending)).toEqual(DESCENDING_ITEMS);
    expect(orders.everyRow('Item_No', true)).toBe(descending);
    expect(itemsAt(orders.everyRow('Item_No', false))).toEqual(ASCENDING_ITEMS);
  });

  it('should throw for an unknown column', () => {
    expect(() => createSortOrderCache(rows, columns).get('Rig')).toThrow('Unknown column "Rig"');
  });
});

describe('given rows sorted by a column of numbers', () => {
  it('should not ask for the collator, which only texts need', () => {
    const collator = vi.fn(lazyNaturalCollator('en'));
    const orders = createSortOrderCache(
      [{ Weight: 2 }, { Weight: 1 }],
      [{ id: 'Weight', accessor: (row: { Weight: number }) => row.Weight }],
      collator,
    );
    expect(Array.from(orders.get('Weight').ascending)).toEqual([1, 0]);
    expect(collator).not.toHaveBeenCalled();
  });
});
