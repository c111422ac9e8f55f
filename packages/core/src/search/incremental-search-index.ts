import { assertUniqueColumnIds, findColumn, type TableColumn } from './column.js';
import { normalizeSearchText } from './normalize.js';
import { createSearchIndex, type SearchIndex, type SearchIndexOptions } from './search-index.js';

// As in createSearchIndex: normalised text never holds it, so a match cannot run across two cells.
const CELL_SEPARATOR = '\u001f';
// normalizeSearchText's rule applied to a whole row at once; the separator is kept.
const NON_WORD_EXCEPT_SEPARATOR = new RegExp(`[^\\p{L}\\p{N}${CELL_SEPARATOR}]+`, 'gu');

/**
 * A {@link SearchIndex} whose search texts are built a slice at a time with {@link IncrementalSearchIndex.buildNext},
 * so a host can build a 100,000-row index between frames without blocking the main thread. Sorting and
 * filter keys work at once; `search` needs the texts and builds any that are missing first.
 *
 * @example
 * const index = createIncrementalSearchIndex([{ Item_No: '550DP.12' }], [{ id: 'Item_No', accessor: (row) => row.Item_No }]);
 * while (!index.buildNext(5000)) await new Promise((resolve) => setTimeout(resolve));
 * index.search('dp 12'); // [0]
 */
export interface IncrementalSearchIndex<Row> extends SearchIndex<Row> {
  /** How many rows have their search text so far. */
  readonly builtRows: number;
  /** Whether every row has its search text. */
  readonly complete: boolean;
  /** Builds the search texts of up to `rowCount` more rows; returns whether the index is now complete. */
  buildNext(rowCount: number): boolean;
}

/**
 * Creates an {@link IncrementalSearchIndex}. It answers exactly as {@link createSearchIndex} does (same
 * normalisation, same no-match-across-cells rule, same narrowing as the user types on), but builds each
 * row's text with one normalisation of the joined cells instead of one per cell, and only when asked.
 * Throws a `RangeError` for duplicate column ids or an unknown id in `searchColumnIds`, and for a
 * `rowCount` in `buildNext` that is not a positive whole number.
 *
 * @example
 * const index = createIncrementalSearchIndex(
 *   [{ Connection: 'NC50' }, { Connection: 'NC38' }],
 *   [{ id: 'Connection', accessor: (row: { Connection: string }) => row.Connection }],
 * );
 * index.complete; // false
 * index.buildNext(1000); // true
 * index.search('nc-50'); // [0]
 */
export function createIncrementalSearchIndex<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  options: SearchIndexOptions = {},
): IncrementalSearchIndex<Row> {
  const searchColumnIds = options.searchColumnIds ?? columns.map((column) => column.id);
  assertUniqueColumnIds(columns);
  const accessors = searchColumnIds.map((id) => findColumn(columns, id).accessor);
  // A plain index over no search column gives sorting and filter keys without building its own texts.
  const keysIndex = createSearchIndex(rows, columns, { locale: options.locale, searchColumnIds: [] });
  const texts = new Array<string>(rows.length);
  const allRows = keysIndex.search('');
  let builtRows = 0;
  let previousQuery = '';
  let previousHits = allRows;

  function buildNext(rowCount: number): boolean {
    if (!(Number.isInteger(rowCount) && rowCount > 0)) {
      throw new RangeError(`Invalid row count ${rowCount}: use a positive whole number.`);
    }
    const end = Math.min(rows.length, builtRows + rowCount);
    for (let index = builtRows; index < end; index += 1) {
      const row = rows[index] as Row;
      let raw = '';
      for (const accessor of accessors) {
        const value = accessor(row);
        raw += value === null || value === undefined ? CELL_SEPARATOR : CELL_SEPARATOR + String(value);
      }
      texts[index] = raw.toLowerCase().replace(NON_WORD_EXCEPT_SEPARATOR, '');
    }
    builtRows = end;
    return builtRows === rows.length;
  }

  function scan(candidates: readonly number[], query: string): number[] {
    const hits: number[] = [];
    for (const index of candidates) {
      if ((texts[index] as string).includes(query)) hits.push(index);
    }
    return hits;
  }

  return {
    rows,
    columns,
    searchColumnIds,
    collator: keysIndex.collator,
    get builtRows() {
      return builtRows;
    },
    get complete() {
      return builtRows === rows.length;
    },
    buildNext,
    search(query) {
      const normalized = normalizeSearchText(query);
      if (normalized === previousQuery) return previousHits;
      if (normalized !== '' && builtRows < rows.length) buildNext(rows.length - builtRows);
      const candidates = previousQuery !== '' && normalized.includes(previousQuery) ? previousHits : allRows;
      previousHits = normalized === '' ? allRows : scan(candidates, normalized);
      previousQuery = normalized;
      return previousHits;
    },
    filterKeys: keysIndex.filterKeys,
    sortKeys: keysIndex.sortKeys,
  };
}
