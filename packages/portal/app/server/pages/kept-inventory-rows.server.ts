import type { DatabaseHandle } from '../db/database.server.js';
import { GenerationMemo } from '../db/generation-memo.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { fleetInventory, type InventoryRow } from '../services/inventory.server.js';
import { inventoryInspectionDates, inventoryRowKey } from '../services/inventory-inspection-dates.server.js';

/** An inventory row with the latest inspection of its joints in the yard or at the rig (its Overview Date). */
export type DatedInventoryRow = InventoryRow & { Overview_Date: string | null };

// A row of some forty fields and up to five certificate paths, as the heap holds it.
const ROW_BYTES = 2048;

const memo = new GenerationMemo<readonly DatedInventoryRow[]>(
  16 * 1024 * 1024,
  (rows) => rows.length * ROW_BYTES,
);

/**
 * The scope's inventory rows ({@link fleetInventory}) with their Overview Dates, kept until the data
 * generation moves: both are counts over every serial of the scope, about a second on a 400,000-joint
 * customer, and /inventory asks for them on every visit. Kept by the scope's rules, so two scopes never
 * share an entry. The rows are shared: callers must not change them (certificate links are added per
 * visit, on copies).
 *
 * @example
 * const rows = withCertificateLinks(identity, await keptInventoryRows(runtime.handle, scoped), runtime.now());
 */
export function keptInventoryRows(
  handle: DatabaseHandle,
  scoped: ScopedDb,
): Promise<readonly DatedInventoryRow[]> {
  return memo.value(handle, JSON.stringify(scoped.rules), async () => {
    const [rows, dates] = await Promise.all([fleetInventory(scoped), inventoryInspectionDates(scoped)]);
    return rows.map((row) => ({ ...row, Overview_Date: dates.get(inventoryRowKey(row)) ?? null }));
  });
}
