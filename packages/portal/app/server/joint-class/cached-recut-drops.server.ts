import { normalizeSearchText, type RecutDrops, recutDrops } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import { GenerationMemo } from '../db/generation-memo.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { INSPECTION_COLUMNS } from './fleet-classes.server.js';
import { inOrderNumberOrder } from './same-day-order.server.js';

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
 * The inspections of the owner's joints of a connection that record a recut, one list per joint, for the
 * median tong space per recut when the provider has no setting. A joint never recut adds no drop to the
 * median, so only joints with a recut on some inspection are read: the database picks them (any machining
 * mark containing SUM, a superset of what recutDrops counts), where reading every inspection of the
 * connection brought over a million rows into the process for a customer of 400,000 joints.
 */
async function recutJoints(scoped: ScopedDb, owner: string, connection: string | null) {
  if (connection === null) return [];
  const items = await scoped
    .selectFrom('items')
    .select(['Item_No', 'Connection'])
    .where('Customer', '=', owner)
    .execute();
  const itemNos = items
    .filter((item) => sameConnection(item.Connection, connection))
    .map((item) => item.Item_No);
  if (itemNos.length === 0) return [];
  const recut = scoped
    .selectFrom('tallies')
    .select('Serial_Number')
    .where('Customer', '=', owner)
    .where('Item_No', 'in', itemNos)
    .where(({ eb, fn, or }) =>
      or([
        eb(fn('upper', ['Machining_Pin']), 'like', '%SUM%'),
        eb(fn('upper', ['Machining_Box']), 'like', '%SUM%'),
      ]),
    );
  const tallies = await scoped
    .selectFrom('tallies')
    .select([...INSPECTION_COLUMNS])
    .where('Customer', '=', owner)
    .where('Item_No', 'in', itemNos)
    .where('Serial_Number', 'in', recut)
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

/**
 * The median tong space per recut on the owner's joints of a connection, kept until the data generation
 * moves: it reads every inspection of those joints, over a million rows for a customer of 400,000, and
 * every joint page of the connection asks for the same figures. Kept by the scope's rules, the owner and
 * the connection, so two scopes never share an entry.
 *
 * @example
 * const drops = await cachedRecutDrops(handle, scoped, 'Kestrel Drilling', 'NC50');
 */
export function cachedRecutDrops(
  handle: DatabaseHandle,
  scoped: ScopedDb,
  owner: string,
  connection: string | null,
): Promise<RecutDrops> {
  const key = JSON.stringify({ rules: scoped.rules, owner, connection });
  return memo.value(handle, key, async () => recutDrops(await recutJoints(scoped, owner, connection)));
}
