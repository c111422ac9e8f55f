import { describe, expect, it } from 'vitest';
import { createIncrementalSearchIndex } from './incremental-search-index.js';
import { createSearchIndex } from './search-index.js';
import { generateInventoryRows, INVENTORY_COLUMNS } from './test-support/inventory-rows.js';

type Row = { Item_No: string; Connection: string | null; Site: string };
const rows: Row[] = [
  { Item_No: '550DP.12', Connection: '5 1/2" FH', Site: 'Stavanger' },
  { Item_No: '350HW.1', Connection: null, Site: 'Aberdeen' },
  { Item_No: '800DC.4', Connection: 'NC-38', Site: 'Den Helder' },
];
const columns = [
  { id: 'Item_No', accessor: (row: Row) => row.Item_No },
  { id: 'Connection', accessor: (row: Row) => row.Connection },
  { id: 'Site', accessor: (row: Row) => row.Site },
];

describe('createIncrementalSearchIndex', () => {
  describe('given a new index', () => {
    it('has built no search text yet', () => {
      const index = createIncrementalSearchIndex(rows, columns);
      expect(index.builtRows).toBe(0);
      expect(index.complete).toBe(false);
    });

    it('answers the empty query and sorting before any text is built', () => {
      const index = createIncrementalSearchIndex(rows, columns);
      expect(index.search('')).toEqual([0, 1, 2]);
      expect(index.filterKeys('Connection')).toEqual(['5 1/2" FH', '', 'NC-38']);
      expect(index.sortKeys('Site').values[1]).toBe(0);
      expect(index.builtRows).toBe(0);
    });

    it('builds the missing texts when a real query comes before the build has finished', () => {
      const index = createIncrementalSearchIndex(rows, columns);
      index.buildNext(1);
      expect(index.search('nc38')).toEqual([2]);
      expect(index.complete).toBe(true);
    });
  });

  describe('buildNext', () => {
    it('builds slices until every row has its text, then reports completion', () => {
      const index = createIncrementalSearchIndex(rows, columns);
      expect(index.buildNext(2)).toBe(false);
      expect(index.builtRows).toBe(2);
      expect(index.buildNext(2)).toBe(true);
      expect(index.builtRows).toBe(3);
      expect(index.buildNext(1)).toBe(true);
    });

    it('is complete at once for a table without rows', () => {
      expect(createIncrementalSearchIndex([], columns).buildNext(1)).toBe(true);
    });

    it('rejects a row count that is not a positive whole number', () => {
      const index = createIncrementalSearchIndex(rows, columns);
      expect(() => index.buildNext(0)).toThrow(/Invalid row count 0/);
      expect(() => index.buildNext(1.5)).toThrow(RangeError);
    });
  });

  describe('search', () => {
    it('ignores case and non-word characters and never matches across two cells', () => {
      const index = createIncrementalSearchIndex(rows, columns);
      index.buildNext(3);
      expect(index.search('5-1/2 fh')).toEqual([0]);
      expect(index.search('DEN_helder')).toEqual([2]);
      expect(index.search('12 5')).toEqual([]);
    });

    it('looks only in the search columns', () => {
      const index = createIncrementalSearchIndex(rows, columns, { searchColumnIds: ['Site'] });
      expect(index.search('dp')).toEqual([]);
      expect(index.search('aberdeen')).toEqual([1]);
    });

    it('answers every query as createSearchIndex does on seeded inventory rows, typed on and back', () => {
      const inventory = generateInventoryRows(4000, 11);
      const incremental = createIncrementalSearchIndex(inventory, INVENTORY_COLUMNS);
      const plain = createSearchIndex(inventory, INVENTORY_COLUMNS);
      while (!incremental.buildNext(700));
      for (const query of [
        '5',
        '55',
        '550',
        '550DP',
        '550dp.1',
        '55',
        'nc 50',
        'VAM-21',
        'str 00',
        'zzz',
        '',
      ]) {
        expect(incremental.search(query)).toEqual(plain.search(query));
      }
    });
  });

  it('rejects an unknown search column and duplicate column ids as createSearchIndex does', () => {
    expect(() => createIncrementalSearchIndex(rows, columns, { searchColumnIds: ['Rig'] })).toThrow(
      /Unknown column "Rig"/,
    );
    expect(() => createIncrementalSearchIndex(rows, [columns[0], columns[0]] as typeof columns)).toThrow(
      /Duplicate column id "Item_No"/,
    );
  });
});
