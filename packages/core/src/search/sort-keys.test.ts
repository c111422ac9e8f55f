import { describe, expect, it, vi } from 'vitest';
import type { TableColumn } from './column.js';
import {
  buildSortKeys,
  buildSortKeysInSteps,
  createNaturalCollator,
  lazyNaturalCollator,
  SORT_KIND,
  sortValue,
} from './sort-keys.js';
import { runCountingPauses } from './test-support/run-counting-pauses.js';

const MARCH_1_2024 = 1709251200000;

describe('sortValue', () => {
  it('reads empty cells as undefined whatever the type', () => {
    for (const sortType of ['auto', 'number', 'date', 'text'] as const) {
      expect(sortValue(null, sortType)).toBeUndefined();
      expect(sortValue(undefined, sortType)).toBeUndefined();
      expect(sortValue('  ', sortType)).toBeUndefined();
      expect(sortValue(Number.NaN, sortType)).toBeUndefined();
      expect(sortValue(Number.POSITIVE_INFINITY, sortType)).toBeUndefined();
    }
  });

  it('in auto mode reads numbers and numeric text as numbers, ISO dates as times, the rest as text', () => {
    expect(sortValue(19.5, 'auto')).toBe(19.5);
    expect(sortValue(' 5.5 ', 'auto')).toBe(5.5);
    expect(sortValue('-3', 'auto')).toBe(-3);
    expect(sortValue('2024-03-01', 'auto')).toBe(MARCH_1_2024);
    expect(sortValue('2024-03-01T12:00:00Z', 'auto')).toBe(MARCH_1_2024 + 12 * 3600 * 1000);
    expect(sortValue('NC50', 'auto')).toBe('NC50');
    expect(sortValue('2024-13-45', 'auto')).toBe('2024-13-45');
  });

  it("in auto mode reads the portal's DD.MM.YYYY dates as times, so 29.10 sorts before 27.11", () => {
    expect(sortValue('01.03.2024', 'auto')).toBe(MARCH_1_2024);
    // 29.10.2026 is 29 days before 27.11.2026: 29 * 86,400,000 ms apart.
    expect((sortValue('27.11.2026', 'auto') as number) - (sortValue('29.10.2026', 'auto') as number)).toBe(
      29 * 86400000,
    );
  });

  it('reads booleans as 1 and 0 and dates as their time', () => {
    expect(sortValue(true, 'auto')).toBe(1);
    expect(sortValue(false, 'auto')).toBe(0);
    expect(sortValue(new Date(MARCH_1_2024), 'auto')).toBe(MARCH_1_2024);
    expect(sortValue(new Date(Number.NaN), 'date')).toBeUndefined();
  });

  it('in date mode reads ISO strings and DD.MM.YYYY strings as epoch milliseconds', () => {
    expect(sortValue('2024-03-01', 'date')).toBe(1709251200000);
    expect(sortValue('01.03.2024', 'date')).toBe(1709251200000);
  });

  it('in date mode reads a number as empty, since epoch seconds and milliseconds look alike', () => {
    expect(sortValue(1709251200, 'date')).toBeUndefined();
    expect(sortValue('1709251200', 'date')).toBeUndefined();
  });

  it('in date mode treats text that is no date as empty', () => {
    expect(sortValue('n/a', 'date')).toBeUndefined();
    expect(sortValue('2024-13-45', 'date')).toBeUndefined();
  });

  it('in number mode treats text that is no number as empty', () => {
    expect(sortValue('12.5', 'number')).toBe(12.5);
    expect(sortValue('twelve', 'number')).toBeUndefined();
  });

  it('in text mode keeps numeric text as text', () => {
    expect(sortValue('550', 'text')).toBe('550');
    expect(sortValue(550, 'text')).toBe(550);
  });
});

describe('createNaturalCollator', () => {
  it('compares digits as numbers and ignores case', () => {
    expect(['DP10', 'dp2', 'DP1'].sort(createNaturalCollator('en').compare)).toEqual(['DP1', 'dp2', 'DP10']);
    expect(createNaturalCollator('en').compare('nc50', 'NC50')).toBe(0);
  });
});

describe('buildSortKeys', () => {
  type Row = { value: unknown };
  const column: TableColumn<Row> = { id: 'value', accessor: (row) => row.value };

  it('marks each row as number, text or empty and ranks the texts naturally', () => {
    const rows: Row[] = [
      { value: 'NC50' },
      { value: 7 },
      { value: null },
      { value: 'NC38' },
      { value: 'nc50' },
    ];
    const keys = buildSortKeys(rows, column, createNaturalCollator('en'));
    expect([...keys.kinds]).toEqual([
      SORT_KIND.text,
      SORT_KIND.number,
      SORT_KIND.empty,
      SORT_KIND.text,
      SORT_KIND.text,
    ]);
    expect(keys.values[1]).toBe(7);
    expect(keys.values[3]).toBe(0);
    expect(keys.values[0]).toBe(1);
    expect(keys.values[4]).toBe(1);
  });

  it('uses the column sort type', () => {
    const keys = buildSortKeys(
      [{ value: '01.03.2024' }],
      { ...column, sortType: 'date' },
      createNaturalCollator(),
    );
    expect(keys.values[0]).toBe(1709251200000);
  });

  it('gives empty keys for no rows', () => {
    const keys = buildSortKeys([], column, createNaturalCollator());
    expect(keys.kinds).toHaveLength(0);
    expect(keys.values).toHaveLength(0);
  });
});

describe('buildSortKeysInSteps', () => {
  it('pauses every few thousand rows and ranks the texts naturally', () => {
    const rows = Array.from({ length: 20_000 }, (_, at) => ({ Item_No: `DP${(at * 7919) % 20_000}` }));
    const column = { id: 'Item_No', accessor: (row: { Item_No: string }) => row.Item_No };
    const collator = createNaturalCollator('en');
    const steps = buildSortKeysInSteps(rows, column, collator);
    const { pauses, value } = runCountingPauses(steps);
    expect(pauses).toBeGreaterThan(5);
    // The rows hold DP0 to DP19999 once each (7919 is prime to 20,000), so row `at` holds
    // DP((at * 7919) % 20,000) and, ranked naturally, that text's rank is its number.
    expect([...value.kinds].every((kind) => kind === SORT_KIND.text)).toBe(true);
    expect(Array.from(value.values)).toEqual(rows.map((_, at) => (at * 7919) % 20_000));
  });
});

describe('given a collator passed as the function that makes it', () => {
  const column = { id: 'Value', accessor: (row: { Value: unknown }) => row.Value };

  it('should not make it for a column of numbers and empty cells', () => {
    const makeCollator = vi.fn(createNaturalCollator);
    const keys = buildSortKeys([{ Value: 3 }, { Value: null }, { Value: '1.5' }], column, makeCollator);
    expect(makeCollator).not.toHaveBeenCalled();
    expect(Array.from(keys.values)).toEqual([3, 0, 1.5]);
  });

  it('should make it once and rank texts as the collator itself does', () => {
    const rows = [{ Value: 'DP10' }, { Value: 'dp2' }, { Value: 4 }];
    const makeCollator = vi.fn(createNaturalCollator);
    const keys = buildSortKeys(rows, column, makeCollator);
    expect(makeCollator).toHaveBeenCalledTimes(1);
    // dp2 before DP10 naturally: ranks 1 and 0 for the texts, the number kept as it is.
    expect([...keys.kinds]).toEqual([SORT_KIND.text, SORT_KIND.text, SORT_KIND.number]);
    expect(Array.from(keys.values)).toEqual([1, 0, 4]);
  });
});

describe('lazyNaturalCollator', () => {
  it('should make one natural collator on the first call and give it back after', () => {
    const collator = lazyNaturalCollator('en');
    const made = collator();
    expect(collator()).toBe(made);
    expect(['DP10', 'dp2'].sort(made.compare)).toEqual(['dp2', 'DP10']);
  });
});
