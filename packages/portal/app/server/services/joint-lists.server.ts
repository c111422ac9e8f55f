import {
  IN_SERVICE_LOCATIONS,
  INVENTORY_COUNT_COLUMNS,
  type InspectionDueBounds,
  type InventoryCountColumn,
} from '@rigready/core';
import type { ScopedDb, ScopedSelect } from '../scoping/scoped-db.server.js';
import type { SerialRow } from './inventory-drilldown.server.js';
import { type PipeRow, toPipeRow } from './pipe-rows.server.js';

/**
 * Which of the actor's joints a list holds: those counted in an inventory column (or, without one, the
 * joints in service, Rig Ready and Shipped), optionally of one item, at one asset, of one string, and whose last
 * inspection is overdue or coming due by the given bounds.
 *
 * @example
 * const overdue: JointSelection = { inspection: { status: 'overdue', bounds: inspectionDueBounds(today) } };
 */
export interface JointSelection {
  location?: InventoryCountColumn;
  itemNo?: string;
  asset?: string;
  /** The joints of one string (`String_Number`). */
  stringNumber?: string;
  inspection?: { status: 'overdue' | 'due'; bounds: InspectionDueBounds };
  /**
   * The joints whose inspection expires on one day, in any location (what an inspection reminder
   * counts): inspection dates from `overdueBefore` to before `dueBefore` of that day's zero-day bounds.
   */
  expiresOn?: InspectionDueBounds;
}

/**
 * The one place a joint selection becomes predicates, so the home page's counts and the list they open
 * never differ. An inspection filter leaves out joints with no inspection date.
 *
 * @example
 * const count = await whereJoints(scoped.selectFrom('serials'), selection).select(...).execute();
 */
export function whereJoints(
  query: ScopedSelect<'serials'>,
  selection: JointSelection,
): ScopedSelect<'serials'> {
  const locations = selection.location
    ? INVENTORY_COUNT_COLUMNS[selection.location]
    : selection.expiresOn
      ? null
      : IN_SERVICE_LOCATIONS;
  let narrowed = locations ? query.where('Current_Location', 'in', [...locations]) : query;
  if (selection.itemNo !== undefined) narrowed = narrowed.where('Item_No', '=', selection.itemNo);
  if (selection.asset !== undefined) narrowed = narrowed.where('Asset', '=', selection.asset);
  if (selection.stringNumber !== undefined)
    narrowed = narrowed.where('String_Number', '=', selection.stringNumber);
  const { inspection } = selection;
  if (inspection?.status === 'overdue')
    narrowed = narrowed.where('Date_Inspected', '<', inspection.bounds.overdueBefore);
  if (inspection?.status === 'due')
    narrowed = narrowed
      .where('Date_Inspected', '>=', inspection.bounds.overdueBefore)
      .where('Date_Inspected', '<', inspection.bounds.dueBefore);
  if (selection.expiresOn)
    narrowed = narrowed
      .where('Date_Inspected', '>=', selection.expiresOn.overdueBefore)
      .where('Date_Inspected', '<', selection.expiresOn.dueBefore);
  return narrowed;
}

/**
 * The actor's joints of a selection, by item and serial number: the list a home figure opens.
 *
 * @example
 * await listJoints(scoped, { location: 'Rig_Ready', itemNo: '550DP.12' });
 */
export async function listJoints(scoped: ScopedDb, selection: JointSelection): Promise<PipeRow[]> {
  const serials = (await whereJoints(scoped.selectFrom('serials'), selection)
    .selectAll()
    .orderBy('Item_No')
    .orderBy('Serial_Number')
    .execute()) as SerialRow[];
  return serials.map(toPipeRow);
}
