import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { type OrderInspection, orderInspection } from './inspection-history-page.server.js';

/**
 * The inspections of one tubular order of the actor: per item of the order (or only `itemNo`), its joints'
 * tallies with the IPC and wall counts and the changes from the previous inspection, through the same
 * service as the item history. Items without tallies are left out; an order outside the actor's scope has
 * no lines, so it answers an empty list like an unknown number.
 *
 * @example
 * const inspections = await orderInspections(scoped, '41038', null);
 * inspections.map((inspection) => inspection.order.itemNo); // ['500DP.01']
 */
export async function orderInspections(
  scoped: ScopedDb,
  orderNo: string,
  itemNo: string | null,
): Promise<OrderInspection[]> {
  const lines = await scoped
    .selectFrom('orders')
    .select(['Item_No', 'Equipment'])
    .where('Order_No', '=', orderNo)
    .$if(itemNo !== null, (query) => query.where('Item_No', '=', itemNo as string))
    .orderBy('Item_No')
    .execute();
  const items = new Map(
    lines.flatMap((line) => (line.Equipment ? [[line.Item_No, line.Equipment] as const] : [])),
  );
  const inspections = await Promise.all(
    [...items].map(([item, equipment]) => orderInspection(scoped, { orderNo, itemNo: item, equipment })),
  );
  return inspections.filter(
    (inspection): inspection is OrderInspection => inspection !== null && inspection.serials.length > 0,
  );
}
