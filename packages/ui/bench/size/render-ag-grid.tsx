import { type Module, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createRoot } from 'react-dom/client';

/** Renders a one-row AG Grid with the given modules: what an app pays for them (its CSS ships in the JS). */
export function renderAgGrid(modules: Module[]): void {
  ModuleRegistry.registerModules(modules);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <div style={{ height: 400 }}>
      <AgGridReact rowData={[{ Item_No: '550DP.12' }]} columnDefs={[{ field: 'Item_No', sortable: true }]} />
    </div>,
  );
}
