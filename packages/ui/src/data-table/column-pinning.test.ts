import { describe, expect, it } from 'vitest';
import { pinnedFirst, withPinnedColumns } from './column-pinning.js';

describe('pinnedFirst', () => {
  it('moves the identity column first and counts it', () => {
    expect(pinnedFirst(['Site', 'Item_No', 'Rig_Ready'], (id) => id === 'Item_No')).toEqual({
      ids: ['Item_No', 'Site', 'Rig_Ready'],
      pinnedCount: 1,
    });
  });
});

describe('withPinnedColumns', () => {
  it('keeps the pinned columns drawn when the view has scrolled past them', () => {
    expect(withPinnedColumns(2)({ startIndex: 8, endIndex: 10, overscan: 1, count: 20 })).toEqual([
      0, 1, 7, 8, 9, 10, 11,
    ]);
  });

  it('does not draw a pinned column twice when it is in view', () => {
    expect(withPinnedColumns(1)({ startIndex: 0, endIndex: 2, overscan: 0, count: 5 })).toEqual([0, 1, 2]);
  });
});
