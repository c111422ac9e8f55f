import { describe, expect, it } from 'vitest';
import { columnSortDirection, toggleColumnSorting } from './column-sorting.js';

describe('toggleColumnSorting', () => {
  it('sorts an unsorted table by the pressed column, descending first', () => {
    expect(toggleColumnSorting([], 'Weight')).toEqual([{ id: 'Weight', desc: true }]);
  });

  it('cycles a column descending, ascending, descending again, never back to unsorted', () => {
    const first = toggleColumnSorting([], 'Weight');
    const second = toggleColumnSorting(first, 'Weight');
    const third = toggleColumnSorting(second, 'Weight');
    expect([first, second, third]).toEqual([
      [{ id: 'Weight', desc: true }],
      [{ id: 'Weight', desc: false }],
      [{ id: 'Weight', desc: true }],
    ]);
  });

  it('replaces the sort of another column, starting the pressed one descending', () => {
    expect(toggleColumnSorting([{ id: 'Weight', desc: false }], 'Item_No')).toEqual([
      { id: 'Item_No', desc: true },
    ]);
  });

  it('leaves the sorting it was given unchanged', () => {
    const sorting = [{ id: 'Weight', desc: true }];
    toggleColumnSorting(sorting, 'Weight');
    expect(sorting).toEqual([{ id: 'Weight', desc: true }]);
  });
});

describe('columnSortDirection', () => {
  it('reads the sorted column as descending or ascending, and any other column as unsorted', () => {
    expect(columnSortDirection([{ id: 'Weight', desc: true }], 'Weight')).toBe('desc');
    expect(columnSortDirection([{ id: 'Weight', desc: false }], 'Weight')).toBe('asc');
    expect(columnSortDirection([{ id: 'Weight', desc: true }], 'Item_No')).toBe(false);
    expect(columnSortDirection([], 'Weight')).toBe(false);
  });
});
