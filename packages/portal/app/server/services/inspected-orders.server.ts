import { orderLineKey } from '../../shared/order-line-key.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/**
 * The tubular order lines of the actor's customer whose joints have tallies (by `orderLineKey`): the lines
 * with an inspection to show. A line is "inspected" by its Check flag long before (and sometimes without)
 * tallies arriving, so the flag alone would link to an empty view.
 *
 * @example
 * const inspected = await inspectedLineKeys(scoped);
 * inspected.has('41038|500DP.01'); // true
 */
export async function inspectedLineKeys(scoped: ScopedDb): Promise<Set<string>> {
  const rows = await scoped.selectFrom('tallies').select(['Order_No', 'Item_No']).distinct().execute();
  return new Set(rows.map((row) => orderLineKey(row)));
}

/**
 * The BHA orders of the actor that have at least one inspection report.
 *
 * @example
 * (await reportedBhaOrders(scoped)).has('60079'); // true
 */
export async function reportedBhaOrders(scoped: ScopedDb): Promise<Set<string>> {
  const rows = await scoped.selectFrom('bha_reports').select(['Order_No']).distinct().execute();
  return new Set(rows.flatMap((row) => (row.Order_No ? [row.Order_No] : [])));
}
