import type { Identity } from '../access/identity.server.js';
import { listBhaOrders, listTubularOrders } from '../services/orders.server.js';
import { withBhaOrderProgress, withOrderProgress } from './order-progress-page.server.js';
import { pageFleetScope } from './page-scope.server.js';

/** An order of the system of record that names a request, with where it stands. */
export interface RequestOrder {
  pipeType: 'Tubular' | 'BHA';
  orderNo: string;
  /** The order line's item (tubular orders have one line per item); null for a BHA order. */
  itemNo: string | null;
  /** The current step, as the ongoing-orders screen shows it. */
  stage: string;
  /** Every step marked done, current or to come, with the dates the order has. */
  steps: string;
  completed: boolean;
  /** Where the order is listed: ongoing or completed orders. */
  href: string;
}

/**
 * The tubular order lines and BHA orders of `customer` that name request `number` (`Request_No`), within
 * the viewer's assets, with their stages and steps as the order screens show them.
 *
 * @example
 * await requestOrders(identity, 'Northwind Drilling', 'RQ-2026-0001');
 * // [{ pipeType: 'Tubular', orderNo: '41038', itemNo: '550DP.12', stage: 'Machining', ... }]
 */
export async function requestOrders(
  identity: Identity,
  customer: string,
  number: string,
): Promise<RequestOrder[]> {
  const scoped = pageFleetScope(identity);
  const only = { customer, requestNo: number };
  const [tubular, bha] = await Promise.all([
    listTubularOrders(scoped, only).then((rows) => withOrderProgress(identity, rows)),
    listBhaOrders(scoped, only).then(withBhaOrderProgress),
  ]);
  const href = (completed: boolean) => (completed ? '/completedorders' : '/ongoingorders');
  return [
    ...tubular.map((row) => ({
      pipeType: 'Tubular' as const,
      orderNo: row.Order_No,
      itemNo: row.Item_No,
      stage: row.Stage,
      steps: row.Steps,
      completed: row.Completed === 'Yes',
      href: href(row.Completed === 'Yes'),
    })),
    ...bha.map((row) => ({
      pipeType: 'BHA' as const,
      orderNo: row.Order_No,
      itemNo: null,
      stage: row.Stage,
      steps: row.Steps,
      completed: row.Completed === 'Yes',
      href: href(row.Completed === 'Yes'),
    })),
  ];
}
