import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './search-index.js';
import { defaultSorting } from './sort.js';
import { queryTable } from './table-query.js';

type Row = { Item_No: string; Site: string; Weight: number };
const rows: Row[] = Array.from({ length: 120 }, (_, index) => ({
  Item_No: `${index % 2 === 0 ? '550DP' : '350HW'}.${index}`,
  Site: index % 3 === 0 ? 'Aberdeen' : 'Stavanger',
  Weight: index,
}));
const index = createSearchIndex(rows, [
  { id: 'Item_No', accessor: (row) => row.Item_No },
  { id: 'Site', accessor: (row) => row.Site },
  { id: 'Weight', accessor: (row) => row.Weight },
]);

describe('queryTable', () => {
  it('shows the first 100 rows in input order by default', () => {
    const result = queryTable(index);
    expect(result).toMatchObject({ pageIndex: 0, pageCount: 2, total: 120 });
    expect(result.rows).toHaveLength(100);
    expect(result.rows[0]).toBe(rows[0]);
  });

  it('searches, filters, sorts and pages in that order', () => {
    const result = queryTable(index, {
      query: 'dp',
      filters: { Site: ['Aberdeen'] },
      sorting: defaultSorting('Weight'),
      pageIndex: 1,
      pageSize: 5,
    });
    expect(result.total).toBe(20);
    expect(result.pageCount).toBe(4);
    expect(result.rows.map((row) => row.Weight)).toEqual([84, 78, 72, 66, 60]);
    expect(result.rowIndexes.slice(0, 2)).toEqual([114, 108]);
  });

  it("shows every matching row for the 'all' page size", () => {
    expect(queryTable(index, { query: 'hw', pageSize: 'all' }).rows).toHaveLength(60);
  });

  it('answers with one empty page when nothing matches', () => {
    expect(queryTable(index, { query: 'zzz' })).toEqual({
      rows: [],
      rowIndexes: [],
      pageIndex: 0,
      pageCount: 1,
      total: 0,
    });
  });

  it('throws for an unknown sort column', () => {
    expect(() => queryTable(index, { sorting: defaultSorting('Date') })).toThrow('Unknown column "Date"');
  });
});
