import { normalizeSearchText, type RecutDrops, recutDrops } from '@rigready/core';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import { GenerationMemo } from '../db/generation-memo.server.js';
import type { Database } from '../db/schema.server.js';
import { INSPECTION_COLUMNS } from './fleet-classes.server.js';
import { inOrderNumberOrder } from './same-day-order.server.js';
import { storedRecutDrops } from './stored-recut-figures.server.js';

/**
 * Whether two connection names are the same connection, as class limits match them (case, spaces).
 *
 * @example
 * sameConnection('NC50 ', 'nc50'); // true
 */
export const sameConnection = (a: string | null, b: string | null) =>
  a !== null &&
  b !== null &&
  normalizeSearchText(a) !== '' &&
  normalizeSearchText(a) === normalizeSearchText(b);

/**
 * Whether an inspection records a recut: a machining mark containing SUM, a superset of what recutDrops
 * counts. Written out as `tallies_recut_idx`'s predicate is, pattern and all: a bound pattern would not
 * match it, and the database would read every inspection of the items instead. In parentheses, as Kysely
 * joins a raw condition to the others with `and` as it stands.
 */
const recutMarked = sql<boolean>`(upper("Machining_Pin") like '%SUM%' or upper("Machining_Box") like '%SUM%')`;

/**
 * The serial numbers of the owner's joints of these items recut at some inspection, read through
 * `tallies_recut_idx`.
 *
 * @example
 * const serials = await recutSerials(db, 'Kestrel Drilling', ['500DP.19']).execute();
 */
export function recutSerials(db: Kysely<Database>, owner: string, itemNos: readonly string[]) {
  return db
    .selectFrom('tallies')
    .select('Serial_Number')
    .where('Customer', '=', owner)
    .where('Item_No', 'in', itemNos)
    .where(recutMarked);
}

/**
 * The inspections of the owner's joints of a connection that record a recut, one list per joint, for the
 * median tong space per recut when the provider has no setting. A joint never recut adds no drop to the
 * median, so only joints with a recut on some inspection are read: reading every inspection of the
 * connection brought over a million rows into the process for a customer of 400,000 joints.
 */
async function recutJoints(db: Kysely<Database>, owner: string, connection: string) {
  const items = await db
    .selectFrom('items')
    .select(['Item_No', 'Connection'])
    .where('Customer', '=', owner)
    .execute();
  const itemNos = items
    .filter((item) => sameConnection(item.Connection, connection))
    .map((item) => item.Item_No);
  if (itemNos.length === 0) return [];
  const tallies = await db
    .selectFrom('tallies')
    .select([...INSPECTION_COLUMNS])
    .where('Customer', '=', owner)
    .where('Item_No', 'in', itemNos)
    .where('Serial_Number', 'in', recutSerials(db, owner, itemNos))
    .orderBy('Serial_Number')
    .execute();
  const bySerial = new Map<string, typeof tallies>();
  for (const tally of tallies) {
    const list = bySerial.get(tally.Serial_Number);
    if (list) list.push(tally);
    else bySerial.set(tally.Serial_Number, [tally]);
  }
  return [...bySerial.values()].map(inOrderNumberOrder);
}

// Two figures of a few numbers each, as the heap holds them.
const BYTES_PER_ENTRY = 256;

const memo = new GenerationMemo<RecutDrops>(1024 * 1024, () => BYTES_PER_ENTRY);

const NO_DROPS: RecutDrops = { pin: null, box: null };

/**
 * The median tong space per recut on the owner's joints of a connection. Working it out reads every
 * inspection of the connection's recut joints, hundreds of thousands of rows for a customer of 400,000
 * joints, so the figures are stored in the database (`storedRecutDrops`) for every process and host
 * until a write to the tallies or items, and kept in the process until the data generation moves. The
 * figures are the owner's, the same whoever asks: the caller has shown that its scope holds a joint of
 * the owner.
 *
 * @example
 * const drops = await cachedRecutDrops(handle, 'Kestrel Drilling', 'NC50');
 */
export function cachedRecutDrops(
  handle: DatabaseHandle,
  owner: string,
  connection: string | null,
): Promise<RecutDrops> {
  const connectionKey = connection === null ? '' : normalizeSearchText(connection);
  if (connection === null || connectionKey === '') return Promise.resolve(NO_DROPS);
  return memo.value(handle, JSON.stringify({ owner, connection: connectionKey }), () =>
    storedRecutDrops(handle, owner, connectionKey, async () =>
      recutDrops(await recutJoints(handle.db, owner, connection)),
    ),
  );
}
