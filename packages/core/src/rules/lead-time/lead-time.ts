import { type DateInput, toEpochMs } from '../dates/date-input.js';
import { workingDaysBetween } from '../dates/working-days.js';

/**
 * Smallest quantity received for an order to count in lead time.
 *
 * @example
 * Number(order.QTY_Recived) >= LEAD_TIME_MIN_QUANTITY; // counts in lead time
 */
export const LEAD_TIME_MIN_QUANTITY = 10;

/**
 * Longest lead time kept, in working days; longer durations are discarded as outliers.
 *
 * @example
 * LEAD_TIME_MAX_DAYS; // 50: a 50-day job is kept, a 51-day job discarded
 */
export const LEAD_TIME_MAX_DAYS = 50;

/**
 * Scopes of work that count in lead time.
 *
 * @example
 * LEAD_TIME_SCOPES.includes('Inspection'); // true
 */
export const LEAD_TIME_SCOPES = Object.freeze(['Rig Return', 'Inspection'] as const);

/**
 * The tubular order-line fields lead time reads (docs/data-contract.md orders.json).
 *
 * @example
 * const order: LeadTimeOrder = { Order_No: 40211, Scope_Of_Work: 'Rig Return', QTY_Recived: 12,
 *   Return_Date: '2024-03-01', Job_Completed_Date: '2024-03-04' };
 */
export interface LeadTimeOrder {
  Order_No: string | number;
  Item_No?: string | null;
  Scope_Of_Work?: string | null;
  QTY_Recived?: number | string | null;
  Return_Date?: DateInput | null;
  Job_Completed_Date?: DateInput | null;
  Inspection_Completed_DATE?: DateInput | null;
}

/**
 * The lead time of one order line.
 *
 * @example
 * const duration: LeadTimeDuration =
 *   { orderNo: '40211', itemNo: '550DP.12', scope: 'Rig Return', year: 2024, days: 1 };
 */
export interface LeadTimeDuration {
  orderNo: string;
  itemNo: string | null;
  scope: (typeof LEAD_TIME_SCOPES)[number];
  /** UTC year of the completion date. */
  year: number;
  /** Working days from return to completion. */
  days: number;
}

function toDateOrNull(value: DateInput | null | undefined): DateInput | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    toEpochMs(value);
    return value;
  } catch {
    return null;
  }
}

function scopeOf(order: LeadTimeOrder): LeadTimeDuration['scope'] | null {
  const scope = order.Scope_Of_Work?.trim().toLowerCase();
  return LEAD_TIME_SCOPES.find((s) => s.toLowerCase() === scope) ?? null;
}

/**
 * Lead time of each order line that counts (spec part 2 §5):
 *
 * - quantity received (`QTY_Recived`, a number or numeric string) at least 10;
 * - scope of work Rig Return or Inspection (trimmed, case-insensitive);
 * - a return date and a completion date: `Job_Completed_Date`, or `Inspection_Completed_DATE` when the job
 *   date is empty (an inspection-only job is complete when its inspection is); lines without either are
 *   still running and are left out, as are lines whose dates are not dates;
 * - duration = {@link workingDaysBetween} return and completion, kept when 0 to 50 days (a completion
 *   before the return is bad data and is left out; 51 and more are discarded).
 *
 * @example
 * leadTimeDurations([{ Order_No: 40211, Item_No: '550DP.12', Scope_Of_Work: 'Rig Return', QTY_Recived: 10,
 *   Return_Date: '2024-03-01', Job_Completed_Date: '2024-03-04' }]);
 * // [{ orderNo: '40211', itemNo: '550DP.12', scope: 'Rig Return', year: 2024, days: 1 }]
 */
export function leadTimeDurations(orders: readonly LeadTimeOrder[]): LeadTimeDuration[] {
  const durations: LeadTimeDuration[] = [];
  for (const order of orders) {
    const quantity = Number(order.QTY_Recived ?? Number.NaN);
    const scope = scopeOf(order);
    if (!(quantity >= LEAD_TIME_MIN_QUANTITY) || !scope) continue;
    const returned = toDateOrNull(order.Return_Date);
    const completed = toDateOrNull(order.Job_Completed_Date) ?? toDateOrNull(order.Inspection_Completed_DATE);
    if (returned === null || completed === null) continue;
    const days = workingDaysBetween(returned, completed);
    if (days < 0 || days > LEAD_TIME_MAX_DAYS) continue;
    durations.push({
      orderNo: String(order.Order_No),
      itemNo: order.Item_No ?? null,
      scope,
      year: new Date(toEpochMs(completed)).getUTCFullYear(),
      days,
    });
  }
  return durations;
}
