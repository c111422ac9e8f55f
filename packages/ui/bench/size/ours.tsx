import '../../src/styles/tokens.css';
import '../../src/data-table/data-table.css';
import { createRoot } from 'react-dom/client';
import { DataTable } from '../../src/data-table/data-table.js';

// What an app pays for the DataTable alone: the component, core's search and rules it uses, its CSS.
createRoot(document.getElementById('root') as HTMLElement).render(
  <DataTable
    label="Inventory"
    rows={[{ Item_No: '550DP.12' }]}
    columns={[{ id: 'Item_No', header: 'Item No', accessor: (row: { Item_No: string }) => row.Item_No }]}
  />,
);
