import {
  assessJoint,
  type ClassLimits,
  classifyInspection,
  type JointClass,
  matchClassLimits,
  type RecutsLeft,
  type WallProjection,
  type WearSeries,
} from '@rigready/core';
import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { findScopedJoint } from '../scoping/scoped-joint.server.js';
import { cachedRecutDrops, sameConnection } from './cached-recut-drops.server.js';
import { inOrderNumberOrder } from './same-day-order.server.js';

/** The item a joint belongs to, with the fields that choose its class limits. */
export interface JointClassItem {
  itemNo: string;
  connection: string | null;
  tubeOd: string | null;
  weight: string | null;
  grade: string | null;
}

/** One inspection of a joint with the figures its class rests on, and the class they give. */
export interface JointClassInspection {
  date: string | null;
  orderNo: string;
  wall: number | null;
  boxOd: number | null;
  tongSpacePin: number | null;
  tongSpaceBox: number | null;
  machiningPin: string | null;
  machiningBox: string | null;
  class: JointClass | null;
}

/**
 * Whether a joint is fit to run and for how long (see core's `assessJoint`): its class now, with the
 * reasons, its inspections oldest first, the wall's projection and the recuts left on each end, and the
 * limits and wear series they rest on.
 */
export interface JointClassView {
  customer: string;
  serialNumber: string;
  item: JointClassItem | null;
  location: string | null;
  class: {
    overall: JointClass | null;
    body: JointClass | null;
    toolJoint: JointClass | null;
    reasons: string[];
  };
  inspections: JointClassInspection[];
  projection: WallProjection;
  recutsLeft: RecutsLeft;
  /** The provider's limits row for the item; null: "no limits", the tool joint is not classed. */
  limits: ClassLimits | null;
  wear: WearSeries;
}

/** The provider's tong space per recut for a connection, matched as class limits match it (case, spaces). */
function settingFor(settings: JointClassSettings, connection: string | null): number | null {
  const entry = Object.entries(settings.tongSpacePerRecut).find(([name]) => sameConnection(name, connection));
  return entry?.[1] ?? null;
}

/**
 * A joint's class, wear and remaining life, or null when the caller's scope holds no joint of that serial
 * (another customer's serial answers the same as an unknown one). Where an admin viewing as no customer
 * sees several customers' joints of the serial, `customer` picks one, else the first by name.
 *
 * @example
 * const view = await jointClassView(handle, scoped, 'KD-13', null, getPortalRuntime().env.jointClass);
 * view?.class.overall; // 'Premium'
 */
export async function jointClassView(
  handle: DatabaseHandle,
  scoped: ScopedDb,
  serial: string,
  customer: string | null,
  settings: JointClassSettings,
): Promise<JointClassView | null> {
  const found = await findScopedJoint(scoped, serial, customer);
  if (!found) return null;
  const { joint, item: itemRow } = found;
  const owner = joint.Customer;
  const [tallies, limitRows] = await Promise.all([
    scoped
      .selectFrom('tallies')
      .selectAll()
      .where('Customer', '=', owner)
      .where('Serial_Number', '=', serial)
      .execute()
      .then(inOrderNumberOrder),
    scoped.provider.selectFrom('class_limits').selectAll().execute(),
  ]);
  const item: JointClassItem | null = itemRow
    ? {
        itemNo: itemRow.Item_No,
        connection: itemRow.Connection,
        tubeOd: itemRow.Tube_OD,
        weight: itemRow.Weight,
        grade: itemRow.Grade,
      }
    : null;
  const limitsRow = itemRow ? matchClassLimits(itemRow, limitRows) : null;
  const limits: ClassLimits | null = limitsRow && {
    TJ_OD_Premium_Min: limitsRow.TJ_OD_Premium_Min,
    TJ_OD_Class2_Min: limitsRow.TJ_OD_Class2_Min,
    TS_Pin_Min: limitsRow.TS_Pin_Min,
    TS_Box_Min: limitsRow.TS_Box_Min,
  };
  const setting = settingFor(settings, item?.connection ?? null);
  const drops = setting === null ? await cachedRecutDrops(handle, owner, item?.connection ?? null) : null;
  const assessment = assessJoint(tallies, {
    limits,
    thresholds: settings.thresholds,
    recuts: { setting, drops },
  });
  const inspections = [...tallies]
    .sort((a, b) => (a.Inspection_Date ?? '').localeCompare(b.Inspection_Date ?? ''))
    .map((tally) => ({
      date: tally.Inspection_Date,
      orderNo: tally.Order_No,
      wall: tally.Wall,
      boxOd: tally.OD_Box,
      tongSpacePin: tally.TS_Pin,
      tongSpaceBox: tally.TS_Box,
      machiningPin: tally.Machining_Pin,
      machiningBox: tally.Machining_Box,
      class: classifyInspection(tally, limits, settings.thresholds).overall,
    }));
  const jointClass = assessment.class;
  return {
    customer: owner,
    serialNumber: joint.Serial_Number,
    item,
    location: joint.Current_Location,
    class: {
      overall: jointClass?.overall ?? null,
      body: jointClass?.body ?? null,
      toolJoint: jointClass?.toolJoint ?? null,
      reasons: jointClass?.reasons ?? [],
    },
    inspections,
    projection: assessment.projection,
    recutsLeft: assessment.recutsLeft,
    limits,
    wear: assessment.wear,
  };
}
