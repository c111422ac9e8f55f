import type { ColumnFilters, Sorting, SortType, StatusColour } from '@rigready/core';

/**
 * What a table row may be: an object or an array (the same bound TanStack Table's `RowData` set).
 *
 * @example
 * const row: RowData = { Item_No: '550DP.12', Length: 9.4 };
 */
// biome-ignore lint/suspicious/noExplicitAny: rows are read through each column's own typed accessor.
export type RowData = Record<string, any> | Array<any>;

/**
 * How a column's cells are drawn (spec part 1 §3 and §5): plain text or numbers, a date as DD.MM.YYYY,
 * a chip, a colour circle, a count button that is inert at 0, a PDF button disabled at 'No Certificate', an
 * action button (an order number that opens a page, an 'Excel' download) disabled when the value is empty,
 * or a link (a serial number that opens its page).
 *
 * @example
 * const type: DataTableCellType = 'count';
 */
export type DataTableCellType =
  | 'text'
  | 'number'
  | 'date'
  | 'chip'
  | 'colour'
  | 'count'
  | 'pdf'
  | 'action'
  | 'link';

/**
 * One column of a {@link DataTable}: what it reads, how it is titled, drawn, sorted and filtered. Keep the
 * array of columns stable (module scope or a memo): a new array rebuilds the search index.
 *
 * @example
 * const rigReady: DataTableColumn<InventoryRow> = {
 *   id: 'Rig_Ready',
 *   header: 'Rig Ready',
 *   accessor: (row) => row.Rig_Ready,
 *   type: 'count',
 *   onCountClick: (row) => openDrillDown(row.Item_No),
 * };
 */
export interface DataTableColumn<Row> {
  /** Unique id; also the key of header settings and filters. */
  readonly id: string;
  /** The header text (also the CSV header and the filter menu's title). */
  readonly header: string;
  /** Reads the cell's value from a row. */
  readonly accessor: (row: Row) => unknown;
  /** How the cell is drawn; `'text'` when absent. */
  readonly type?: DataTableCellType;
  /** How the column sorts; from the type when absent (`'date'` for dates, `'number'` for counts). */
  readonly sortType?: SortType;
  /**
   * Width in pixels until the table has fitted the column to its header and a sample of its cells (and
   * the width of a column the table cannot measure); 140 when absent.
   */
  readonly width?: number;
  /**
   * The row's identity (Item No, Serial No, Order No): drawn first, kept in view while the table scrolls
   * sideways, and the title of the row's card on a narrow screen (the first column's value where none is
   * pinned).
   *
   * @example
   * const itemNo: DataTableColumn<InventoryRow> = { id: 'Item_No', header: 'Item No', accessor: (row) => row.Item_No, pinned: true };
   */
  readonly pinned?: boolean;
  /**
   * Shown on the row's card on a narrow screen (below 600 px), after the identity, in column order; the
   * other columns stay in the table's sort and filter menus. Where no column is primary, a card lists the
   * first four after the identity.
   *
   * @example
   * const rigReady: DataTableColumn<InventoryRow> = { id: 'Rig_Ready', header: 'Rig Ready', accessor: (row) => row.Rig_Ready, type: 'count', primary: true };
   */
  readonly primary?: boolean;
  /** A tooltip on the header, such as the spec's location definitions. */
  readonly description?: string;
  /** Whether the column's header offers a filter menu; true when absent. */
  readonly filterable?: boolean;
  /** Whether the search box looks in this column (while it is visible); true when absent. */
  readonly searchable?: boolean;
  /** Whether the column is shown before the user chooses columns; true when absent. */
  readonly defaultVisible?: boolean;
  /** Chip cells: the chip's background colour for a row (`#rrggbb`), or null for the neutral chip. */
  readonly chipColor?: (row: Row) => string | null;
  /** Chip cells: a fixed chip width in pixels (the dashboard's 80, the TCP guns' 40). */
  readonly chipWidth?: number;
  /** Colour cells: the semantic colour of a row's circle (from a core rule), or null for none. */
  readonly colour?: (row: Row) => StatusColour | null;
  /** Count cells: called when a count above 0 is pressed (the drill-down dialogs). */
  readonly onCountClick?: (row: Row, columnId: string) => void;
  /** PDF cells: called when an enabled PDF button is pressed. */
  readonly onPdfClick?: (row: Row) => void;
  /** Action cells: the button's text for a row; the cell's value when absent. */
  readonly actionLabel?: (row: Row) => string;
  /** Action cells: called when the button of a row with a value is pressed. */
  readonly onAction?: (row: Row) => void;
  /**
   * Link cells: where the cell's text leads (an address the browser opens), or null to draw the text
   * alone.
   *
   * @example
   * const serial: DataTableColumn<Joint> = { id: 'Serial_Number', header: 'Serial Number', accessor: (row) => row.Serial_Number, type: 'link', href: (row) => `/joints/${row.Serial_Number}` };
   */
  readonly href?: (row: Row) => string | null;
}

/**
 * What the table is showing: its rows, or that they are loading or failed to load.
 *
 * @example
 * const status: DataTableStatus = 'loading';
 */
export type DataTableStatus = 'ready' | 'loading' | 'error';

/**
 * What a {@link DataTable} is showing, handed to `onExportPdf` so a host can have the PDF made on its server
 * from the same state rather than from the rows: the search text, the ticked filter values (columns with
 * none left out), the sort and the shown columns in their order.
 *
 * @example
 * const view: DataTableView = { query: 'nc50', filters: { Site: ['Stavanger'] }, sorting: [{ id: 'Total_Item', desc: true }], columnIds: ['Item_No', 'Site'] };
 */
export interface DataTableView {
  readonly query: string;
  readonly filters: ColumnFilters;
  readonly sorting: Sorting;
  readonly columnIds: readonly string[];
}
