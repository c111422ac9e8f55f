import type { DataTableColumn } from '@rigready/ui';

/** A plain text column over one field of a row (legacy names), optionally of a set width. */
export function textColumn<Row>(
  id: keyof Row & string,
  header: string,
  width?: number,
): DataTableColumn<Row> {
  return { id, header, accessor: (row) => row[id], ...(width === undefined ? {} : { width }) };
}

// A DD.MM.YYYY date and a count are short: their columns start narrow and the table fits them to their
// texts and headers, leaving the room to the columns of names.
const DATE_WIDTH = 96;
const NUMBER_WIDTH = 72;

/** A date column over one stored date (`YYYY-MM-DD`), sorted as a date. */
export function dateColumn<Row>(id: keyof Row & string, header: string): DataTableColumn<Row> {
  return {
    id,
    header,
    accessor: (row) => row[id] ?? null,
    type: 'date',
    sortType: 'date',
    width: DATE_WIDTH,
  };
}

/** A number column over one field. */
export function numberColumn<Row>(id: keyof Row & string, header: string): DataTableColumn<Row> {
  return {
    id,
    header,
    accessor: (row) => row[id] ?? null,
    type: 'number',
    sortType: 'number',
    width: NUMBER_WIDTH,
  };
}

/**
 * The Asset column, shown in fleet mode only (spec: fleet lists every allowed asset; one asset lists only
 * its own rows, so the column would say the same thing on every row).
 *
 * @example
 * [...columns, ...assetColumn<Row>(loaderData.fleet)];
 */
export function assetColumn<Row extends { Asset?: string | null }>(
  fleet: boolean,
  defaultVisible = true,
): DataTableColumn<Row>[] {
  return fleet ? [{ id: 'Asset', header: 'Asset', accessor: (row) => row.Asset ?? '', defaultVisible }] : [];
}

/** Options of {@link pdfColumn}. */
export interface PdfColumnOptions<Row> {
  /** Column id; 'PDF' unless a screen has several document columns. */
  id?: string;
  header?: string;
  /** The cell's value: what the column sorts by; 'No Certificate' disables the button. */
  value?: (row: Row) => string | null | undefined;
  /** 80 unless given: the button is short; a longer header widens it when the table fits it. */
  width?: number | undefined;
  onOpen: (row: Row) => void;
}

/**
 * A per-row PDF button column. The cell is left out of search and filters, since its text is the same
 * 'PDF' on every row.
 *
 * @example
 * pdfColumn<NcrAnswer>({ value: (row) => row.NCR_No, onOpen: (row) => openNcr(row.NCR_No) });
 */
export function pdfColumn<Row>({
  id = 'PDF',
  header = 'PDF',
  value = () => 'PDF',
  width = 80,
  onOpen,
}: PdfColumnOptions<Row>): DataTableColumn<Row> {
  return {
    id,
    header,
    accessor: value,
    type: 'pdf',
    width,
    filterable: false,
    searchable: false,
    onPdfClick: onOpen,
  };
}
