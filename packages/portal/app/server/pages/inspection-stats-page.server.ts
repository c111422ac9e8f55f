import type { ScopedDb } from '../scoping/scoped-db.server.js';
import {
  historyOrderChoices,
  type OrderInspection,
  orderInspection,
} from './inspection-history-page.server.js';

/**
 * The customer-wide inspection view: for each item of the actor's history orders, its latest order's
 * inspection (the first in the newest-return-first list), through the same service as the item history.
 *
 * @example
 * const latest = await customerInspections(scoped);
 * latest.map((inspection) => inspection.order.itemNo);
 */
export async function customerInspections(scoped: ScopedDb): Promise<OrderInspection[]> {
  const latestPerItem = new Map<string, Awaited<ReturnType<typeof historyOrderChoices>>[number]>();
  for (const choice of await historyOrderChoices(scoped, null)) {
    if (!latestPerItem.has(choice.itemNo)) latestPerItem.set(choice.itemNo, choice);
  }
  const inspections = await Promise.all(
    [...latestPerItem.values()].map((choice) => orderInspection(scoped, choice)),
  );
  return inspections.filter((inspection): inspection is OrderInspection => inspection !== null);
}
