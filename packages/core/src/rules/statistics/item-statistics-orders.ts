import { type DateInput, utcDayNumber } from '../dates/date-input.js';
import { formatDate } from '../dates/format-date.js';

/**
 * Default date range of the statistics screens (spec part 2 §5).
 *
 * @example
 * selectableOrders(orders, DEFAULT_STATISTICS_RANGE);
 */
export const DEFAULT_STATISTICS_RANGE = Object.freeze({ start: '2020-01-01', end: '2070-01-01' });

/**
 * An order of an item in the item-to-orders map (`/itemsAndOrders`).
 *
 * @example
 * const order: ItemOrder = { ono: 40211, date: '2024-03-01' };
 */
export interface ItemOrder {
  ono: string | number;
  date: DateInput;
}

/**
 * A date range; a side that is null or absent is not set.
 *
 * @example
 * const range: DateRange = { start: '2024-01-01', end: null }; // not applied: only one date set
 */
export interface DateRange {
  start?: DateInput | null;
  end?: DateInput | null;
}

function compareOrderNoDescending(a: ItemOrder, b: ItemOrder): number {
  return String(b.ono).localeCompare(String(a.ono), 'en', { numeric: true });
}

/**
 * The orders an item-statistics user can pick: the item's orders, limited to the date range (inclusive,
 * by UTC calendar day) when both dates are set, sorted by order number descending (numerically, so 40211
 * comes before 9999). With only one date set the range does not apply.
 *
 * @throws RangeError when an order date or a range date is not a date.
 * @example
 * selectableOrders([{ ono: 1, date: '2024-01-01' }, { ono: 2, date: '2025-01-01' }],
 *   { start: '2024-01-01', end: '2024-12-31' }); // [{ ono: 1, date: '2024-01-01' }]
 */
export function selectableOrders<O extends ItemOrder>(orders: readonly O[], range: DateRange = {}): O[] {
  const { start, end } = range;
  let kept = [...orders];
  if (start != null && end != null) {
    const first = utcDayNumber(start);
    const last = utcDayNumber(end);
    kept = kept.filter((o) => {
      const day = utcDayNumber(o.date);
      return day >= first && day <= last;
    });
  }
  return kept.sort(compareOrderNoDescending);
}

/**
 * The validation messages of the statistics screens (spec part 2 §5, §8).
 *
 * @example
 * STATISTICS_MESSAGES.noOrdersInPeriod('550DP.12', '01.01.2024', '31.12.2024');
 * // 'No orders for item(s): 550DP.12 for period 01.01.2024 - 31.12.2024'
 */
export const STATISTICS_MESSAGES = Object.freeze({
  noItem: 'Please select an item number',
  noOrders: 'No orders found for selected item',
  noOrdersInPeriod: (item: string, start: string, end: string) =>
    `No orders for item(s): ${item} for period ${start} - ${end}`,
});

/**
 * What an item-statistics request resolves to: the orders to send, or the message to show instead.
 *
 * @example
 * const request: ItemStatisticsRequest = { ok: true, itemNumber: '550DP.12', orders: ['40211'] };
 */
export type ItemStatisticsRequest =
  | { ok: true; itemNumber: string; orders: string[] }
  | { ok: false; message: string };

/**
 * Checks an item-statistics request before anything is fetched (spec part 2 §5):
 * no item selected gives 'Please select an item number'; a range with both dates set and no selectable
 * order in it gives 'No orders for item(s): {item} for period {start} - {end}' with the dates as
 * DD.MM.YYYY; an item without any order and no range gives 'No orders found for selected item' (the
 * statistics page's label). Otherwise the orders to send are the explicitly selected ones that are still
 * selectable or, when none are, all selectable orders (the `/statistics/item` call joins them with commas).
 *
 * @throws RangeError when a date is not a date.
 * @example
 * itemStatisticsRequest({ item: '', orders: [], range: {} });
 * // { ok: false, message: 'Please select an item number' }
 * itemStatisticsRequest({ item: '550DP.12', orders: [{ ono: 40211, date: '2024-02-01' }],
 *   range: { start: '2023-01-01', end: '2023-12-31' } });
 * // { ok: false, message: 'No orders for item(s): 550DP.12 for period 01.01.2023 - 31.12.2023' }
 */
export function itemStatisticsRequest(input: {
  item: string | null | undefined;
  orders: readonly ItemOrder[];
  range?: DateRange;
  selected?: readonly (string | number)[];
}): ItemStatisticsRequest {
  const item = input.item?.trim();
  if (!item) return { ok: false, message: STATISTICS_MESSAGES.noItem };
  const range = input.range ?? {};
  const selectable = selectableOrders(input.orders, range).map((o) => String(o.ono));
  if (selectable.length === 0 && range.start != null && range.end != null) {
    return {
      ok: false,
      message: STATISTICS_MESSAGES.noOrdersInPeriod(item, formatDate(range.start), formatDate(range.end)),
    };
  }
  if (selectable.length === 0) return { ok: false, message: STATISTICS_MESSAGES.noOrders };
  const chosen = new Set((input.selected ?? []).map(String));
  const selected = selectable.filter((ono) => chosen.has(ono));
  return { ok: true, itemNumber: item, orders: selected.length > 0 ? selected : selectable };
}
