import { certificatesOf, DataTable } from '@rigready/ui';
import { useMemo } from 'react';
import type { InventoryTableRow } from '../data/element-data.types.js';
import type { PortalConnection } from '../data/portal-connection.types.js';
import { useElementData } from '../data/use-element-data.js';
import { DataStatus } from '../element/data-status.js';
import { ElementStatus } from '../element/element-status.js';
import { emit } from '../element/emit.js';
import type { Checked } from '../element/json-input.js';
import { chooseColumns, inventoryColumns } from './inventory-columns.js';

/** What the view reads from its element and fires its events on. */
export interface InventoryTableHost extends HTMLElement, PortalConnection {
  readonly columns: string | null;
  readonly label: string | null;
  readonly sortColumn: string | null;
  readonly csvFileName: string | null;
}

interface InventoryData {
  rows: InventoryTableRow[] | undefined;
  /** The user's saved columns (API mode). */
  saved?: string[];
}

/** The inventory table's view: its data in either mode, the chosen columns, the DataTable. */
export function InventoryTableView({
  element,
  rows: given,
}: {
  element: InventoryTableHost;
  rows: Checked<InventoryTableRow[]>;
}) {
  const data = useElementData<InventoryData>(
    element,
    () => (given.ok ? { ok: true, value: { rows: given.value } } : given),
    async (api, auth, signal) => {
      const answer = await api.getInventory({ username: auth.username, user_email: auth.email }, { signal });
      return { rows: answer.data, saved: answer.headers.map((header) => header.value) };
    },
    '',
  );
  const rows = data.status === 'ready' ? (data.data.rows ?? []) : [];
  const chosen = chooseColumns(element.columns, data.status === 'ready' ? data.data.saved : undefined, rows);
  const chosenKey = chosen.ok ? chosen.ids.join(',') : '';
  const columns = useMemo(() => {
    const all = inventoryColumns({
      onOpen: (row, column, count) =>
        emit(element, 'rigready-row-open', { itemNo: row.Item_No, column, count, row }),
      onCertificates: (row) =>
        emit(element, 'rigready-download', {
          kind: 'certificates',
          itemNo: row.Item_No,
          files: certificatesOf(row as Parameters<typeof certificatesOf>[0]),
          row,
        }),
    });
    return chosenKey.split(',').flatMap((id) => all.filter((column) => column.id === id));
  }, [element, chosenKey]);

  if (data.status === 'error' || data.status === 'waiting')
    return <DataStatus data={data} what="the inventory" />;
  if (!chosen.ok) return <ElementStatus status="error" message={chosen.message} />;
  return (
    <DataTable
      label={element.label ?? 'Inventory'}
      rows={rows}
      columns={columns}
      status={data.status === 'loading' ? 'loading' : 'ready'}
      emptyMessage="No inventory rows to show."
      defaultSortColumnId={element.sortColumn ?? undefined}
      searchPlaceholder="Search (Item No, description, site …)"
      {...(element.csvFileName ? { csvFileName: element.csvFileName } : {})}
    />
  );
}
