import {
  CellStyleModule,
  ColumnApiModule,
  CsvExportModule,
  CustomFilterModule,
  DateFilterModule,
  GridStateModule,
  PaginationModule,
  RowSelectionModule,
} from 'ag-grid-community';
import { BENCH_AG_GRID_MODULES } from '../apps/shared/ag-grid-modules.js';
import { renderAgGrid } from './render-ag-grid.js';

// What an app pays for AG Grid Community with the modules that give what the DataTable does besides the
// benchmark's search, filters and sorts: page sizes (Pagination), row selection for Download Selected
// (RowSelection), CSV export (CsvExport), choosing and ordering columns from a menu (ColumnApi), saving and
// restoring those settings (GridState), a filter of values with counts (CustomFilter: the Set filter is
// Enterprise), date columns (DateFilter) and the colour cells (CellStyle).
renderAgGrid([
  ...BENCH_AG_GRID_MODULES,
  PaginationModule,
  RowSelectionModule,
  CsvExportModule,
  ColumnApiModule,
  GridStateModule,
  CustomFilterModule,
  DateFilterModule,
  CellStyleModule,
]);
