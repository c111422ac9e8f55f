import type { HeaderSettings, PageSize } from '@rigready/core';
import type { DataTableColumn, DataTableStatus, DataTableView, RowData } from './data-table.types.js';
import type { ColumnWidths } from './use-column-widths.js';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row extends RowData> {
  /** The table's accessible name, also used in the search box's label. */
  label: string;
  /** The rows; keep the array stable (a new array rebuilds the index). */
  rows: readonly Row[];
  /** The columns, in default order; keep the array stable. */
  columns: readonly DataTableColumn<Row>[];
  /** The column of the default sort, which is descending (spec part 1 §9); unsorted when absent. */
  defaultSortColumnId?: string;
  /** The first page size; 100 when absent (the order tables use 5). */
  defaultPageSize?: PageSize;
  /** A fixed height in pixels (the order tables' 250). */
  height?: number;
  /** Loading and error states replace the rows with a message. */
  status?: DataTableStatus;
  errorMessage?: string;
  emptyMessage?: string;
  /** Adds row checkboxes, "select all" and 'Download Selected', which hands the selected rows over. */
  onDownloadSelected?: (rows: Row[]) => void;
  /** Adds 'Export CSV' (core's CSV format) saved under this name, e.g. 'InventoryTally.csv'. */
  csvFileName?: string;
  /**
   * Adds 'Export PDF': the host renders the PDF of the rows shown, in order, with the shown columns; the
   * view says how they were chosen (search, filters, sort, columns), for a PDF made on a server.
   */
  onExportPdf?: (rows: Row[], columns: DataTableColumn<Row>[], view: DataTableView) => void;
  /** Adds the edit-headers menu. */
  columnSettings?: boolean;
  /** The host session's header settings (controlled); the table keeps its own when absent. */
  headerSettings?: HeaderSettings;
  onColumnsChosen?: (columnIds: string[]) => void;
  /** Saves the chosen columns (the 'Save settings' button appears when given). */
  onSaveColumns?: (columnIds: string[]) => void;
  /** Tells the host whether column settings are unsaved, to prompt before leaving the page. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The search box's placeholder, e.g. 'Search (Order nr, PO, Item Number etc..)'; 'Search' when absent. */
  searchPlaceholder?: string;
  /** The search box's first text (a page's ?q), searched as if typed. */
  initialQuery?: string;
  /** Which columns show their filter menu at first; every filterable column when absent. */
  defaultFilterColumnIds?: readonly string[];
  /**
   * The widths the user set before (saved with the header settings), by column id; the other columns
   * are fitted to their header and a sample of their cells.
   *
   * @example
   * <DataTable columnWidths={{ Item_No: 120, Description: 260 }} ... />
   */
  columnWidths?: ColumnWidths;
  /**
   * Called with every width the user has set when a column is resized (drag its header's edge, or focus
   * that edge and press the arrow keys), for the host to save with the header settings.
   *
   * @example
   * <DataTable onColumnWidthsChange={(widths) => setWidths(widths)} ... />
   */
  onColumnWidthsChange?: (widths: ColumnWidths) => void;
}
