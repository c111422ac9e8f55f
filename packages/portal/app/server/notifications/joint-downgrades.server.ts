import {
  assessJoint,
  type BodyThresholds,
  type JointClass,
  lowerClass,
  matchClassLimits,
} from '@rigready/core';
import type { Kysely } from 'kysely';
import type { Database, NotificationEventsTable } from '../db/schema.server.js';
import { limitsOf } from '../joint-class/fleet-classes.server.js';
import { eventRecord } from './event-record.server.js';

/** A tally row a run added: its customer and record key (order number, serial number). */
export interface AddedTally {
  customer: string;
  key: readonly string[];
}

const lowered = (before: JointClass | null, after: JointClass | null) =>
  before !== null && after !== null && before !== after && lowerClass(before, after) === after;

/**
 * The joints whose class a run lowered (Premium to Class 2, or either to Reject): for each joint with a
 * tally row the run added, the class of its latest inspection without the run's rows against the class
 * with them (core's `assessJoint`, as the joint's page classes it). An older inspection filled in late
 * leaves the latest, and so the class, as it was. One event per joint and inspection order, linking to
 * the joint's page.
 *
 * @example
 * const events = await jointDowngrades(db, added, thresholds, run.id, run.finished_at);
 * events[0]?.title; // 'Joint KD-01 dropped from Premium to Class 2'
 */
export async function jointDowngrades(
  db: Kysely<Database>,
  added: readonly AddedTally[],
  thresholds: BodyThresholds,
  runId: string,
  at: string,
): Promise<NotificationEventsTable[]> {
  const joints = new Map<string, { customer: string; serial: string; orders: Set<string> }>();
  for (const { customer, key } of added) {
    const [order = '', serial = ''] = key;
    const id = JSON.stringify([customer, serial]);
    const joint = joints.get(id) ?? { customer, serial, orders: new Set<string>() };
    joint.orders.add(order);
    joints.set(id, joint);
  }
  if (joints.size === 0) return [];
  const limitRows = await db.selectFrom('class_limits').selectAll().execute();
  const events: NotificationEventsTable[] = [];
  for (const { customer, serial, orders } of joints.values()) {
    const [joint, tallies] = await Promise.all([
      db
        .selectFrom('serials')
        .select('Item_No')
        .where('Customer', '=', customer)
        .where('Serial_Number', '=', serial)
        .executeTakeFirst(),
      db
        .selectFrom('tallies')
        .selectAll()
        .where('Customer', '=', customer)
        .where('Serial_Number', '=', serial)
        .execute(),
    ]);
    const item =
      joint?.Item_No == null
        ? undefined
        : await db
            .selectFrom('items')
            .select(['Item_No', 'Connection', 'Tube_OD', 'Weight', 'Grade'])
            .where('Customer', '=', customer)
            .where('Item_No', '=', joint.Item_No)
            .executeTakeFirst();
    const row = item ? matchClassLimits(item, limitRows) : null;
    const options = { limits: row && limitsOf(row), thresholds };
    const before = assessJoint(
      tallies.filter((tally) => !orders.has(tally.Order_No)),
      options,
    );
    const after = assessJoint(tallies, options);
    const from = before.class?.overall ?? null;
    const to = after.class?.overall ?? null;
    if (!lowered(from, to)) continue;
    events.push(
      eventRecord(
        {
          kind: 'joint-downgraded',
          customer,
          entity: 'tallies',
          asset: null,
          key: [serial, after.latest?.Order_No ?? ''],
        },
        `Joint ${serial} dropped from ${from} to ${to}`,
        `/joints/${encodeURIComponent(serial)}`,
        runId,
        at,
      ),
    );
  }
  return events;
}
