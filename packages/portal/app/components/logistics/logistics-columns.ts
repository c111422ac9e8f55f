import type { DataTableColumn } from '@rigready/ui';

/** A plain text column over one field of a row (legacy names). */
export function textColumn<Row>(id: keyof Row & string, header: string): DataTableColumn<Row> {
  return { id, header, accessor: (row) => row[id] ?? '' };
}

/** A date column over one stored date (`YYYY-MM-DD`), sorted as a date. */
export function dateColumn<Row>(id: keyof Row & string, header: string): DataTableColumn<Row> {
  return { id, header, accessor: (row) => row[id] ?? null, type: 'date', sortType: 'date' };
}

/** A number column over one field. */
export function numberColumn<Row>(id: keyof Row & string, header: string): DataTableColumn<Row> {
  return { id, header, accessor: (row) => row[id] ?? null, type: 'number', sortType: 'number' };
}

/**
 * The Asset column, shown in fleet mode only (spec: fleet lists every allowed asset; one asset lists only
 * its own rows, so the column would say the same thing on every row).
 *
 * @example
 * [...columns, ...assetColumn<Row>(loaderData.fleet)];
 */
export function assetColumn<Row extends { Asset?: string | null }>(fleet: boolean): DataTableColumn<Row>[] {
  return fleet ? [{ id: 'Asset', header: 'Asset', accessor: (row) => row.Asset ?? '' }] : [];
}

/**
 * A per-row document button: 'PDF' opens the document through `onOpen`; the whole cell is left out of
 * search and filters.
 *
 * @example
 * documentColumn<Row>('PDF', 'PDF', (row) => openReceivedNote(row));
 */
export function documentColumn<Row>(
  id: string,
  header: string,
  onOpen: (row: Row) => void,
): DataTableColumn<Row> {
  return {
    id,
    header,
    accessor: () => 'PDF',
    type: 'pdf',
    filterable: false,
    searchable: false,
    onPdfClick: onOpen,
  };
}
