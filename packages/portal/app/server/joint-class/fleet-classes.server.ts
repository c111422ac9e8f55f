import {
  assessJoint,
  type ClassLimits,
  type ClassLimitsItem,
  type ClassLimitsRow,
  type JointClass,
  matchClassLimits,
} from '@rigready/core';
import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

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
 * it to those serial numbers (a rack's joints).
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
  let serialQuery = scoped
    .selectFrom('serials')
    .select(['Customer', 'Serial_Number', 'Item_No', 'Asset', 'String_Number', 'Current_Location'])
    .orderBy('Customer')
    .orderBy('Serial_Number');
  let tallyQuery = scoped
    .selectFrom('tallies')
    .select([
      'Customer',
      'Serial_Number',
      'Inspection_Date',
      'Wall',
      'OD_Box',
      'TS_Pin',
      'TS_Box',
      'Machining_Pin',
      'Machining_Box',
    ]);
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
  const talliesBySerial = new Map<string, typeof tallies>();
  for (const tally of tallies) {
    const key = jointKey(tally.Customer, tally.Serial_Number);
    const list = talliesBySerial.get(key);
    if (list) list.push(tally);
    else talliesBySerial.set(key, [tally]);
  }
  return serials.map((serial) => {
    const limits =
      serial.Item_No === null ? null : (limitsByItem.get(jointKey(serial.Customer, serial.Item_No)) ?? null);
    const assessment = assessJoint(
      talliesBySerial.get(jointKey(serial.Customer, serial.Serial_Number)) ?? [],
      {
        limits,
        thresholds: settings.thresholds,
      },
    );
    return {
      customer: serial.Customer,
      serial: serial.Serial_Number,
      itemNo: serial.Item_No,
      asset: serial.Asset,
      stringNumber: serial.String_Number,
      location: serial.Current_Location,
      class: assessment.class?.overall ?? null,
      premiumUntil: assessment.projection.premiumUntil,
    };
  });
}
