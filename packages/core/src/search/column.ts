/**
 * How a column's values compare when sorting. `'auto'` decides per value: numbers (and numeric strings)
 * numerically, ISO date strings by time, everything else as text. `'date'` reads ISO strings, DD.MM.YYYY
 * strings and `Date`s alike, so a column that mixes them sorts by time; a number is no date and sorts as
 * an empty cell.
 *
 * @example
 * const sortType: SortType = 'date';
 */
export type SortType = 'auto' | 'number' | 'date' | 'text';

/**
 * A column described generically, so search, filters, sorting and CSV export work on any row type: an id,
 * an optional header (the CSV header and filter-menu title; the id when absent), an accessor that reads the
 * cell, and how the column sorts.
 *
 * @example
 * const itemNo: TableColumn<{ Item_No: string }> = {
 *   id: 'Item_No',
 *   header: 'Item No',
 *   accessor: (row) => row.Item_No,
 * };
 */
export interface TableColumn<Row> {
  readonly id: string;
  readonly header?: string;
  readonly accessor: (row: Row) => unknown;
  readonly sortType?: SortType;
}

/**
 * Returns the column with the given id, or throws a `RangeError` that names the unknown id and the known
 * ones (a saved filter or sort that refers to a column the table no longer has is a caller's bug to fix,
 * not something to ignore silently).
 *
 * @example
 * const column = findColumn([{ id: 'Site', accessor: (row: { Site: string }) => row.Site }], 'Site');
 * column.id; // 'Site'
 */
export function findColumn<Row>(columns: readonly TableColumn<Row>[], id: string): TableColumn<Row> {
  const column = columns.find((candidate) => candidate.id === id);
  if (column === undefined) {
    const known = columns.map((candidate) => candidate.id).join(', ') || 'none';
    throw new RangeError(`Unknown column "${id}": the known columns are ${known}.`);
  }
  return column;
}

/**
 * Reads the columns' ids and throws a `RangeError` when two columns share one, since every other function
 * here addresses columns by id.
 *
 * @example
 * assertUniqueColumnIds([{ id: 'Site', accessor: (row: { Site: string }) => row.Site }]); // no error
 */
export function assertUniqueColumnIds<Row>(columns: readonly TableColumn<Row>[]): void {
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column.id))
      throw new RangeError(`Duplicate column id "${column.id}": column ids must be unique.`);
    seen.add(column.id);
  }
}
