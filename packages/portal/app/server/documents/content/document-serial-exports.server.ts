import { INVENTORY_COUNT_COLUMNS, type InventoryCountColumn, isInventoryCountColumn } from '@rigready/core';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { type SerialRow, singleCustomer } from './document-rows.server.js';

/** The serials of an item for an export (/createExcel, /createExcelShippedSerials). */
export interface SerialExportDocument {
  Customer: string;
  Item_No: string;
  /** The inventory column the serials were taken from (legacy name), e.g. `Machining` or `Shipped`. */
  location: InventoryCountColumn;
  serials: SerialRow[];
}

/** A location parameter that names no inventory column. HTTP 400. */
export class UnknownLocationError extends Error {
  override name = 'UnknownLocationError';
  readonly status = 400;
}

/**
 * The serials of item `itemNo` at an inventory location (/createExcel `itemnr`, `location`; the location
 * is an inventory column name such as `Rig_Ready`, `Limited_Service` or `Total_Yard`), or null when the
 * item is not the actor's. An item with no joints there gives an empty list.
 *
 * @throws UnknownLocationError when `location` is not an inventory column.
 * @example
 * const exported = await serialsAtLocationDocument(scoped, '550DP.12', 'Rig_Ready');
 */
export async function serialsAtLocationDocument(
  scoped: ScopedDb,
  itemNo: string,
  location: string,
): Promise<SerialExportDocument | null> {
  if (!isInventoryCountColumn(location)) {
    throw new UnknownLocationError(
      `location must be one of ${Object.keys(INVENTORY_COUNT_COLUMNS).join(', ')}; got ${JSON.stringify(location)}`,
    );
  }
  const items = await scoped.selectFrom('items').select(['Customer']).where('Item_No', '=', itemNo).execute();
  if (items.length === 0) return null;
  const customer = singleCustomer(items, `Item ${itemNo}`);
  const serials = (await scoped
    .selectFrom('serials')
    .selectAll()
    .where('Customer', '=', customer)
    .where('Item_No', '=', itemNo)
    .where('Current_Location', 'in', [...INVENTORY_COUNT_COLUMNS[location]])
    .orderBy('Serial_Number')
    .execute()) as SerialRow[];
  return { Customer: customer, Item_No: itemNo, location, serials };
}

/**
 * The shipped serials of item `itemNo` (/createExcelShippedSerials `itemnr`), with the delivery ticket
 * and date each left on, or null when the item is not the actor's.
 *
 * @example
 * const shipped = await shippedSerialsDocument(scoped, '550DP.12');
 */
export function shippedSerialsDocument(
  scoped: ScopedDb,
  itemNo: string,
): Promise<SerialExportDocument | null> {
  return serialsAtLocationDocument(scoped, itemNo, 'Shipped');
}
