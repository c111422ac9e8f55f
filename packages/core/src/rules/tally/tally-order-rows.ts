import { utcDayNumber } from '../dates/date-input.js';
import { formatDate } from '../dates/format-date.js';
import type { TallyRow } from './tally-row.js';

/**
 * One row of the per-order statistics table (the statistics `listOfOrderData`).
 *
 * @example
 * const row: TallyOrderRow = { Order_No: '40211', Item_No: '550DP.12', Inspection_Date: '01.03.2024',
 *   Quantity: 120, Scrap: 2, Recut: 9, SRF: 4, Hardbanding: 11 };
 */
export interface TallyOrderRow {
  Order_No: string;
  Item_No: string | null;
  /** The latest inspection date of the order's joints as DD.MM.YYYY, or null when none has one. */
  Inspection_Date: string | null;
  /** Joints inspected in the order. */
  Quantity: number;
  /** Joints whose Pipe_Status is Scrap. */
  Scrap: number;
  /** Pin recuts plus box recuts (SUM). */
  Recut: number;
  /** Pin SRF plus box SRF. */
  SRF: number;
  /** Boxes hardbanded (SUM_HB). */
  Hardbanding: number;
}

const is = (value: string | null | undefined, expected: string) => value?.trim().toUpperCase() === expected;

/**
 * Per-order figures from tally rows, sorted by order number descending (numerically). A joint with both
 * connections recut counts twice in Recut, as the legacy sum of pin and box counts did.
 *
 * @throws RangeError when an inspection date is not a date.
 * @example
 * tallyOrderRows([{ Order_No: 40211, Serial_Number: 'A1', Inspection_Date: '2024-03-01',
 *   Machining_Pin: 'SUM', Machining_Box: 'SUM', Pipe_Status: 'Scrap' }]);
 * // [{ Order_No: '40211', Item_No: null, Inspection_Date: '01.03.2024', Quantity: 1, Scrap: 1, Recut: 2,
 * //    SRF: 0, Hardbanding: 0 }]
 */
export function tallyOrderRows(rows: readonly TallyRow[]): TallyOrderRow[] {
  const orders = new Map<
    string,
    TallyOrderRow & { lastDay: number | null; lastDate: TallyRow['Inspection_Date'] }
  >();
  for (const row of rows) {
    const orderNo = String(row.Order_No);
    let order = orders.get(orderNo);
    if (!order) {
      order = {
        Order_No: orderNo,
        Item_No: row.Item_No ?? null,
        Inspection_Date: null,
        Quantity: 0,
        Scrap: 0,
        Recut: 0,
        SRF: 0,
        Hardbanding: 0,
        lastDay: null,
        lastDate: null,
      };
      orders.set(orderNo, order);
    }
    order.Quantity++;
    if (is(row.Pipe_Status, 'SCRAP')) order.Scrap++;
    order.Recut += Number(is(row.Machining_Pin, 'SUM')) + Number(is(row.Machining_Box, 'SUM'));
    order.SRF += Number(is(row.Machining_Pin, 'SRF')) + Number(is(row.Machining_Box, 'SRF'));
    if (is(row.Hardbanding_Box, 'SUM_HB')) order.Hardbanding++;
    if (row.Inspection_Date != null && row.Inspection_Date !== '') {
      const day = utcDayNumber(row.Inspection_Date);
      if (order.lastDay === null || day > order.lastDay) {
        order.lastDay = day;
        order.lastDate = row.Inspection_Date;
      }
    }
  }
  return [...orders.values()]
    .sort((a, b) => b.Order_No.localeCompare(a.Order_No, 'en', { numeric: true }))
    .map(({ lastDay: _day, lastDate, ...order }) => ({
      ...order,
      Inspection_Date: lastDate == null ? null : formatDate(lastDate),
    }));
}
