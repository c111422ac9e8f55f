import type { SortType, TableColumn } from './column.js';
import { runSteps, type Steps, sortInSteps } from './steps.js';

/**
 * Kinds of sort key, in ascending order: numbers and times before text; empty cells are kept last whatever
 * the direction.
 *
 * @example
 * SORT_KIND.empty; // 2
 */
export const SORT_KIND = { number: 0, text: 1, empty: 2 } as const;

/**
 * One column's sort keys, computed once per column so a sort compares numbers instead of re-reading and
 * re-parsing cells: `kinds[i]` says whether row i holds a number, text or nothing, and `values[i]` is the
 * number (times in epoch milliseconds) or the text's rank among the column's distinct texts in natural,
 * locale-aware order.
 *
 * @example
 * const keys: SortKeys = { kinds: new Uint8Array([0]), values: new Float64Array([5.5]) };
 */
export interface SortKeys {
  readonly kinds: Uint8Array;
  readonly values: Float64Array;
}

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const DOTTED_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * The natural, locale-aware text order used for sorting and for filter menus: digits compare as numbers
 * ('DP2' before 'DP10') and case and accents do not separate values.
 *
 * @example
 * ['DP10', 'dp2'].sort(createNaturalCollator().compare); // ['dp2', 'DP10']
 */
export function createNaturalCollator(locale?: string): Intl.Collator {
  return new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
}

/**
 * {@link createNaturalCollator} made on the first call and the same one after: what an index or a table
 * hands over when it may never compare texts, since setting up ICU's collation costs about 10 ms.
 *
 * @example
 * const collator = lazyNaturalCollator();
 * collator() === collator(); // true
 */
export function lazyNaturalCollator(locale?: string): () => Intl.Collator {
  let collator: Intl.Collator | undefined;
  return () => {
    collator ??= createNaturalCollator(locale);
    return collator;
  };
}

function dateTime(text: string): number | undefined {
  if (ISO_DATE.test(text)) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? undefined : time;
  }
  const dotted = DOTTED_DATE.exec(text);
  if (dotted !== null) return Date.UTC(Number(dotted[3]), Number(dotted[2]) - 1, Number(dotted[1]));
  return undefined;
}

/**
 * Turns one cell into what it sorts by for the given sort type: a finite number, a text, or `undefined`
 * for an empty cell (null, undefined, blank text, NaN, or a value the type cannot read, such as 'n/a' in a
 * date column). Dates (ISO, or the portal's DD.MM.YYYY) become epoch milliseconds, in auto mode too. A number is no date (epoch seconds and milliseconds look
 * alike), so a date column reads it as empty.
 *
 * @example
 * sortValue('2024-03-01', 'date'); // 1709251200000
 * sortValue(1709251200, 'date'); // undefined
 * sortValue('29.10.2026', 'auto'); // 1793232000000
 * sortValue('5.5', 'auto'); // 5.5
 * sortValue('NC50', 'auto'); // 'NC50'
 * sortValue(null, 'auto'); // undefined
 */
export function sortValue(value: unknown, sortType: SortType): number | string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return sortType === 'date' ? undefined : value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = String(value).trim();
  if (text === '') return undefined;
  if (sortType === 'text') return text;
  if (sortType === 'date') return dateTime(text);
  if (NUMERIC.test(text)) return Number(text);
  if (sortType === 'number') return undefined;
  if (ISO_DATE.test(text) || DOTTED_DATE.test(text)) return dateTime(text) ?? text;
  return text;
}

// Rows read and parsed per step; a few milliseconds of work.
const ROWS_PER_STEP = 4096;

/**
 * {@link buildSortKeys} in {@link Steps}: it pauses every few thousand rows and while it ranks the
 * column's distinct texts, so a host can build a 100,000-row column's keys between frames. The collator
 * may be passed as a function that makes it: it is then made only if the column holds texts, sparing a
 * column of numbers the set-up of ICU's collation (about 10 ms in a browser).
 *
 * @example
 * const steps = buildSortKeysInSteps(rows, column, createNaturalCollator);
 * while (steps.next().done === false); // or drive it a slice per frame
 */
export function* buildSortKeysInSteps<Row>(
  rows: readonly Row[],
  column: TableColumn<Row>,
  collator: Intl.Collator | (() => Intl.Collator),
): Steps<SortKeys> {
  const sortType = column.sortType ?? 'auto';
  const kinds = new Uint8Array(rows.length);
  const values = new Float64Array(rows.length);
  const textRows = new Map<string, number[]>();
  for (let index = 0; index < rows.length; index += 1) {
    const value = sortValue(column.accessor(rows[index] as Row), sortType);
    if (value === undefined) {
      kinds[index] = SORT_KIND.empty;
    } else if (typeof value === 'number') {
      kinds[index] = SORT_KIND.number;
      values[index] = value;
    } else {
      kinds[index] = SORT_KIND.text;
      const sameText = textRows.get(value);
      if (sameText === undefined) textRows.set(value, [index]);
      else sameText.push(index);
    }
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  if (textRows.size === 0) return { kinds, values };
  const { compare } = typeof collator === 'function' ? collator() : collator;
  const texts = yield* sortInSteps([...textRows.keys()], compare);
  let rank = 0;
  for (let position = 0; position < texts.length; position += 1) {
    const text = texts[position] as string;
    if (position > 0 && compare(texts[position - 1] as string, text) !== 0) rank += 1;
    for (const index of textRows.get(text) as number[]) values[index] = rank;
    if (position % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  return { kinds, values };
}

/**
 * Computes a column's sort keys for all rows: each cell is read and parsed once, and the column's distinct
 * texts are ranked once with the collator, so sorting 100,000 rows compares numbers only.
 *
 * @example
 * const keys = buildSortKeys(
 *   [{ Connection: 'NC50' }, { Connection: 'NC38' }],
 *   { id: 'Connection', accessor: (row) => row.Connection },
 *   createNaturalCollator(),
 * );
 * keys.values; // Float64Array [1, 0]
 */
export function buildSortKeys<Row>(
  rows: readonly Row[],
  column: TableColumn<Row>,
  collator: Intl.Collator | (() => Intl.Collator),
): SortKeys {
  return runSteps(buildSortKeysInSteps(rows, column, collator));
}
