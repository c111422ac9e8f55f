import type { Identity } from '../access/identity.server.js';
import {
  type BhaOrderAnswer,
  listBhaOrders,
  listTubularOrders,
  type TubularOrderAnswer,
} from '../services/orders.server.js';
import {
  type OrderProgressText,
  type OrderStepsText,
  withBhaOrderProgress,
  withOrderProgress,
} from './order-progress-page.server.js';
import { pageScope } from './page-scope.server.js';

/**
 * The order lines of the page's pipe type: tubular lines (with their progress and expected ready date)
 * or BHA orders (with their progress), excluded assets left out.
 */
export type OrderRowsForPage =
  | { pipeType: 'Tubular'; rows: (TubularOrderAnswer & OrderProgressText)[] }
  | { pipeType: 'BHA'; rows: (BhaOrderAnswer & OrderStepsText)[] };

/**
 * The orders an order page shows, by the session's pipe type, through the same services as
 * /api/getOrderconfirm and /api/getOrderconfirmBHA.
 *
 * @example
 * const { pipeType, rows } = await orderRowsForPage(await requirePageUser(request));
 */
export async function orderRowsForPage(identity: Identity): Promise<OrderRowsForPage> {
  const scoped = pageScope(identity);
  return identity.coreSession.pipeType === 'BHA'
    ? { pipeType: 'BHA', rows: withBhaOrderProgress(await listBhaOrders(scoped)) }
    : { pipeType: 'Tubular', rows: await withOrderProgress(identity, await listTubularOrders(scoped)) };
}
