import { formatDate } from '../dates/format-date.js';

/** One order of the item statistics answer (`Orders`), as the server sends it. */
export interface ItemStatisticsOrderInput {
  Order_No: string | number;
  Inspection_Date?: string | null;
  Machining_Pin_Sum_Recut?: number | null;
  Machining_Box_Sum_Recut?: number | null;
  Machining_Pin_SRF?: number | null;
  Machining_Box_SRF?: number | null;
}

/** An order row of the item statistics table with the spec's derived fields. */
export interface ItemStatisticsOrderRow {
  orderNo: string;
  /** The inspection date as DD.MM.YYYY (an ISO date is formatted, a formatted one kept), or '' when unknown. */
  date: string;
  /** Pin plus box recut sums. */
  recut: number;
  /** Pin plus box SRF. */
  srf: number;
}

const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;

// The server's order rows already carry DD.MM.YYYY (core's tallyOrderRows); legacy answers carry ISO dates.
function shownDate(value: string | null | undefined): string {
  if (!value) return '';
  return ISO_DATE_START.test(value) ? formatDate(value) : value;
}

/**
 * The item statistics orders table (spec part 2 §3): the formatted date, Recut = pin plus box recut sums,
 * SRF = pin plus box SRF; a missing count is 0.
 *
 * @example
 * itemStatisticsOrderRows([{ Order_No: 'S101', Inspection_Date: '2024-03-06', Machining_Pin_Sum_Recut: 0,
 *   Machining_Box_Sum_Recut: 1, Machining_Pin_SRF: 1, Machining_Box_SRF: 0 }]);
 * // [{ orderNo: 'S101', date: '06.03.2024', recut: 1, srf: 1 }]
 */
export function itemStatisticsOrderRows(
  orders: readonly ItemStatisticsOrderInput[],
): ItemStatisticsOrderRow[] {
  return orders.map((order) => ({
    orderNo: String(order.Order_No),
    date: shownDate(order.Inspection_Date),
    recut: (order.Machining_Pin_Sum_Recut ?? 0) + (order.Machining_Box_Sum_Recut ?? 0),
    srf: (order.Machining_Pin_SRF ?? 0) + (order.Machining_Box_SRF ?? 0),
  }));
}
