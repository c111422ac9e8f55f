import { INVENTORY_COUNT_COLUMNS, locationLabel, locationTooltip } from '@rigready/core';
import { certificatesOf, type DataTableColumn } from '@rigready/ui';
import type { InventoryTableRow } from '../data/element-data.types.js';

/** What the table's buttons do: open a row (its item number or a count) or ask for its certificates. */
export interface InventoryColumnHandlers {
  onOpen: (row: InventoryTableRow, column: string, count: number | null) => void;
  onCertificates: (row: InventoryTableRow) => void;
}

const NO_CERTIFICATE = 'No Certificate';

const text = (id: string, header: string): DataTableColumn<InventoryTableRow> => ({
  id,
  header,
  accessor: (row) => row[id],
});

/**
 * Every column the inventory table can show, in the portal's order: the item (a button that opens the
 * row), where it is, core's count columns with the spec's labels and tooltips (each count a button that
 * opens the joints behind it), what describes the item, and the certificate button.
 */
export function inventoryColumns({
  onOpen,
  onCertificates,
}: InventoryColumnHandlers): DataTableColumn<InventoryTableRow>[] {
  const counts = Object.keys(INVENTORY_COUNT_COLUMNS).map(
    (id): DataTableColumn<InventoryTableRow> => ({
      id,
      header: locationLabel(id),
      accessor: (row) => row[id],
      type: 'count',
      width: 96,
      filterable: false,
      primary: id === 'Rig_Ready' || id === 'Total_Item',
      ...(locationTooltip(id) ? { description: locationTooltip(id) as string } : {}),
      onCountClick: (row, column) => onOpen(row, column, Number(row[column] ?? 0)),
    }),
  );
  return [
    {
      id: 'Item_No',
      header: 'Item No',
      accessor: (row) => row.Item_No,
      type: 'action',
      pinned: true,
      onAction: (row) => onOpen(row, 'Item_No', null),
    },
    text('Asset', 'Asset'),
    { ...text('Site', 'Site'), primary: true },
    ...counts,
    text('Equipment', 'Equipment'),
    { ...text('Description', 'Description'), primary: true },
    text('Tube_OD', 'Tube OD'),
    text('Connection', 'Connection'),
    text('TJ_OD', 'TJ OD'),
    text('TJ_ID', 'TJ ID'),
    text('Weight', 'Weight'),
    text('Grade', 'Grade'),
    text('Range', 'Range'),
    text('String_Number', 'String Number'),
    {
      id: 'action',
      header: 'Certificate',
      accessor: (row) =>
        certificatesOf(row as Parameters<typeof certificatesOf>[0]).length === 0
          ? NO_CERTIFICATE
          : (row.action ?? 'Certificate'),
      type: 'pdf',
      width: 110,
      filterable: false,
      searchable: false,
      onPdfClick: onCertificates,
    },
  ];
}

/** The ids of {@link inventoryColumns}, in order. */
export const INVENTORY_COLUMN_IDS: readonly string[] = inventoryColumns({
  onOpen: () => undefined,
  onCertificates: () => undefined,
}).map((column) => column.id);

/** The columns shown when the host chooses none: the portal's default inventory view, Asset only for a fleet. */
export function defaultColumnIds(rows: readonly InventoryTableRow[]): string[] {
  const assets = new Set(rows.map((row) => row.Asset ?? ''));
  return INVENTORY_COLUMN_IDS.filter((id) => id !== 'Asset' || assets.size > 1);
}

/**
 * The columns to show, in order: the host's list (`columns`, ids separated by commas), else the user's
 * saved columns from the API, else {@link defaultColumnIds}. Returns a message for an unknown id.
 */
export function chooseColumns(
  given: string | null,
  saved: readonly string[] | undefined,
  rows: readonly InventoryTableRow[],
): { ok: true; ids: string[] } | { ok: false; message: string } {
  if (given === null || given.trim() === '') {
    const known = saved?.filter((id) => INVENTORY_COLUMN_IDS.includes(id));
    return { ok: true, ids: known && known.length > 0 ? known : defaultColumnIds(rows) };
  }
  const ids = given
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !INVENTORY_COLUMN_IDS.includes(id));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `columns: unknown column ${unknown.join(', ')}; the columns are ${INVENTORY_COLUMN_IDS.join(', ')}`,
    };
  }
  return { ok: true, ids };
}
