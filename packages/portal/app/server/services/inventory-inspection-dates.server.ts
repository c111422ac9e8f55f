import { sql } from 'kysely';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/** The key of an inventory row: its customer, item, asset and site. */
export interface InventoryRowKey {
  Customer: string;
  Item_No: string;
  Asset: string | null;
  Site: string | null;
}

/**
 * The key under which {@link inventoryInspectionDates} files a row's date.
 *
 * @example
 * inventoryRowKey({ Customer: 'Northwind', Item_No: '550DP.12', Asset: null, Site: 'Tananger' });
 */
export function inventoryRowKey(row: InventoryRowKey): string {
  return [row.Customer, row.Item_No, row.Asset ?? '', row.Site ?? ''].join('\u0000');
}

/**
 * The Overview Date of every inventory row of the actor's scope: the latest inspection of the row's joints
 * that are still in the yard or at the rig (Shipped Scrap has left for good), keyed by
 * {@link inventoryRowKey}. Rows whose joints were never inspected are absent.
 *
 * @example
 * const dates = await inventoryInspectionDates(scoped);
 * dates.get(inventoryRowKey(row)); // '2024-03-02'
 */
export async function inventoryInspectionDates(scoped: ScopedDb): Promise<Map<string, string>> {
  const rows = await scoped
    .selectFrom('serials')
    .select([
      'Customer',
      'Item_No',
      'Asset',
      'Site',
      sql<string | null>`max(${sql.ref('Date_Inspected')})`.as('latest'),
    ])
    .where('Current_Location', '!=', 'Shipped Scrap')
    .groupBy(['Customer', 'Item_No', 'Asset', 'Site'])
    .execute();
  const dates = new Map<string, string>();
  for (const row of rows) {
    if (row.latest) dates.set(inventoryRowKey(row as InventoryRowKey), String(row.latest).slice(0, 10));
  }
  return dates;
}
