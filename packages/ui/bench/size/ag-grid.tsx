import {
  ClientSideRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  QuickFilterModule,
  RowApiModule,
  TextFilterModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createRoot } from 'react-dom/client';

// What an app pays for AG Grid with the five modules the benchmark registers (its CSS ships inside the JS).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  QuickFilterModule,
  TextFilterModule,
  NumberFilterModule,
  RowApiModule,
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <div style={{ height: 400 }}>
    <AgGridReact rowData={[{ Item_No: '550DP.12' }]} columnDefs={[{ field: 'Item_No', sortable: true }]} />
  </div>,
);
