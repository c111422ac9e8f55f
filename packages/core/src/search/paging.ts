/**
 * The page sizes a data table offers (spec part 1 §9, part 2 §2): 5, 10, 50, 100 and all rows.
 *
 * @example
 * PAGE_SIZE_OPTIONS.map(String); // ['5', '10', '50', '100', 'all']
 */
export const PAGE_SIZE_OPTIONS = [5, 10, 50, 100, 'all'] as const;

/**
 * A page size: a positive whole number of rows (normally one of {@link PAGE_SIZE_OPTIONS}) or 'all'.
 *
 * @example
 * const size: PageSize = 'all';
 */
export type PageSize = number | 'all';

/**
 * The data tables' default page size (spec part 1 §9).
 *
 * @example
 * paginate(rows, { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
 */
export const DEFAULT_PAGE_SIZE = 100;

/**
 * One page of rows and where it sits.
 *
 * @example
 * const page: Page<string> = { rows: ['a'], pageIndex: 0, pageCount: 1, total: 1 };
 */
export interface Page<Row> {
  readonly rows: Row[];
  /** The page actually shown: the requested one, or the last page when the request is past the end. */
  readonly pageIndex: number;
  /** At least 1, so an empty table still shows "page 1 of 1". */
  readonly pageCount: number;
  readonly total: number;
}

/**
 * Cuts one page out of rows. 'all' gives every row on one page; a page index past the end shows the last
 * page (after a search shrinks the rows, the user lands on a page that exists). Throws a `RangeError` for
 * a page size that is not a positive whole number or 'all', and for a negative or fractional page index.
 *
 * @example
 * paginate(['a', 'b', 'c'], { pageIndex: 1, pageSize: 2 }); // { rows: ['c'], pageIndex: 1, pageCount: 2, total: 3 }
 * paginate(['a', 'b', 'c'], { pageIndex: 0, pageSize: 'all' }); // { rows: ['a', 'b', 'c'], pageIndex: 0, pageCount: 1, total: 3 }
 */
export function paginate<Row>(
  rows: readonly Row[],
  request: { readonly pageIndex: number; readonly pageSize: PageSize },
): Page<Row> {
  const { pageIndex, pageSize } = request;
  if (pageSize !== 'all' && !(Number.isInteger(pageSize) && pageSize > 0)) {
    throw new RangeError(`Invalid page size ${String(pageSize)}: use a positive whole number or 'all'.`);
  }
  if (!(Number.isInteger(pageIndex) && pageIndex >= 0)) {
    throw new RangeError(`Invalid page index ${String(pageIndex)}: use a whole number from 0.`);
  }
  const total = rows.length;
  if (pageSize === 'all') return { rows: [...rows], pageIndex: 0, pageCount: 1, total };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(pageIndex, pageCount - 1);
  return { rows: rows.slice(shown * pageSize, (shown + 1) * pageSize), pageIndex: shown, pageCount, total };
}
