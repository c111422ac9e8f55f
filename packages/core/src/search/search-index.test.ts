import { describe, expect, it, vi } from 'vitest';
import type { TableColumn } from './column.js';
import { createSearchIndex } from './search-index.js';
import { generateInventoryRows, INVENTORY_COLUMNS } from './test-support/inventory-rows.js';
import { naiveSearch } from './test-support/naive-search.js';
import { runCountingPauses } from './test-support/run-counting-pauses.js';

type Row = { Item_No: string; Connection: string | null; Weight: number; Site: string };
const rows: Row[] = [
  { Item_No: '550DP.12', Connection: '5 1/2" FH', Weight: 21.9, Site: 'Stavanger' },
  { Item_No: '350HW.1', Connection: 'NC38', Weight: 25.3, Site: 'Aberdeen' },
  { Item_No: '800DC.4', Connection: null, Weight: 150.2, Site: 'Den Helder' },
];
const columns: TableColumn<Row>[] = [
  { id: 'Item_No', accessor: (row) => row.Item_No },
  { id: 'Connection', accessor: (row) => row.Connection },
  { id: 'Weight', accessor: (row) => row.Weight },
  { id: 'Site', accessor: (row) => row.Site },
];

describe('createSearchIndex', () => {
  describe('search', () => {
    it('ignores case, spaces, dashes, underscores, slashes and other punctuation in query and cells', () => {
      const index = createSearchIndex(rows, columns);
      expect(index.search('550dp12')).toEqual([0]);
      expect(index.search('5-1/2 fh')).toEqual([0]);
      expect(index.search('NC_38')).toEqual([1]);
      expect(index.search('den-helder')).toEqual([2]);
    });

    it('finds numbers by their digits', () => {
      expect(createSearchIndex(rows, columns).search('150.2')).toEqual([2]);
    });

    it('returns matching rows in input order', () => {
      expect(createSearchIndex(rows, columns).search('5')).toEqual([0, 1, 2]);
    });

    it('matches every row for an empty query or one of only punctuation', () => {
      const index = createSearchIndex(rows, columns);
      expect(index.search('')).toEqual([0, 1, 2]);
      expect(index.search(' -_/." ')).toEqual([0, 1, 2]);
    });

    it('never matches across two cells', () => {
      const index = createSearchIndex(rows, columns);
      expect(index.search('12 5')).toEqual([]);
      expect(index.search('fh21')).toEqual([]);
    });

    it('never matches across the values of two rows in one column, and finds every row of a value', () => {
      const site = [{ id: 'Site', accessor: (row: { Site: string }) => row.Site }];
      const index = createSearchIndex(
        [{ Site: 'Aberdeen' }, { Site: 'Esbjerg' }, { Site: '' }, { Site: 'Aberdeen' }],
        site,
      );
      expect(index.search('deenes')).toEqual([]);
      expect(index.search('een')).toEqual([0, 3]);
      expect(index.search('e')).toEqual([0, 1, 3]);
    });

    it('finds nothing in empty cells and nothing when no cell matches', () => {
      const index = createSearchIndex(rows, columns);
      expect(index.search('null')).toEqual([]);
      expect(index.search('zzz')).toEqual([]);
    });

    it('searches only the given search columns', () => {
      const index = createSearchIndex(rows, columns, { searchColumnIds: ['Item_No'] });
      expect(index.search('aberdeen')).toEqual([]);
      expect(index.search('hw')).toEqual([1]);
      expect(index.searchColumnIds).toEqual(['Item_No']);
    });

    it('searches all columns by default', () => {
      expect(createSearchIndex(rows, columns).searchColumnIds).toEqual([
        'Item_No',
        'Connection',
        'Weight',
        'Site',
      ]);
    });

    it('answers for no rows and for no search columns', () => {
      expect(createSearchIndex([], columns).search('dp')).toEqual([]);
      expect(createSearchIndex([], columns).search('')).toEqual([]);
      expect(createSearchIndex(rows, columns, { searchColumnIds: [] }).search('dp')).toEqual([]);
    });

    it('finds values in a column of more distinct values than it remembers', () => {
      const many = Array.from({ length: 5000 }, (_, index) => ({ Part_No: `PN-${index}` }));
      const index = createSearchIndex(many, [{ id: 'Part_No', accessor: (row) => row.Part_No }]);
      expect(index.search('pn4999')).toEqual([4999]);
      expect(index.search('pn-0')).toEqual([0]);
    });

    it('normalises each cell once, not on every keystroke', () => {
      const accessor = vi.fn((row: Row) => row.Item_No);
      const index = createSearchIndex(rows, [{ id: 'Item_No', accessor }]);
      expect(accessor).toHaveBeenCalledTimes(3);
      index.search('5');
      index.search('55');
      index.search('x');
      expect(accessor).toHaveBeenCalledTimes(3);
    });
  });

  describe('typing on (incremental narrowing)', () => {
    it('gives the same answer as a full scan at each keystroke, forwards and back', () => {
      const inventory = generateInventoryRows(2000, 7);
      const index = createSearchIndex(inventory, INVENTORY_COLUMNS);
      const typed = [
        '5',
        '55',
        '550',
        '550d',
        '550dp',
        '550dp.',
        '550dp.1',
        '550dp.12',
        '550dp.1',
        '50dp',
        'nc',
      ];
      for (const query of typed) {
        expect(index.search(query), query).toEqual(naiveSearch(inventory, INVENTORY_COLUMNS, query));
      }
    });

    it('narrows a query that grows at the front as well', () => {
      const index = createSearchIndex(rows, columns);
      expect(index.search('dp')).toEqual([0]);
      expect(index.search('0dp')).toEqual([0]);
      expect(index.search('hw')).toEqual([1]);
    });

    it('returns the same hits again for a query that normalises the same', () => {
      const index = createSearchIndex(rows, columns);
      const hits = index.search('NC 38');
      expect(index.search('nc-38')).toBe(hits);
    });
  });

  describe('filterKeys and sortKeys', () => {
    it('compute each column once and reuse it', () => {
      const accessor = vi.fn((row: Row) => row.Site);
      const index = createSearchIndex(rows, [{ id: 'Site', accessor }], { searchColumnIds: [] });
      expect(index.filterKeys('Site')).toEqual(['Stavanger', 'Aberdeen', 'Den Helder']);
      expect(index.filterKeys('Site')).toBe(index.filterKeys('Site'));
      expect(index.sortKeys('Site')).toBe(index.sortKeys('Site'));
      expect(accessor).toHaveBeenCalledTimes(6);
    });

    it('map empty cells to the empty filter value', () => {
      expect(createSearchIndex(rows, columns).filterKeys('Connection')).toEqual(['5 1/2" FH', 'NC38', '']);
    });

    it('throw for an unknown column', () => {
      const index = createSearchIndex(rows, columns);
      expect(() => index.filterKeys('Rig')).toThrow('Unknown column "Rig"');
      expect(() => index.sortKeys('Rig')).toThrow('Unknown column "Rig"');
    });
  });

  describe('searchInSteps', () => {
    it('should pause while scanning many rows and answer as search does', () => {
      const inventory = generateInventoryRows(40_000, 5);
      const index = createSearchIndex(inventory, INVENTORY_COLUMNS);
      const steps = index.searchInSteps('nc50');
      const { pauses, value } = runCountingPauses(steps);
      expect(pauses).toBeGreaterThan(1);
      expect(value).toEqual(naiveSearch(inventory, INVENTORY_COLUMNS, 'nc50'));
    });

    it('should leave the narrowing as it was when a search is abandoned half-way', () => {
      const inventory = generateInventoryRows(40_000, 5);
      const index = createSearchIndex(inventory, INVENTORY_COLUMNS);
      const hits = index.search('55');
      index.searchInSteps('nc50').next();
      expect(index.search('55')).toBe(hits);
      expect(index.search('550')).toEqual(naiveSearch(inventory, INVENTORY_COLUMNS, '550'));
    });
  });

  describe('with deferTexts', () => {
    it('should build no search text until asked, yet answer the empty query, filters and sorting', () => {
      const index = createSearchIndex(rows, columns, { deferTexts: true });
      expect(index.builtRows).toBe(0);
      expect(index.complete).toBe(false);
      expect(index.search('')).toEqual([0, 1, 2]);
      expect(index.filterKeys('Connection')).toEqual(['5 1/2" FH', 'NC38', '']);
      expect(index.sortKeys('Site').values[1]).toBe(0);
      expect(index.builtRows).toBe(0);
    });

    it('should build slices with buildNext until every row has its text', () => {
      const index = createSearchIndex(rows, columns, { deferTexts: true });
      expect(index.buildNext(2)).toBe(false);
      expect(index.builtRows).toBe(2);
      expect(index.buildNext(2)).toBe(true);
      expect(index.builtRows).toBe(3);
      expect(index.buildNext(1)).toBe(true);
      expect(createSearchIndex([], columns, { deferTexts: true }).buildNext(1)).toBe(true);
    });

    it('should build the missing texts when a real query comes before the build has finished', () => {
      const index = createSearchIndex(rows, columns, { deferTexts: true });
      index.buildNext(1);
      expect(index.search('nc38')).toEqual([1]);
      expect(index.complete).toBe(true);
    });

    it('should reject a row count that is not a positive whole number', () => {
      const index = createSearchIndex(rows, columns, { deferTexts: true });
      expect(() => index.buildNext(0)).toThrow(/Invalid row count 0/);
      expect(() => index.buildNext(1.5)).toThrow(RangeError);
    });

    it('should answer every query as the index built at once does, typed on and back', () => {
      const inventory = generateInventoryRows(4000, 11);
      const deferred = createSearchIndex(inventory, INVENTORY_COLUMNS, { deferTexts: true });
      const built = createSearchIndex(inventory, INVENTORY_COLUMNS);
      while (!deferred.buildNext(700));
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
        expect(deferred.search(query), query).toEqual(built.search(query));
      }
    });
  });

  it('throws for an unknown search column or a duplicate column id', () => {
    expect(() => createSearchIndex(rows, columns, { searchColumnIds: ['Rig'] })).toThrow(
      'Unknown column "Rig"',
    );
    expect(() => createSearchIndex(rows, [...columns, { id: 'Site', accessor: () => '' }])).toThrow(
      'Duplicate column id "Site"',
    );
  });

  it('keeps the rows, columns and collator it was built with', () => {
    const index = createSearchIndex(rows, columns, { locale: 'en' });
    expect(index.rows).toBe(rows);
    expect(index.columns).toBe(columns);
    expect(index.collator.resolvedOptions().numeric).toBe(true);
  });
});
