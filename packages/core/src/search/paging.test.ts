import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, paginate } from './paging.js';

const rows = Array.from({ length: 12 }, (_, index) => index);

describe('page size constants', () => {
  it('offer 5, 10, 50, 100 and all, with 100 as the default', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 50, 100, 'all']);
    expect(DEFAULT_PAGE_SIZE).toBe(100);
  });
});

describe('paginate', () => {
  it('cuts the requested page', () => {
    expect(paginate(rows, { pageIndex: 1, pageSize: 5 })).toEqual({
      rows: [5, 6, 7, 8, 9],
      pageIndex: 1,
      pageCount: 3,
      total: 12,
    });
  });

  it('gives a short last page', () => {
    expect(paginate(rows, { pageIndex: 2, pageSize: 5 }).rows).toEqual([10, 11]);
  });

  it('gives exactly full pages when the total is a multiple of the size', () => {
    expect(paginate(rows, { pageIndex: 0, pageSize: 12 })).toMatchObject({ pageCount: 1, total: 12 });
    expect(paginate(rows.slice(0, 10), { pageIndex: 1, pageSize: 5 }).rows).toEqual([5, 6, 7, 8, 9]);
  });

  it("shows every row on one page for 'all'", () => {
    expect(paginate(rows, { pageIndex: 0, pageSize: 'all' })).toEqual({
      rows,
      pageIndex: 0,
      pageCount: 1,
      total: 12,
    });
  });

  it("ignores the page index for 'all' and returns a copy", () => {
    const page = paginate(rows, { pageIndex: 3, pageSize: 'all' });
    expect(page.pageIndex).toBe(0);
    expect(page.rows).not.toBe(rows);
  });

  it('shows the last page when the index is past the end', () => {
    expect(paginate(rows, { pageIndex: 9, pageSize: 5 })).toMatchObject({ rows: [10, 11], pageIndex: 2 });
  });

  it('shows one empty page for no rows', () => {
    expect(paginate([], { pageIndex: 0, pageSize: 100 })).toEqual({
      rows: [],
      pageIndex: 0,
      pageCount: 1,
      total: 0,
    });
    expect(paginate([], { pageIndex: 4, pageSize: 'all' })).toEqual({
      rows: [],
      pageIndex: 0,
      pageCount: 1,
      total: 0,
    });
  });

  it('rejects a page size that is not a positive whole number', () => {
    for (const pageSize of [0, -5, 2.5, Number.NaN]) {
      expect(() => paginate(rows, { pageIndex: 0, pageSize })).toThrow(RangeError);
    }
    expect(() => paginate(rows, { pageIndex: 0, pageSize: 0 })).toThrow(
      "Invalid page size 0: use a positive whole number or 'all'.",
    );
  });

  it('rejects a negative or fractional page index', () => {
    expect(() => paginate(rows, { pageIndex: -1, pageSize: 5 })).toThrow('Invalid page index -1');
    expect(() => paginate(rows, { pageIndex: 0.5, pageSize: 5 })).toThrow(RangeError);
  });
});
