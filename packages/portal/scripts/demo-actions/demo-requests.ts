import { assetChoices } from '../../app/server/access/asset-choices.server.js';
import { type Identity, loadIdentity } from '../../app/server/access/identity.server.js';
import {
  changeRequestStatus,
  type StatusChanger,
} from '../../app/server/actions/requests/change-request-status.server.js';
import { createRequest } from '../../app/server/actions/requests/create-request.server.js';
import type { RawRequestInput } from '../../app/server/actions/requests/request-input.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import type { RequestStatus } from '../../app/server/db/schema.server.js';

/** One demo request: its joints (how many, from which of the two assets, after how many), its fields, moves. */
interface DemoRequestPlan {
  key: string;
  from: 0 | 1;
  skip: number;
  joints: number;
  fields: (
    assets: readonly [string, string],
    day: string,
  ) => Omit<RawRequestInput, 'serials' | 'clientKey' | 'itemKind'>;
  moves: readonly { status: RequestStatus; comment?: string }[];
}

/** A day `days` after `day` (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One request of each kind, left in each status a request can have. */
const PLANS: readonly DemoRequestPlan[] = [
  {
    key: 'demo-inspection',
    from: 0,
    skip: 0,
    joints: 4,
    fields: () => ({ kind: 'inspection', inspectionSpec: 'DS-1 Category 4', notes: 'Before the next well' }),
    moves: [{ status: 'acknowledged' }, { status: 'in-progress' }],
  },
  {
    key: 'demo-recut',
    from: 0,
    skip: 4,
    joints: 2,
    fields: () => ({ kind: 'recut', notes: 'Pin threads galled on the last trip' }),
    moves: [
      { status: 'acknowledged' },
      { status: 'in-progress' },
      { status: 'done', comment: 'Recut and re-inspected; back in the rack' },
    ],
  },
  {
    key: 'demo-hardbanding',
    from: 1,
    skip: 0,
    joints: 2,
    fields: () => ({ kind: 'hardbanding' }),
    moves: [
      { status: 'declined', comment: 'The hardbanding line is booked until week 2: ask again in January' },
    ],
  },
  {
    key: 'demo-shipment',
    from: 0,
    skip: 6,
    joints: 3,
    fields: ([, to], day) => ({
      kind: 'shipment',
      asset: to,
      neededBy: dayAfter(day, 14),
      destination: `${to}, supply base quay 3`,
      contact: 'Kari Demo, +47 915 20 301',
    }),
    moves: [],
  },
  {
    key: 'demo-pick-up',
    from: 1,
    skip: 2,
    joints: 2,
    fields: ([, from]) => ({ kind: 'pick-up', asset: from, notes: 'Crane available mornings' }),
    moves: [{ status: 'acknowledged' }],
  },
];

/**
 * The identity of a fresh fleet-view session of a user, as a sign-in would give.
 *
 * @example
 * const identity = await identityOf(handle, customer.id, new Date('2026-11-20T08:30:00Z'));
 */
export async function identityOf(handle: DatabaseHandle, userId: string, at: Date): Promise<Identity | null> {
  const iso = at.toISOString();
  return loadIdentity(handle, {
    idHash: `demo-${userId}`,
    userId,
    createdAt: iso,
    expiresAt: iso,
    absoluteExpiresAt: iso,
    actingCustomer: null,
    currentAsset: null,
    pipeType: null,
  });
}

/** The two of the user's assets with the most of the customer's joints (by name on a tie), or null. */
async function twoAssets(handle: DatabaseHandle, identity: Identity): Promise<[string, string] | null> {
  const customer = identity.user.customer ?? '';
  const offered = assetChoices(identity.user, identity.customer, false).assets;
  if (offered.length === 0) return null;
  const counts = await handle.db
    .selectFrom('serials')
    .select(['Asset', handle.db.fn.countAll<number>().as('joints')])
    .where('Customer', '=', customer)
    .where('Asset', 'in', offered)
    .groupBy('Asset')
    .execute();
  const [first, second] = counts
    .map((row) => ({ asset: row.Asset ?? '', joints: Number(row.joints) }))
    .sort((a, b) => b.joints - a.joints || a.asset.localeCompare(b.asset));
  return first && second ? [first.asset, second.asset] : null;
}

async function jointsOn(
  handle: DatabaseHandle,
  customer: string,
  asset: string,
  skip: number,
  count: number,
) {
  const rows = await handle.db
    .selectFrom('serials')
    .select('Serial_Number')
    .where('Customer', '=', customer)
    .where('Asset', '=', asset)
    .orderBy('Serial_Number')
    .limit(count)
    .offset(skip)
    .execute();
  return rows.map((row) => row.Serial_Number);
}

/**
 * Makes the demo customer persona's requests through the request action, one of each kind, and moves them
 * as the demo admin through the queue's action: in progress, done, declined with a reason, left submitted
 * and acknowledged. Their joints are the first of the two assets of the persona with the most joints, by
 * serial number; every instant is on `day` (the demo's reference day, YYYY-MM-DD), minutes apart. A request
 * made before (the same form key) is neither made nor moved again. Answers the numbers made now.
 *
 * @example
 * await makeDemoRequests(handle, kariId, { kind: 'admin', userId, email, name }, '2026-11-20', 'Europe/Oslo');
 * // ['RQ-2026-0001', 'RQ-2026-0002', 'RQ-2026-0003', 'RQ-2026-0004', 'RQ-2026-0005']
 */
export async function makeDemoRequests(
  handle: DatabaseHandle,
  customerUserId: string,
  admin: Extract<StatusChanger, { kind: 'admin' }>,
  day: string,
  timeZone: string,
): Promise<string[]> {
  let minute = 0;
  const next = () => {
    minute += 7;
    return new Date(Date.parse(`${day}T08:30:00.000Z`) + minute * 60_000);
  };
  const identity = await identityOf(handle, customerUserId, next());
  const assets = identity ? await twoAssets(handle, identity) : null;
  if (!identity?.user.customer || !assets) return [];
  const made: string[] = [];
  for (const plan of PLANS) {
    const serials = await jointsOn(handle, identity.user.customer, assets[plan.from], plan.skip, plan.joints);
    if (serials.length === 0) continue;
    const input = { ...plan.fields(assets, day), itemKind: 'joint', serials, clientKey: plan.key };
    const { number, created } = await createRequest(handle, identity, input, { now: next(), timeZone });
    if (!created) continue;
    made.push(number);
    for (const move of plan.moves) await changeRequestStatus(handle, admin, number, move, next());
  }
  return made;
}
