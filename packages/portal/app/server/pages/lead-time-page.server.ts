import {
  DEFAULT_STATISTICS_RANGE,
  groupLeadTimes,
  type LeadTimeGroup,
  leadTimeDurations,
  STATISTICS_MESSAGES,
  selectableOrders,
} from '@rigready/core';
import { formDay } from '../http/form-day.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { listTubularOrders } from '../services/orders.server.js';
import { equipmentStatistics, itemsAndOrders } from '../services/statistics.server.js';

/** Lead time by completion year and by scope (core's rule), and the group whose orders are listed. */
export interface LeadTimeView {
  byYear: LeadTimeGroup[];
  byScope: LeadTimeGroup[];
  /** The group chosen with `?leadTime=year:2024` or `?leadTime=scope:Inspection`, null when none. */
  chosen: { by: 'year' | 'scope'; group: LeadTimeGroup } | null;
}

/**
 * The lead-time figures of the actor's tubular orders (/getOrderconfirmTubular's rows): durations, medians
 * and floored averages all come from core's `leadTimeDurations` and `groupLeadTimes`.
 *
 * @example
 * const view = await leadTimeView(scoped, 'year:2024');
 * view.chosen?.group.durations.map((d) => d.orderNo);
 */
export async function leadTimeView(scoped: ScopedDb, chosen: string | null): Promise<LeadTimeView> {
  const durations = leadTimeDurations(await listTubularOrders(scoped));
  const byYear = groupLeadTimes(durations, 'year');
  const byScope = groupLeadTimes(durations, 'scope');
  const [by, key] = (chosen ?? '').split(':', 2);
  const pool = by === 'year' ? byYear : by === 'scope' ? byScope : [];
  const group = pool.find((candidate) => candidate.key === key);
  return { byYear, byScope, chosen: group ? { by: by as 'year' | 'scope', group } : null };
}

/** What the statistics form asked for (GET query parameters). */
export interface StatisticsQuery {
  item: string | null;
  from: string;
  to: string;
  orders: string[];
  /** True when the form was sent (GO): the form always sends its item field, chosen or empty. */
  submitted: boolean;
}

/**
 * Reads the statistics form from the URL: the item, the range (DD.MM.YYYY or ISO; the spec's default
 * 2020-01-01 to 2070-01-01 when empty or not a date) and the chosen orders.
 *
 * @example
 * statisticsQuery(new URL('https://x/statistics?item=127DP.55&orders=S101')).orders; // ['S101']
 */
export function statisticsQuery(url: URL): StatisticsQuery {
  const date = (name: string, fallback: string) => formDay(url.searchParams.get(name)) ?? fallback;
  return {
    item: url.searchParams.get('item')?.trim() || null,
    from: date('from', DEFAULT_STATISTICS_RANGE.start),
    to: date('to', DEFAULT_STATISTICS_RANGE.end),
    orders: url.searchParams.getAll('orders').filter(Boolean),
    submitted: url.searchParams.has('item'),
  };
}

/** The items the statistics form offers, each with its equipment and orders (newest order number first). */
export interface StatisticsItemChoice {
  itemNo: string;
  equipment: string;
  orders: { ono: string; date: string | null }[];
}

/** The statistics page's answer to GO: a message (nothing was requested) or the equipment dashboard. */
export type StatisticsResult =
  | { kind: 'message'; message: string }
  | { kind: 'empty'; message: string }
  | ({ kind: 'dashboard' } & Awaited<ReturnType<typeof equipmentStatistics>>);

/**
 * The item choices of the statistics form and, when GO was pressed, its answer: 'Please select an item
 * number' without an item (nothing is requested), 'No orders found for selected item' when no order of
 * the item lies in the range, otherwise the dashboard of the item's equipment over the chosen orders (all
 * of the item's orders when none is chosen), computed by the statistics service with core's rules.
 *
 * @example
 * const { result } = await statisticsView(scoped, statisticsQuery(url));
 */
export async function statisticsView(
  scoped: ScopedDb,
  query: StatisticsQuery,
): Promise<{ items: StatisticsItemChoice[]; result: StatisticsResult | null }> {
  const map = await itemsAndOrders(scoped);
  const items = Object.entries(map).map(([itemNo, entry]) => ({
    itemNo,
    equipment: entry.Equipment,
    orders: selectableOrders(entry.Orders.map((order) => ({ ...order, date: order.date ?? '' }))).map(
      (order) => ({ ono: order.ono, date: order.date || null }),
    ),
  }));
  if (!query.submitted) return { items, result: null };
  if (!query.item) return { items, result: { kind: 'message', message: STATISTICS_MESSAGES.noItem } };
  const choice = items.find((candidate) => candidate.itemNo === query.item);
  const known = new Set(choice?.orders.map((order) => order.ono) ?? []);
  const chosen = query.orders.filter((order) => known.has(order));
  const orders = chosen.length > 0 ? chosen : [...known];
  const empty = { kind: 'empty', message: STATISTICS_MESSAGES.noOrders } as const;
  if (orders.length === 0) return { items, result: empty };
  const answer = await equipmentStatistics(scoped, {
    itemNumber: query.item,
    orders,
    from: query.from,
    to: query.to,
  });
  if (answer.statistics.listOfOrderData.length === 0) return { items, result: empty };
  return { items, result: { kind: 'dashboard', ...answer } };
}
