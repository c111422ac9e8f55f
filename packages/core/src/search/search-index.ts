import { assertUniqueColumnIds, findColumn, type TableColumn } from './column.js';
import { filterValueKey } from './filter-value.js';
import { normalizeSearchText } from './normalize.js';
import { buildSortKeys, lazyNaturalCollator, type SortKeys } from './sort-keys.js';
import { runSteps, type Steps } from './steps.js';

// A column's cell values are remembered with their text's number up to this many distinct values; past
// it (a column of unique values) each cell is normalised and gets a number of its own.
const VALUE_CACHE_LIMIT = 4096;
// Rows per step of a stepwise search: building texts, and scanning them (a few milliseconds each); a
// step of the check of the distinct texts covers as many texts.
const ROWS_PER_BUILD_STEP = 2048;
const ROWS_PER_SCAN_STEP = 16_384;

// Normalised text holds letters and digits only, so this can never be part of a match: a query cannot
// run from the end of one text into the start of the next.
const TEXT_SEPARATOR = '\u001f';

// One searched column: its distinct normalised texts, and per row the number of its cell's text.
interface SearchedColumn<Row> {
  readonly accessor: (row: Row) => unknown;
  readonly texts: string[];
  readonly textNumbers: Int32Array;
  readonly numbersByValue: Map<unknown, number>;
  // The texts joined by the separator, and where each starts: made when the last row is built, or with
  // no rows by the first search.
  joined?: { readonly text: string; readonly starts: Int32Array };
}

function joinTexts(texts: readonly string[]): { text: string; starts: Int32Array } {
  const starts = new Int32Array(texts.length + 1);
  let offset = 0;
  for (let number = 0; number < texts.length; number += 1) {
    starts[number] = offset;
    offset += (texts[number] as string).length + TEXT_SEPARATOR.length;
  }
  starts[texts.length] = offset;
  return { text: texts.join(TEXT_SEPARATOR), starts };
}

// A column with at least one text that contains the query, which of its texts do, and what share.
interface MatchingColumn {
  readonly textNumbers: Int32Array;
  readonly matches: Uint8Array;
  readonly share: number;
}

/**
 * Options of {@link createSearchIndex}.
 *
 * @example
 * const options: SearchIndexOptions = { searchColumnIds: ['Item_No', 'Connection'], locale: 'en' };
 */
export interface SearchIndexOptions {
  /** The columns the search box looks in (the visible ones); all columns when absent. */
  readonly searchColumnIds?: readonly string[];
  /** Locale of the natural text order used by sorting and filter menus; the host's when absent. */
  readonly locale?: string;
  /**
   * Builds no search text up front: the host builds them a slice at a time with `buildNext` (between
   * frames), and a search that comes first builds the rest. Sorting and filter keys work at once either way.
   */
  readonly deferTexts?: boolean;
}

/**
 * A table's rows prepared for search, filters and sorting. The rows are treated as immutable: build a new
 * index when the data or the visible columns change.
 *
 * @example
 * const index = createSearchIndex([{ Item_No: '550DP.12' }], [{ id: 'Item_No', accessor: (row) => row.Item_No }]);
 * index.search('dp 12'); // [0]
 */
export interface SearchIndex<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly TableColumn<Row>[];
  readonly searchColumnIds: readonly string[];
  readonly collator: Intl.Collator;
  /** How many rows have their search text so far. */
  readonly builtRows: number;
  /** Whether every row has its search text. */
  readonly complete: boolean;
  /**
   * Builds the search texts of up to `rowCount` more rows; returns whether every row now has its text.
   * Throws a `RangeError` for a `rowCount` that is not a positive whole number.
   */
  buildNext(rowCount: number): boolean;
  /**
   * Indexes (ascending, so in input order) of the rows where one searched cell contains the normalised
   * query. A query that normalises to the empty string (empty, or only punctuation) matches every row.
   * When the normalised query contains the previous one (the user typed on), only the previous hits are
   * scanned. Builds any missing search texts first. Do not mutate the result: it is reused for that
   * narrowing.
   */
  search(query: string): readonly number[];
  /**
   * {@link SearchIndex.search} in {@link Steps}: it pauses every few thousand rows (building missing
   * texts, then scanning), so a keystroke on 100,000 rows never blocks the main thread for long. Only a
   * search that finishes becomes the one the next query narrows from; one abandoned half-way changes
   * nothing.
   */
  searchInSteps(query: string): Steps<readonly number[]>;
  /** Every row's {@link filterValueKey} for the column, computed on first use; throws for an unknown id. */
  filterKeys(columnId: string): readonly string[];
  /** The column's sort keys, computed on first use; throws for an unknown id. */
  sortKeys(columnId: string): SortKeys;
}

/**
 * Builds the search index. Every searched column keeps its distinct normalised texts once
 * ({@link normalizeSearchText}) and, per row, the number of its cell's text, so a keystroke checks each
 * distinct text once and then looks each row's cells up in a table of matching numbers: inventory columns
 * repeat a few values (sites, connections, counts), which makes both the build and the scan far cheaper
 * than a text per row, and a query never runs from one cell into the next. The texts are built at once,
 * or with `deferTexts` a slice at a time by `buildNext`. Throws a `RangeError` for duplicate column ids
 * or an unknown id in `searchColumnIds`.
 *
 * @example
 * type Row = { Item_No: string; Connection: string };
 * const columns = [
 *   { id: 'Item_No', accessor: (row: Row) => row.Item_No },
 *   { id: 'Connection', accessor: (row: Row) => row.Connection },
 * ];
 * const index = createSearchIndex<Row>(
 *   [{ Item_No: '550DP.12', Connection: 'NC50' }, { Item_No: '350HW.1', Connection: 'NC38' }],
 *   columns,
 * );
 * index.search('nc-50'); // [0]
 * index.search('12nc'); // [] (no match across two cells)
 *
 * const deferred = createSearchIndex<Row>(rows, columns, { deferTexts: true });
 * while (!deferred.buildNext(2000)) await new Promise((resolve) => setTimeout(resolve));
 */
export function createSearchIndex<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  options: SearchIndexOptions = {},
): SearchIndex<Row> {
  assertUniqueColumnIds(columns);
  const searchColumnIds = options.searchColumnIds ?? columns.map((column) => column.id);
  const accessors = searchColumnIds.map((id) => findColumn(columns, id).accessor);
  const naturalCollator = lazyNaturalCollator(options.locale);
  const allRows: readonly number[] = rows.map((_, index) => index);
  const filterKeyCache = new Map<string, readonly string[]>();
  const sortKeyCache = new Map<string, SortKeys>();
  let builtRows = 0;
  let previousQuery = '';
  let previousHits = allRows;
  const searched: SearchedColumn<Row>[] = accessors.map((accessor) => ({
    accessor,
    texts: [],
    textNumbers: new Int32Array(rows.length),
    numbersByValue: new Map(),
  }));

  function buildNext(rowCount: number): boolean {
    if (!(Number.isInteger(rowCount) && rowCount > 0)) {
      throw new RangeError(`Invalid row count ${rowCount}: use a positive whole number.`);
    }
    const end = Math.min(rows.length, builtRows + rowCount);
    for (let index = builtRows; index < end; index += 1) {
      const row = rows[index] as Row;
      for (const column of searched) {
        const value = column.accessor(row);
        let number = column.numbersByValue.get(value);
        if (number === undefined) {
          number = column.texts.push(normalizeSearchText(value)) - 1;
          if (column.numbersByValue.size < VALUE_CACHE_LIMIT) column.numbersByValue.set(value, number);
        }
        column.textNumbers[index] = number;
      }
    }
    builtRows = end;
    if (builtRows < rows.length) return false;
    for (const column of searched) column.joined ??= joinTexts(column.texts);
    return true;
  }

  // Which of each column's texts contain the query: one substring search through the column's joined
  // texts, jumping from hit to hit, so a column of 100,000 unique texts costs a scan, not 100,000 calls.
  function* matchingColumns(normalized: string): Generator<void, MatchingColumn[]> {
    const matching: MatchingColumn[] = [];
    for (const column of searched) {
      column.joined ??= joinTexts(column.texts);
      const { text, starts } = column.joined;
      const matches = new Uint8Array(column.texts.length);
      let count = 0;
      let number = 0;
      for (let at = text.indexOf(normalized); at !== -1; ) {
        // Hits come in text order: walk on to the text that holds this one.
        while ((starts[number + 1] as number) <= at) number += 1;
        matches[number] = 1;
        count += 1;
        if (count % ROWS_PER_SCAN_STEP === 0) yield;
        at = text.indexOf(normalized, starts[number + 1] as number);
      }
      if (count > 0)
        matching.push({ textNumbers: column.textNumbers, matches, share: count / column.texts.length });
      yield;
    }
    // The likeliest match first: most rows are then decided by their first lookup.
    return matching.sort((a, b) => b.share - a.share);
  }

  function* searchInSteps(query: string): Steps<readonly number[]> {
    const normalized = normalizeSearchText(query);
    if (normalized === previousQuery) return previousHits;
    let hits = allRows;
    if (normalized !== '') {
      while (builtRows < rows.length) {
        buildNext(ROWS_PER_BUILD_STEP);
        yield;
      }
      const matching = yield* matchingColumns(normalized);
      const candidates = previousQuery !== '' && normalized.includes(previousQuery) ? previousHits : allRows;
      const found: number[] = [];
      for (let position = 0; position < candidates.length && matching.length > 0; position += 1) {
        const index = candidates[position] as number;
        for (let column = 0; column < matching.length; column += 1) {
          const { textNumbers, matches } = matching[column] as MatchingColumn;
          if (matches[textNumbers[index] as number] === 1) {
            found.push(index);
            break;
          }
        }
        if (position % ROWS_PER_SCAN_STEP === ROWS_PER_SCAN_STEP - 1) yield;
      }
      hits = found;
    }
    previousQuery = normalized;
    previousHits = hits;
    return hits;
  }

  if (!options.deferTexts && rows.length > 0) buildNext(rows.length);

  return {
    rows,
    columns,
    searchColumnIds,
    get collator() {
      return naturalCollator();
    },
    get builtRows() {
      return builtRows;
    },
    get complete() {
      return builtRows === rows.length;
    },
    buildNext,
    search: (query) => runSteps(searchInSteps(query)),
    searchInSteps,
    filterKeys(columnId) {
      let keys = filterKeyCache.get(columnId);
      if (keys === undefined) {
        const { accessor } = findColumn(columns, columnId);
        keys = rows.map((row) => filterValueKey(accessor(row)));
        filterKeyCache.set(columnId, keys);
      }
      return keys;
    },
    sortKeys(columnId) {
      let keys = sortKeyCache.get(columnId);
      if (keys === undefined) {
        keys = buildSortKeys(rows, findColumn(columns, columnId), naturalCollator);
        sortKeyCache.set(columnId, keys);
      }
      return keys;
    },
  };
}
