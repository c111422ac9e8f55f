import { assertUniqueColumnIds, findColumn, type TableColumn } from './column.js';
import { filterValueKey } from './filter-value.js';
import { normalizeSearchText } from './normalize.js';
import { buildSortKeys, createNaturalCollator, type SortKeys } from './sort-keys.js';
import { runSteps, type Steps } from './steps.js';

// Normalised text holds letters and digits only, so this can never be part of a match: a query cannot
// run from the end of one cell into the start of the next.
const CELL_SEPARATOR = '\u001f';
const NORMALIZED_CACHE_LIMIT = 4096;
// Rows per step of a stepwise search: building texts, and scanning them (a few milliseconds each).
const ROWS_PER_BUILD_STEP = 2048;
const ROWS_PER_SCAN_STEP = 16_384;

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
 * Builds the search index: every searched cell is normalised once ({@link normalizeSearchText}) and each
 * row's normalised cells are joined with a separator that normalised text cannot contain, so a keystroke
 * is one substring scan per row instead of a normalisation per cell. The texts are built at once, or with `deferTexts` a
 * slice at a time by `buildNext`. Throws a `RangeError` for duplicate column ids or an unknown id in
 * `searchColumnIds`.
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
  const collator = createNaturalCollator(options.locale);
  const texts = new Array<string>(rows.length);
  const allRows: readonly number[] = rows.map((_, index) => index);
  const filterKeyCache = new Map<string, readonly string[]>();
  const sortKeyCache = new Map<string, SortKeys>();
  let builtRows = 0;
  let previousQuery = '';
  let previousHits = allRows;

  // Distinct values remembered per column: inventory columns repeat a few values (sites, connections,
  // counts), so most cells skip the normalisation (measured 1.6x faster than normalising each row's
  // joined cells); a column of unique values stops growing its cache at the limit.
  const normalizedCaches = accessors.map(() => new Map<unknown, string>());
  // Joined from an array rather than grown with +=, so each row's text is one flat string and a
  // keystroke's first scan does not have to flatten 100,000 ropes.
  const cells = new Array<string>(accessors.length + 1).fill('');

  function buildNext(rowCount: number): boolean {
    if (!(Number.isInteger(rowCount) && rowCount > 0)) {
      throw new RangeError(`Invalid row count ${rowCount}: use a positive whole number.`);
    }
    const end = Math.min(rows.length, builtRows + rowCount);
    for (let index = builtRows; index < end; index += 1) {
      const row = rows[index] as Row;
      for (let column = 0; column < accessors.length; column += 1) {
        const value = (accessors[column] as (row: Row) => unknown)(row);
        const cache = normalizedCaches[column] as Map<unknown, string>;
        let normalized = cache.get(value);
        if (normalized === undefined) {
          normalized = normalizeSearchText(value);
          if (cache.size < NORMALIZED_CACHE_LIMIT) cache.set(value, normalized);
        }
        cells[column + 1] = normalized;
      }
      texts[index] = cells.join(CELL_SEPARATOR);
    }
    builtRows = end;
    return builtRows === rows.length;
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
      const candidates = previousQuery !== '' && normalized.includes(previousQuery) ? previousHits : allRows;
      const found: number[] = [];
      for (let position = 0; position < candidates.length; position += 1) {
        const index = candidates[position] as number;
        if ((texts[index] as string).includes(normalized)) found.push(index);
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
    collator,
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
        keys = buildSortKeys(rows, findColumn(columns, columnId), collator);
        sortKeyCache.set(columnId, keys);
      }
      return keys;
    },
  };
}
