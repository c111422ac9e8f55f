import type { ApiClient, InventoryRow } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import type { PortalSession } from './session';
import { useCall } from './use-call';

// A yard desk needs where things are and how many are ready, not the portal's thirty columns.
const COLUMNS: readonly DataTableColumn<InventoryRow>[] = [
  { id: 'Item_No', header: 'Item No', accessor: (row) => row.Item_No, width: 120 },
  { id: 'Description', header: 'Description', accessor: (row) => row.Description, width: 320 },
  { id: 'Site', header: 'Site', accessor: (row) => row.Site },
  { id: 'Asset', header: 'Asset', accessor: (row) => row.Asset },
  { id: 'Rig_Ready', header: 'Rig Ready', accessor: (row) => row.Rig_Ready, type: 'number', width: 110 },
  { id: 'Inspection', header: 'Inspection', accessor: (row) => row.Inspection, type: 'number', width: 110 },
  { id: 'Total_Item', header: 'Total', accessor: (row) => row.Total_Item, type: 'number', width: 100 },
];

const NO_ROWS: readonly InventoryRow[] = [];

/**
 * The customer's tubular inventory from `/api/getInventory` in the kit's DataTable.
 *
 * @example
 * <InventoryPanel api={api} session={session} />
 */
export function InventoryPanel({ api, session }: { api: ApiClient; session: PortalSession }) {
  const inventory = useCall(
    (signal) => api.getInventory({ username: session.username, user_email: session.email }, { signal }),
    `${session.username}/${session.email}`,
  );
  return (
    <section className="panel" aria-labelledby="inventory-heading">
      <h2 id="inventory-heading">Inventory</h2>
      <DataTable
        label="Inventory"
        rows={inventory.status === 'ready' ? inventory.value.data : NO_ROWS}
        columns={COLUMNS}
        defaultSortColumnId="Total_Item"
        defaultPageSize={10}
        status={inventory.status}
        errorMessage={inventory.status === 'error' ? inventory.message : undefined}
        csvFileName="YardDeskInventory.csv"
      />
    </section>
  );
}
