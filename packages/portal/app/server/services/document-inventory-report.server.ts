import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { fleetInventory, type InventoryRow } from './inventory.server.js';
import { INVENTORY_COUNT_COLUMNS, type InventoryCountColumn } from './inventory-columns.server.js';

/** The inventory report of one asset (or the fleet): the inventory rows and the column totals. */
export interface InventoryReportDocument {
  /** The customer, or null for an admin who is not viewing as one (then rows of every customer). */
  Customer: string | null;
  /** The asset reported on, or 'Fleet Inventory'. */
  asset: string;
  rows: InventoryRow[];
  totals: Record<InventoryCountColumn, number>;
}

/**
 * The inventory report (/getInventoryPDF `asset`) of the actor's current selection: the scoped db was
 * built for that asset (or the fleet), so an asset outside the actor's list never gets here
 * (createScopedDb refuses it). Rows are the same as the inventory screen's, with totals per column.
 *
 * @example
 * const report = await inventoryReportDocument(createScopedDb(handle, { ...actor, selection: { kind: 'asset', asset: 'Rig A' } }));
 */
export async function inventoryReportDocument(scoped: ScopedDb): Promise<InventoryReportDocument> {
  const rows = await fleetInventory(scoped);
  const totals = Object.fromEntries(
    Object.keys(INVENTORY_COUNT_COLUMNS).map((column) => [
      column,
      rows.reduce((sum, row) => sum + row[column as InventoryCountColumn], 0),
    ]),
  ) as Record<InventoryCountColumn, number>;
  const { selection } = scoped.actor;
  return {
    Customer: scoped.rules.customer,
    asset: selection.kind === 'asset' ? selection.asset : 'Fleet Inventory',
    rows,
    totals,
  };
}
