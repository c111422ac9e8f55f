import { INVENTORY_COUNT_COLUMNS, isInventoryCountColumn } from '@rigready/core';
import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { type ClassedPipeRow, classedPipeRows } from './classed-pipe-rows.server.js';
import type { SerialRow } from './inventory-drilldown.server.js';
import { toPipeRow } from './pipe-rows.server.js';
import { UnknownLocationError } from './unknown-location-error.server.js';

/**
 * The actor's joints of item `itemNo` counted in inventory column `location` (the drill-down behind a
 * count cell and its CSV export), by serial number, across the actor's current selection, each with its
 * class. Another customer's item number gives the actor's own joints of that number, or none.
 *
 * @throws UnknownLocationError (400) when `location` is not an inventory column.
 * @example
 * await itemJointsAt(scoped, '550DP.12', 'Machining', getPortalRuntime().env.jointClass);
 */
export async function itemJointsAt(
  scoped: ScopedDb,
  itemNo: string,
  location: string,
  settings: JointClassSettings,
): Promise<ClassedPipeRow[]> {
  if (!isInventoryCountColumn(location)) {
    throw new UnknownLocationError(
      `location must be one of ${Object.keys(INVENTORY_COUNT_COLUMNS).join(', ')}; got ${JSON.stringify(location)}`,
    );
  }
  const serials = (await scoped
    .selectFrom('serials')
    .selectAll()
    .where('Item_No', '=', itemNo)
    .where('Current_Location', 'in', [...INVENTORY_COUNT_COLUMNS[location]])
    .orderBy('Serial_Number')
    .execute()) as SerialRow[];
  return classedPipeRows(scoped, settings, serials.map(toPipeRow));
}

/**
 * The actor's joints shipped on delivery ticket `dtNo` (/showShippedDT), by item and serial, each with
 * its class.
 *
 * @example
 * await ticketJoints(scoped, 'NW-DT1', getPortalRuntime().env.jointClass);
 */
export async function ticketJoints(
  scoped: ScopedDb,
  dtNo: string,
  settings: JointClassSettings,
): Promise<ClassedPipeRow[]> {
  const serials = (await scoped
    .selectFrom('serials')
    .selectAll()
    .where('DT_No', '=', dtNo)
    .orderBy('Item_No')
    .orderBy('Serial_Number')
    .execute()) as SerialRow[];
  return classedPipeRows(scoped, settings, serials.map(toPipeRow));
}
