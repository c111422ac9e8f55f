import type { SortType, TableColumn } from '@rigready/core';
import type { DataTableCellType, DataTableColumn } from './data-table.types.js';

/**
 * Width of a column without an explicit width, in pixels.
 *
 * @example
 * columnWidth({ id: 'Site', header: 'Site', accessor: () => '' }); // DEFAULT_COLUMN_WIDTH
 */
export const DEFAULT_COLUMN_WIDTH = 140;

/**
 * The width a column is drawn with.
 *
 * @example
 * columnWidth({ id: 'Site', header: 'Site', accessor: () => '', width: 90 }); // 90
 */
export function columnWidth<Row>(column: DataTableColumn<Row>): number {
  return column.width ?? DEFAULT_COLUMN_WIDTH;
}

const SORT_TYPE_OF_CELL: Readonly<Record<DataTableCellType, SortType>> = {
  text: 'auto',
  number: 'number',
  date: 'date',
  chip: 'auto',
  colour: 'auto',
  count: 'number',
  pdf: 'text',
  action: 'auto',
  link: 'auto',
};

/**
 * The columns as core's search, filters, sorting and CSV export read them.
 *
 * @example
 * toCoreColumns([{ id: 'Date', header: 'Date', accessor: (row: { Date: number }) => row.Date, type: 'date' }]);
 * // [{ id: 'Date', header: 'Date', accessor, sortType: 'date' }]
 */
export function toCoreColumns<Row>(columns: readonly DataTableColumn<Row>[]): TableColumn<Row>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessor: column.accessor,
    sortType: column.sortType ?? SORT_TYPE_OF_CELL[column.type ?? 'text'],
  }));
}

/**
 * The ids of the columns shown before the user chooses: all but those with `defaultVisible: false`.
 *
 * @example
 * defaultColumnIds([{ id: 'A', header: 'A', accessor: () => 1 }, { id: 'B', header: 'B', accessor: () => 2, defaultVisible: false }]);
 * // ['A']
 */
export function defaultColumnIds<Row>(columns: readonly DataTableColumn<Row>[]): string[] {
  return columns.filter((column) => column.defaultVisible !== false).map((column) => column.id);
}
