import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { ActionError } from '../action-error.server.js';

/** One joint or tool a request names, as stored and as the outbox carries it. */
export interface RequestItem {
  kind: 'joint' | 'tool';
  serial: string;
  itemNo: string | null;
  asset: string | null;
}

const SHOWN_REFUSED = 10;

function refusal(kind: 'joint' | 'tool', refused: readonly string[]): string {
  const shown = refused.slice(0, SHOWN_REFUSED).join(', ');
  const more = refused.length > SHOWN_REFUSED ? ` and ${refused.length - SHOWN_REFUSED} more` : '';
  return refused.length === 1
    ? `${shown} is not a ${kind} you may request`
    : `${shown}${more} are not ${kind}s you may request`;
}

/**
 * Those of `serials` that are joints (tubular serials) or tools (BHA serials) within the caller's scoped
 * database, by serial: another customer's, of an asset the caller may not see, or unknown are not found.
 *
 * @example
 * (await foundRequestItems(scoped, 'joint', ['NW-0001', 'PO-0001'])).has('PO-0001'); // false for Northwind
 */
export async function foundRequestItems(
  scoped: ScopedDb,
  kind: 'joint' | 'tool',
  serials: readonly string[],
): Promise<Map<string, RequestItem>> {
  const found = new Map<string, RequestItem>();
  if (serials.length === 0) return found;
  if (kind === 'joint') {
    const rows = await scoped
      .selectFrom('serials')
      .select(['Serial_Number', 'Item_No', 'Asset'])
      .where('Serial_Number', 'in', [...serials])
      .execute();
    for (const row of rows)
      found.set(row.Serial_Number, {
        kind,
        serial: row.Serial_Number,
        itemNo: row.Item_No,
        asset: row.Asset,
      });
  } else {
    const rows = await scoped
      .selectFrom('bha_items')
      .select(['Serial_No', 'Material_Number', 'Asset'])
      .where('Serial_No', 'in', [...serials])
      .execute();
    for (const row of rows)
      found.set(row.Serial_No, {
        kind,
        serial: row.Serial_No,
        itemNo: row.Material_Number,
        asset: row.Asset,
      });
  }
  return found;
}

/**
 * The joints or tools a request names ({@link foundRequestItems}), read through the caller's scoped
 * database across every asset the caller may see: a serial of another customer, of an asset the caller
 * may not see, or of no record at all is refused alike, naming the serial and never whose it is. Items
 * keep the order they were given.
 *
 * @throws {@link ActionError} 400 naming the serials that are not the caller's.
 * @example
 * await requestItems(scoped, 'joint', ['NW-0001']); // [{ kind: 'joint', serial: 'NW-0001', itemNo: '550DP.12', asset: 'Rig A' }]
 */
export async function requestItems(
  scoped: ScopedDb,
  kind: 'joint' | 'tool',
  serials: readonly string[],
): Promise<RequestItem[]> {
  const found = await foundRequestItems(scoped, kind, serials);
  const refused = serials.filter((serial) => !found.has(serial));
  if (refused.length > 0) throw new ActionError(400, refusal(kind, refused));
  return serials.map((serial) => found.get(serial) as RequestItem);
}
