import { INVENTORY_COUNT_COLUMNS, type InventoryCountColumn } from '@rigready/core';
import type { RowOf } from '../db/contract-fields.server.js';
import type { contractTables } from '../db/contract-tables.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/** A serial as stored (legacy names). */
export type SerialRow = RowOf<(typeof contractTables)['serials']['fields']>;

/** The inventory cell whose joints to list: the row's item, asset and site, and a count column. */
export interface InventoryCell {
  Item_No: string;
  Asset: string | null;
  Site: string | null;
  column: InventoryCountColumn;
  /** The customer of the row; needed only when an admin sees several customers at once. */
  Customer?: string;
}

/**
 * The joints behind one inventory count (the "pipe list by location" dialog), by serial number. Always as
 * many as the inventory row's count in that column, because both read the same location lists.
 *
 * @example
 * await serialsInCell(scoped, { Item_No: '550DP.12', Asset: 'Rig A', Site: 'Tananger', column: 'Total_Yard' });
 */
export async function serialsInCell(scoped: ScopedDb, cell: InventoryCell): Promise<SerialRow[]> {
  let query = scoped
    .selectFrom('serials')
    .selectAll()
    .where('Item_No', '=', cell.Item_No)
    .where('Current_Location', 'in', [...INVENTORY_COUNT_COLUMNS[cell.column]])
    .where('Asset', cell.Asset === null ? 'is' : '=', cell.Asset)
    .where('Site', cell.Site === null ? 'is' : '=', cell.Site);
  if (cell.Customer !== undefined) query = query.where('Customer', '=', cell.Customer);
  return (await query.orderBy('Serial_Number').execute()) as SerialRow[];
}
