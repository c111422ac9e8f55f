import '../../dist/css/tokens.css';
import '../../dist/css/chip.css';
import '../../dist/css/data-table.css';
import { createRoot } from 'react-dom/client';
import { DataTable } from '../../dist/index.js';

// What an app pays for the DataTable alone, from the kit as published: the component, core's search and
// rules it uses, and the stylesheets it needs (`@rigready/ui/tokens.css`, `chip.css` and `data-table.css`).
createRoot(document.getElementById('root') as HTMLElement).render(
  <DataTable
    label="Inventory"
    rows={[{ Item_No: '550DP.12' }]}
    columns={[{ id: 'Item_No', header: 'Item No', accessor: (row: { Item_No: string }) => row.Item_No }]}
  />,
);
