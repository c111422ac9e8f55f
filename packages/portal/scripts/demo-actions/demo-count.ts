import { recordFieldCount } from '../../app/server/actions/field-counts/record-field-count.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import { identityOf } from './demo-requests.js';

/** The device key of the demo count: the same on every start, so a second start records nothing more. */
const DEMO_COUNT_KEY = 'd3e1f1a0-5c1b-4a8e-9f00-000000000001';

/** A time on the demo's reference day (UTC). */
const on = (day: string, time: string) => `${day}T${time}:00.000Z`;

/**
 * A rack count by the demo customer persona, recorded through the portal's own action as the field app
 * sends one: the rack holding most of the customer's joints, every joint in it scanned but the last two
 * (missing), the customer's first joint of another rack as the device's copy still had it, in this rack
 * (found on the device, a conflict on the portal), and the second scanned as belonging elsewhere. Answers
 * its number, or null when the customer has no rack with joints or a second start recorded nothing.
 *
 * @example
 * await recordDemoCount(handle, customer.id, '2026-11-20', 'Europe/Oslo'); // 'FC-2026-0001'
 */
export async function recordDemoCount(
  handle: DatabaseHandle,
  customerUserId: string,
  day: string,
  timeZone: string,
): Promise<string | null> {
  const identity = await identityOf(handle, customerUserId, new Date(on(day, '09:00')));
  const customer = identity?.user.customer;
  if (!identity || !customer) return null;
  const racked = await handle.db
    .selectFrom('serials')
    .select(['Serial_Number', 'Site', 'Rack_Position', 'Position'])
    .where('Customer', '=', customer)
    .where('Rack_Position', 'is not', null)
    .where('Site', 'is not', null)
    .orderBy('Site')
    .orderBy('Rack_Position')
    .orderBy('Position')
    .orderBy('Serial_Number')
    .execute();
  const byRack = new Map<string, typeof racked>();
  for (const joint of racked) {
    const key = `${joint.Site}\u0000${joint.Rack_Position}`;
    byRack.set(key, [...(byRack.get(key) ?? []), joint]);
  }
  const [rackJoints] = [...byRack.values()].sort((a, b) => b.length - a.length);
  const elsewhere = racked.filter((joint) => rackJoints && !rackJoints.includes(joint));
  if (!rackJoints?.[0]) return null;
  const { Site: site, Rack_Position: rack } = rackJoints[0];
  const [moved, strayed] = elsewhere;
  const scanned = rackJoints.slice(0, -2).map((joint, at) => ({
    serial: joint.Serial_Number,
    at: new Date(Date.parse(on(day, '09:01')) + at * 15_000).toISOString(),
    outcome: 'found',
  }));
  const others = [
    ...(moved ? [{ serial: moved.Serial_Number, at: on(day, '09:50'), outcome: 'found' }] : []),
    ...(strayed ? [{ serial: strayed.Serial_Number, at: on(day, '09:51'), outcome: 'other-rack' }] : []),
  ];
  const recorded = await recordFieldCount(
    handle,
    identity,
    {
      key: DEMO_COUNT_KEY,
      kind: 'rack',
      site,
      rack,
      startedAt: on(day, '09:00'),
      finishedAt: on(day, '09:55'),
      copyTakenAt: on(day, '07:00'),
      scans: [...scanned, ...others],
      missing: rackJoints.slice(-2).map((joint) => joint.Serial_Number),
    },
    { now: new Date(on(day, '10:00')), timeZone },
  );
  return recorded.created ? recorded.number : null;
}
