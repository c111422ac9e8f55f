import {
  type HardbandingRate,
  type HardbandingTotalRate,
  hardbandingRates,
  hardbandingTotalRate,
  type ItemStatisticsOrderRow,
  itemStatisticsOrderRows,
  itemStatisticsRequest,
  type MachiningRate,
  type MachiningTotalRate,
  machiningRates,
  machiningTotalRate,
  selectableOrders,
} from '@rigready/core';
import { formDay } from '../http/form-day.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { equipmentStatistics, itemStatistics, itemsAndOrders } from '../services/statistics.server.js';

/** What the item statistics form asked for (GET query parameters). */
export interface ItemStatisticsQuery {
  item: string | null;
  start: string | null;
  end: string | null;
  orders: string[];
  submitted: boolean;
}

/**
 * Reads the item statistics form from the URL; a range is only a range when both dates are dates.
 *
 * @example
 * itemStatisticsQuery(new URL('https://x/item-statistics?item=127DP.55&orders=S101&go=1')).orders; // ['S101']
 */
export function itemStatisticsQuery(url: URL): ItemStatisticsQuery {
  const date = (name: string) => formDay(url.searchParams.get(name));
  return {
    item: url.searchParams.get('item')?.trim() || null,
    start: date('start'),
    end: date('end'),
    orders: url.searchParams.getAll('orders').filter(Boolean),
    submitted: url.searchParams.has('go'),
  };
}

/** The figures the item statistics page draws. */
export interface ItemStatisticsFigures {
  itemNumber: string;
  orders: string[];
  statistics: Awaited<ReturnType<typeof itemStatistics>>;
  panel: Awaited<ReturnType<typeof equipmentStatistics>>;
  /** Core's Total over Pin and Box (from the counts), then Pin and Box. */
  machining: [MachiningTotalRate, ...MachiningRate[]];
  /** Core's Total over the hardbanded connections, then Box; null without hardbanding data. */
  hardbanding: [HardbandingTotalRate, HardbandingRate] | null;
  orderRows: ItemStatisticsOrderRow[];
}

function hardbanding(counts: Parameters<typeof hardbandingRates>[0]): ItemStatisticsFigures['hardbanding'] {
  const total = hardbandingTotalRate(counts);
  const box = hardbandingRates(counts);
  return total && box ? [total, box] : null;
}

/**
 * The item statistics page: the items with their selectable orders (core's `selectableOrders`, limited to
 * the range when both dates are set) and, when the form was sent, either core's validation message
 * (nothing is requested) or the statistics over the orders core's `itemStatisticsRequest` chose, with
 * machining and hardbanding percentages from core's rates, each led by core's Total computed from the counts.
 *
 * @example
 * const view = await itemStatisticsView(scoped, itemStatisticsQuery(url));
 */
export async function itemStatisticsView(scoped: ScopedDb, query: ItemStatisticsQuery) {
  const map = await itemsAndOrders(scoped);
  const items = Object.entries(map).map(([itemNo, entry]) => ({ itemNo, equipment: entry.Equipment }));
  const range = { start: query.start, end: query.end };
  const itemOrders = (query.item ? (map[query.item]?.Orders ?? []) : []).map((order) => ({
    ono: order.ono,
    date: order.date ?? '1970-01-01',
  }));
  const selectable = selectableOrders(itemOrders, range).map((order) => ({
    ono: String(order.ono),
    date: map[query.item ?? '']?.Orders.find((o) => o.ono === order.ono)?.date ?? null,
  }));
  if (!query.submitted) return { items, selectable, message: null, figures: null };
  const request = itemStatisticsRequest({
    item: query.item,
    orders: itemOrders,
    range,
    selected: query.orders,
  });
  if (!request.ok) return { items, selectable, message: request.message, figures: null };
  const [statistics, panel] = await Promise.all([
    itemStatistics(scoped, request.itemNumber, request.orders),
    equipmentStatistics(scoped, { itemNumber: request.itemNumber, orders: request.orders }),
  ]);
  const figures: ItemStatisticsFigures = {
    itemNumber: request.itemNumber,
    orders: request.orders,
    statistics,
    panel,
    machining: [machiningTotalRate(statistics.Machining_Data), ...machiningRates(statistics.Machining_Data)],
    hardbanding: hardbanding(statistics.Hardbanding),
    orderRows: itemStatisticsOrderRows(statistics.Orders),
  };
  return { items, selectable, message: null, figures };
}
