import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  CustomFilterModule,
  DateFilterModule,
  GridStateModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  QuickFilterModule,
  RowApiModule,
  RowSelectionModule,
  TextFilterModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createRoot } from 'react-dom/client';

// What an app pays for AG Grid Community with the modules that give what the DataTable does besides the
// benchmark's search, filters and sorts: page sizes (Pagination), row selection for Download Selected
// (RowSelection), CSV export (CsvExport), choosing and ordering columns from a menu (ColumnApi), saving and
// restoring those settings (GridState), a filter of values with counts (CustomFilter: the Set filter is
// Enterprise), date columns (DateFilter) and the colour cells (CellStyle).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  QuickFilterModule,
  TextFilterModule,
  NumberFilterModule,
  RowApiModule,
  PaginationModule,
  RowSelectionModule,
  CsvExportModule,
  ColumnApiModule,
  GridStateModule,
  CustomFilterModule,
  DateFilterModule,
  CellStyleModule,
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <div style={{ height: 400 }}>
    <AgGridReact rowData={[{ Item_No: '550DP.12' }]} columnDefs={[{ field: 'Item_No', sortable: true }]} />
  </div>,
);
