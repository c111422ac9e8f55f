import { describe, expect, it } from 'vitest';
import type { TableColumn } from './column.js';
import { defaultSorting, sortRowIndexes, sortRows } from './sort.js';

type Row = { id: string; value: unknown; group?: string };
const columns: TableColumn<Row>[] = [
  { id: 'value', accessor: (row) => row.value },
  { id: 'date', accessor: (row) => row.value, sortType: 'date' },
  { id: 'group', accessor: (row) => row.group },
];
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('defaultSorting', () => {
  it('sorts descending by the given column', () => {
    expect(defaultSorting('Date')).toEqual([{ id: 'Date', desc: true }]);
  });
});

describe('sortRows', () => {
  it('sorts numbers numerically, not as text', () => {
    const rows = [
      { id: 'a', value: 10 },
      { id: 'b', value: 9 },
      { id: 'c', value: 100 },
    ];
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: false }]))).toEqual(['b', 'a', 'c']);
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: true }]))).toEqual(['c', 'a', 'b']);
  });

  it('sorts texts naturally', () => {
    const rows = [
      { id: 'a', value: '550DP.12' },
      { id: 'b', value: '550DP.2' },
      { id: 'c', value: '350HW.1' },
    ];
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: false }], { locale: 'en' }))).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('sorts dates given as ISO strings, timestamps and DD.MM.YYYY together', () => {
    const rows = [
      { id: 'march', value: '2024-03-01' },
      { id: 'january', value: '2024-01-01T00:00:00.000Z' },
      { id: 'february', value: '01.02.2024' },
    ];
    expect(ids(sortRows(rows, columns, defaultSorting('date')))).toEqual(['march', 'february', 'january']);
  });

  it('keeps empty cells last in both directions', () => {
    const rows = [
      { id: 'empty', value: null },
      { id: 'two', value: 2 },
      { id: 'blank', value: '' },
      { id: 'one', value: 1 },
    ];
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: false }]))).toEqual([
      'one',
      'two',
      'empty',
      'blank',
    ]);
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: true }]))).toEqual([
      'two',
      'one',
      'empty',
      'blank',
    ]);
  });

  it('puts numbers before texts ascending and after them descending', () => {
    const rows = [
      { id: 'text', value: 'NC50' },
      { id: 'number', value: 3 },
    ];
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: false }]))).toEqual(['number', 'text']);
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: true }]))).toEqual(['text', 'number']);
  });

  it('keeps tied rows in input order, in both directions', () => {
    const rows = [
      { id: 'first', value: 5 },
      { id: 'second', value: 'x' },
      { id: 'third', value: 5 },
      { id: 'fourth', value: 'X' },
    ];
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: false }]))).toEqual([
      'first',
      'third',
      'second',
      'fourth',
    ]);
    expect(ids(sortRows(rows, columns, [{ id: 'value', desc: true }]))).toEqual([
      'second',
      'fourth',
      'first',
      'third',
    ]);
  });

  it('breaks ties of the first rule with the next one', () => {
    const rows = [
      { id: 'a', value: 1, group: 'B' },
      { id: 'b', value: 2, group: 'A' },
      { id: 'c', value: 3, group: 'B' },
      { id: 'd', value: 4, group: null as unknown as string },
    ];
    expect(
      ids(
        sortRows(rows, columns, [
          { id: 'group', desc: false },
          { id: 'value', desc: true },
        ]),
      ),
    ).toEqual(['b', 'c', 'a', 'd']);
  });

  it('returns a copy in input order without rules, and handles no rows', () => {
    const rows = [
      { id: 'b', value: 2 },
      { id: 'a', value: 1 },
    ];
    const sorted = sortRows(rows, columns, []);
    expect(ids(sorted)).toEqual(['b', 'a']);
    expect(sorted).not.toBe(rows);
    expect(sortRows([], columns, defaultSorting('value'))).toEqual([]);
  });

  it('reads a column once when two rules name it', () => {
    const rows = [
      { id: 'a', value: 1 },
      { id: 'b', value: 2 },
    ];
    const twice = [
      { id: 'value', desc: true },
      { id: 'value', desc: false },
    ];
    expect(ids(sortRows(rows, columns, twice))).toEqual(['b', 'a']);
  });

  it('throws for an unknown column', () => {
    expect(() => sortRows([{ id: 'a', value: 1 }], columns, defaultSorting('Weight'))).toThrow(
      'Unknown column "Weight"',
    );
  });
});

describe('sortRowIndexes', () => {
  it('sorts only the given indexes and keeps their order on ties', () => {
    const keys = { kinds: new Uint8Array([0, 0, 0, 0]), values: new Float64Array([4, 1, 1, 3]) };
    expect(sortRowIndexes([3, 2, 1], [{ id: 'x', desc: false }], () => keys)).toEqual([2, 1, 3]);
  });

  it('skips a level where both rows are empty', () => {
    const empty = { kinds: new Uint8Array([2, 2]), values: new Float64Array([0, 0]) };
    const numbers = { kinds: new Uint8Array([0, 0]), values: new Float64Array([2, 1]) };
    const sorting = [
      { id: 'empty', desc: false },
      { id: 'numbers', desc: false },
    ];
    expect(sortRowIndexes([0, 1], sorting, (id) => (id === 'empty' ? empty : numbers))).toEqual([1, 0]);
  });
});
