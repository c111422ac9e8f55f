import { INVENTORY_COUNT_COLUMNS, type InventoryCountColumn, isInventoryCountColumn } from '@rigready/core';
import type { JointClassSettings } from '../../config/joint-class-settings.server.js';
import { type SerialRow, singleCustomer } from '../../db/contract-rows.server.js';
import { classLookup, fleetJointClasses } from '../../joint-class/fleet-classes.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { UnknownLocationError } from '../../services/unknown-location-error.server.js';

/** The serials of an item for an export (/createExcel, /createExcelShippedSerials). */
export interface SerialExportDocument {
  Customer: string;
  Item_No: string;
  /** The inventory column the serials were taken from (legacy name), e.g. `Machining` or `Shipped`. */
  location: InventoryCountColumn;
  serials: ClassedSerialRow[];
}

/** A joint of the export with the class of its latest inspection (`Not classed` when it has none). */
export type ClassedSerialRow = SerialRow & { Class: string };

/**
 * The serials of item `itemNo` at an inventory location (/createExcel `itemnr`, `location`; the location
 * is an inventory column name such as `Rig_Ready`, `Limited_Service` or `Total_Yard`), or null when the
 * item is not the actor's. An item with no joints there gives an empty list. Each joint comes with its class
 * (as on its page, by the provider's `settings`).
 *
 * @throws UnknownLocationError when `location` is not an inventory column.
 * @example
 * const exported = await serialsAtLocationDocument(scoped, '550DP.12', 'Rig_Ready', env.jointClass);
 */
export async function serialsAtLocationDocument(
  scoped: ScopedDb,
  itemNo: string,
  location: string,
  settings: JointClassSettings,
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
  const classOf = classLookup(
    await fleetJointClasses(
      scoped,
      settings,
      serials.map((serial) => serial.Serial_Number),
    ),
  );
  return {
    Customer: customer,
    Item_No: itemNo,
    location,
    serials: serials.map((serial) => ({
      ...serial,
      Class: classOf(serial.Customer, serial.Serial_Number),
    })),
  };
}

/**
 * The shipped serials of item `itemNo` (/createExcelShippedSerials `itemnr`), with the delivery ticket
 * and date each left on, or null when the item is not the actor's.
 *
 * @example
 * const shipped = await shippedSerialsDocument(scoped, '550DP.12', env.jointClass);
 */
export function shippedSerialsDocument(
  scoped: ScopedDb,
  itemNo: string,
  settings: JointClassSettings,
): Promise<SerialExportDocument | null> {
  return serialsAtLocationDocument(scoped, itemNo, 'Shipped', settings);
}
