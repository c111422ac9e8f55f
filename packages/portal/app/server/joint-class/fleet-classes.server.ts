import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  assessJoint,
  type ClassLimits,
  type ClassLimitsItem,
  type ClassLimitsRow,
  type JointClass,
  matchClassLimits,
} from '@rigready/core';
import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import { IN_LIST_MAX, inListChunks } from '../db/in-list-chunks.server.js';
import { sharedStrings } from '../memory/shared-strings.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { inOrderNumberOrder } from './same-day-order.server.js';

/** One joint's class now and its projected last day at Premium. */
export interface FleetJointClass {
  customer: string;
  serial: string;
  itemNo: string | null;
  asset: string | null;
  stringNumber: string | null;
  location: string;
  class: JointClass | null;
  premiumUntil: string | null;
}

/** Joints classed between two turns of the event loop: some 25 ms of work on a 2-core machine. */
const JOINTS_A_TURN = 1000;

/** A tally's columns that core's class and recut rules read, with the joint's serial and the order number. */
export const INSPECTION_COLUMNS = [
  'Serial_Number',
  'Order_No',
  'Inspection_Date',
  'Wall',
  'OD_Box',
  'TS_Pin',
  'TS_Box',
  'Machining_Pin',
  'Machining_Box',
] as const;

/** How a list or an export writes a joint without a class. */
export const NOT_CLASSED = 'Not classed';

/** The key a joint is found by among the fleet's classes: customer and serial. */
export const jointKey = (customer: string, serial: string) => `${customer}\u0000${serial}`;

/**
 * The four limits of a class_limits row, for core's rules.
 *
 * @example
 * const limits = row && limitsOf(row);
 */
export const limitsOf = (row: ClassLimits): ClassLimits => ({
  TJ_OD_Premium_Min: row.TJ_OD_Premium_Min,
  TJ_OD_Class2_Min: row.TJ_OD_Class2_Min,
  TS_Pin_Min: row.TS_Pin_Min,
  TS_Box_Min: row.TS_Box_Min,
});

/**
 * The limits each item's joints are classed by (core's `matchClassLimits` over the provider's rows), by
 * customer and item number; null for an item no row matches ("no limits").
 *
 * @example
 * const limits = itemLimits(items, limitRows).get(jointKey('Kestrel Drilling', '550DP.21'));
 */
export function itemLimits(
  items: readonly (ClassLimitsItem & { Customer: string; Item_No: string })[],
  limitRows: readonly ClassLimitsRow[],
): Map<string, ClassLimits | null> {
  const limitsByItem = new Map<string, ClassLimits | null>();
  for (const item of items) {
    const row = matchClassLimits(item, limitRows);
    limitsByItem.set(jointKey(item.Customer, item.Item_No), row && limitsOf(row));
  }
  return limitsByItem;
}

/**
 * A joint's class by customer and serial from the fleet's classes, as the lists and exports write it:
 * `Not classed` for a joint without a class or not among `classes`.
 *
 * @example
 * const classOf = classLookup(await fleetJointClasses(scoped, settings, serials));
 * rows.map((row) => ({ ...row, Class: classOf(row.Customer_Name, row.Serial_Number) }));
 */
export function classLookup(
  classes: readonly FleetJointClass[],
): (customer: string, serial: string) => string {
  const byKey = new Map(classes.map((joint) => [jointKey(joint.customer, joint.serial), joint.class]));
  return (customer, serial) => byKey.get(jointKey(customer, serial)) ?? NOT_CLASSED;
}

/**
 * Every joint in the caller's scope with the class of its latest inspection and its projected last day at
 * Premium (core's `assessJoint`, as on its page), in four queries whatever the fleet's size; `only` narrows
 * it to those serial numbers (a rack's joints), read a thousand at a time.
 *
 * @example
 * const classes = await fleetJointClasses(scoped, getPortalRuntime().env.jointClass);
 * classes.filter((joint) => joint.class === 'Reject').length;
 */
export async function fleetJointClasses(
  scoped: ScopedDb,
  settings: JointClassSettings,
  only?: readonly string[],
): Promise<FleetJointClass[]> {
  if (only?.length === 0) return [];
  if (only && only.length > IN_LIST_MAX) {
    const classes: FleetJointClass[] = [];
    for (const chunk of inListChunks(only))
      classes.push(...(await fleetJointClasses(scoped, settings, chunk)));
    return classes;
  }
  let serialQuery = scoped
    .selectFrom('serials')
    .select(['Customer', 'Serial_Number', 'Item_No', 'Asset', 'String_Number', 'Current_Location'])
    .orderBy('Customer')
    .orderBy('Serial_Number');
  let tallyQuery = scoped.selectFrom('tallies').select(['Customer', ...INSPECTION_COLUMNS]);
  if (only) {
    serialQuery = serialQuery.where('Serial_Number', 'in', [...only]);
    tallyQuery = tallyQuery.where('Serial_Number', 'in', [...only]);
  }
  const [serials, items, tallies, limitRows] = await Promise.all([
    serialQuery.execute(),
    scoped
      .selectFrom('items')
      .select(['Customer', 'Item_No', 'Connection', 'Tube_OD', 'Weight', 'Grade'])
      .execute(),
    tallyQuery.execute(),
    scoped.provider.selectFrom('class_limits').selectAll().execute(),
  ]);
  const limitsByItem = itemLimits(items, limitRows);
  // By customer, then serial: a key made per tally would be a million strings on a large fleet.
  const talliesByJoint = new Map<string, Map<string, typeof tallies>>();
  for (const tally of tallies) {
    let ofCustomer = talliesByJoint.get(tally.Customer);
    if (!ofCustomer) {
      ofCustomer = new Map();
      talliesByJoint.set(tally.Customer, ofCustomer);
    }
    const list = ofCustomer.get(tally.Serial_Number);
    if (list) list.push(tally);
    else ofCustomer.set(tally.Serial_Number, [tally]);
  }
  // The list is kept (cachedFleetJointClasses): the values that repeat from joint to joint are one string.
  const shared = sharedStrings();
  const classes: FleetJointClass[] = [];
  for (const serial of serials) {
    // Classing a large scope takes seconds: other requests of the process get their turn in between.
    if (classes.length > 0 && classes.length % JOINTS_A_TURN === 0) await nextTurn();
    const limits =
      serial.Item_No === null ? null : (limitsByItem.get(jointKey(serial.Customer, serial.Item_No)) ?? null);
    const tallies = talliesByJoint.get(serial.Customer)?.get(serial.Serial_Number) ?? [];
    const assessment = assessJoint(inOrderNumberOrder(tallies), { limits, thresholds: settings.thresholds });
    classes.push({
      customer: shared(serial.Customer),
      serial: serial.Serial_Number,
      itemNo: shared(serial.Item_No),
      asset: shared(serial.Asset),
      stringNumber: shared(serial.String_Number),
      location: shared(serial.Current_Location),
      class: assessment.class?.overall ?? null,
      premiumUntil: shared(assessment.projection.premiumUntil),
    });
  }
  return classes;
}
