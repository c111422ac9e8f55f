import {
  assessJoint,
  type BodyThresholds,
  type JointClass,
  lowerClass,
  matchClassLimits,
} from '@rigready/core';
import type { Kysely } from 'kysely';
import { contractTables } from '../db/contract-tables.server.js';
import type { Database, NotificationEventsTable } from '../db/schema.server.js';
import { limitsOf } from '../joint-class/fleet-classes.server.js';
import { inOrderNumberOrder } from '../joint-class/same-day-order.server.js';
import { eventRecord } from './event-record.server.js';

/**
 * A tally row a run added or changed: its customer, record key (order number, serial number), whether the
 * run added it, and for a changed row the stored text each changed field had before the run.
 */
export interface TallyChange {
  customer: string;
  key: readonly string[];
  added: boolean;
  fields: ReadonlyMap<string, { old: string | null }>;
}

type TallyRow = Database['tallies'];

const TALLY_FIELDS: Record<string, { kind: string }> = contractTables.tallies.fields;

/** A tally row as it was before the run changed it: each changed field back to its old stored text. */
function asBefore(tally: TallyRow, fields: TallyChange['fields']): TallyRow {
  const before: Record<string, unknown> = { ...tally };
  for (const [field, { old }] of fields) {
    before[field] = old !== null && TALLY_FIELDS[field]?.kind === 'measure' ? Number(old) : old;
  }
  return before as TallyRow;
}

const lowered = (before: JointClass | null, after: JointClass | null) =>
  before !== null && after !== null && before !== after && lowerClass(before, after) === after;

/**
 * The joints whose class a run lowered (Premium to Class 2, or either to Reject): for each joint with a
 * tally row the run added or changed, the class of its latest inspection as the joint stood before the run
 * (without the rows it added, with the old figures of the rows it changed, such as a corrected wall)
 * against the class now (core's `assessJoint`, as the joint's page classes it). An older inspection filled
 * in late leaves the latest, and so the class, as it was. One event per joint, inspection order and class
 * reached, for the joint's customer, linking to the joint's page.
 *
 * @example
 * const events = await jointDowngrades(db, changed, thresholds, run.id, run.finished_at);
 * events[0]?.title; // 'Joint KD-01 dropped from Premium to Class 2'
 */
export async function jointDowngrades(
  db: Kysely<Database>,
  changed: readonly TallyChange[],
  thresholds: BodyThresholds,
  runId: string,
  at: string,
): Promise<NotificationEventsTable[]> {
  type Joint = { customer: string; serial: string; added: Set<string>; corrected: Map<string, TallyChange> };
  const joints = new Map<string, Joint>();
  for (const change of changed) {
    const [order = '', serial = ''] = change.key;
    const id = JSON.stringify([change.customer, serial]);
    const joint = joints.get(id) ?? {
      customer: change.customer,
      serial,
      added: new Set(),
      corrected: new Map(),
    };
    if (change.added) joint.added.add(order);
    else joint.corrected.set(order, change);
    joints.set(id, joint);
  }
  if (joints.size === 0) return [];
  const limitRows = await db.selectFrom('class_limits').selectAll().execute();
  const events: NotificationEventsTable[] = [];
  for (const { customer, serial, added, corrected } of joints.values()) {
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
        .execute()
        .then(inOrderNumberOrder),
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
      tallies
        .filter((tally) => !added.has(tally.Order_No))
        .map((tally) => {
          const change = corrected.get(tally.Order_No);
          return change ? asBefore(tally, change.fields) : tally;
        }),
      options,
    );
    const after = assessJoint(tallies, options);
    const from = before.class?.overall ?? null;
    const to = after.class?.overall ?? null;
    if (to === null || !lowered(from, to)) continue;
    events.push(
      eventRecord(
        {
          kind: 'joint-downgraded',
          customer,
          entity: 'tallies',
          asset: null,
          key: [serial, after.latest?.Order_No ?? '', to],
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
