import { routeByName } from '@rigready/core';
import { orderLineKey } from '../../shared/order-line-key.js';
import type { Identity } from '../access/identity.server.js';
import { documentLink } from '../documents/links/document-link.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { inspectedLineKeys, reportedBhaOrders } from '../services/inspected-orders.server.js';
import { type OrderRowsForPage, orderRowsForPage } from './order-rows.server.js';
import { pageScope } from './page-scope.server.js';

/** The signed download links of an order's machining and hardbanding COC (null: the order has none). */
export interface OrderCocLinks {
  machining: string | null;
  hardbanding: string | null;
}

/**
 * What the ongoing and completed order screens show: the order rows, where each line's inspection can be
 * seen (by row key: `Order_No|Item_No` for tubular lines, `Order_No` for BHA orders), and the COC links
 * of the tubular orders that have COC documents.
 */
export type OrderStagesForPage = OrderRowsForPage & {
  inspectionViews: Record<string, string>;
  coc: Record<string, OrderCocLinks>;
};

function cocLinks(identity: Identity, rows: OrderRowsForPage): Record<string, OrderCocLinks> {
  if (rows.pipeType !== 'Tubular') return {};
  const runtime = getPortalRuntime();
  const now = runtime.now();
  const link = (Order_No: string, document: 'coc_machining' | 'coc_hardbanding') =>
    documentLink(
      runtime.tokenKey,
      identity.actor,
      { kind: 'stored', reference: { kind: 'order', Order_No, document } },
      now,
    );
  const coc: Record<string, OrderCocLinks> = {};
  for (const row of rows.rows) {
    if (!row.COC_Machining && !row.COC_Hardbanding) continue;
    coc[row.Order_No] = {
      machining: row.COC_Machining ? link(row.Order_No, 'coc_machining') : null,
      hardbanding: row.COC_Hardbanding ? link(row.Order_No, 'coc_hardbanding') : null,
    };
  }
  return coc;
}

async function inspectionViews(identity: Identity, rows: OrderRowsForPage): Promise<Record<string, string>> {
  const scoped = pageScope(identity);
  const views: Record<string, string> = {};
  if (rows.pipeType === 'BHA') {
    const reported = await reportedBhaOrders(scoped);
    const path = routeByName('inspectionBHA').path;
    for (const row of rows.rows) {
      if (reported.has(row.Order_No))
        views[row.Order_No] = `${path}?${new URLSearchParams({ q: row.Order_No })}`;
    }
    return views;
  }
  const inspected = await inspectedLineKeys(scoped);
  const path = routeByName('inspection-view').path;
  for (const row of rows.rows) {
    const key = orderLineKey(row);
    if (inspected.has(key))
      views[key] =
        `${path}/${encodeURIComponent(row.Order_No)}?${new URLSearchParams({ item: row.Item_No })}`;
  }
  return views;
}

/**
 * The ongoing or completed order screen's data: {@link orderRowsForPage}, the link to each line's
 * inspection where it has one (tubular lines with tallies open /inspection-view, BHA orders with reports
 * their reports on /inspectionBHA), and signed links to the orders' COC documents.
 *
 * @example
 * const page = await orderStagesForPage(await requirePageUser(request));
 * page.inspectionViews['41038|500DP.01']; // '/inspection-view/41038?item=500DP.01'
 */
export async function orderStagesForPage(identity: Identity): Promise<OrderStagesForPage> {
  const rows = await orderRowsForPage(identity);
  return { ...rows, inspectionViews: await inspectionViews(identity, rows), coc: cocLinks(identity, rows) };
}
