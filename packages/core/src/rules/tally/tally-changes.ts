import { utcDayNumber } from '../dates/date-input.js';
import { measurement, TALLY_MEASURED_FIELDS, type TallyMeasuredField, type TallyRow } from './tally-row.js';

/**
 * The measured values of one inspection of a serial; a missing value is null.
 *
 * @example
 * const values: MeasuredValues = { TS_Pin: 6.9, TS_Box: null, OD_Box: 6.6, Wall: 92.5 };
 */
export type MeasuredValues = Record<TallyMeasuredField, number | null>;

/**
 * A serial's change from its previous inspection (the tallies `serials` entry).
 *
 * @example
 * const [change]: SerialChange[] = changesFromPrevious(rows, 40211);
 * change.diff.Wall; // e.g. -2.5
 */
export interface SerialChange {
  serial: string;
  current: MeasuredValues & { Order_No: string };
  /** Null when the serial has no earlier inspection. */
  previous: (MeasuredValues & { Order_No: string }) | null;
  /** current minus previous per field, rounded to 3 decimals; null when either side is missing. */
  diff: MeasuredValues;
}

function values(row: TallyRow): MeasuredValues & { Order_No: string } {
  const result = { Order_No: String(row.Order_No) } as MeasuredValues & { Order_No: string };
  for (const field of TALLY_MEASURED_FIELDS) result[field] = measurement(row[field]);
  return result;
}

function inspectionDay(row: TallyRow): number {
  return row.Inspection_Date == null || row.Inspection_Date === ''
    ? Number.NEGATIVE_INFINITY
    : utcDayNumber(row.Inspection_Date);
}

/**
 * 'Changes from previous inspection' for every serial inspected in an order (spec part 2 §2): for each
 * serial of the order, its values in that order (current), its latest inspection dated before that one in
 * any other order (previous), and current minus previous for TS_Pin, TS_Box, OD_Box and Wall. Rows
 * without an inspection date sort before every dated row; between two inspections on the same day the one
 * listed first counts as earlier. Serials come out in serial order.
 *
 * @throws RangeError when an inspection date is not a date.
 * @example
 * changesFromPrevious([
 *   { Order_No: 1, Serial_Number: 'A1', Inspection_Date: '2023-01-10', Wall: 95 },
 *   { Order_No: 2, Serial_Number: 'A1', Inspection_Date: '2024-01-10', Wall: 92.5 },
 * ], 2);
 * // [{ serial: 'A1', current: { Order_No: '2', Wall: 92.5, ... },
 * //    previous: { Order_No: '1', Wall: 95, ... },
 * //    diff: { Wall: -2.5, TS_Pin: null, TS_Box: null, OD_Box: null } }]
 */
export function changesFromPrevious(rows: readonly TallyRow[], orderNo: string | number): SerialChange[] {
  const order = String(orderNo);
  const bySerial = new Map<string, { row: TallyRow; index: number }[]>();
  rows.forEach((row, index) => {
    const list = bySerial.get(row.Serial_Number) ?? [];
    list.push({ row, index });
    bySerial.set(row.Serial_Number, list);
  });
  const changes: SerialChange[] = [];
  for (const [serial, list] of bySerial) {
    list.sort((a, b) => inspectionDay(a.row) - inspectionDay(b.row) || a.index - b.index);
    const at = list.findIndex((entry) => String(entry.row.Order_No) === order);
    if (at < 0) continue;
    const current = values((list[at] as { row: TallyRow }).row);
    const before = list.slice(0, at).filter((entry) => String(entry.row.Order_No) !== order);
    const previousRow = before[before.length - 1]?.row;
    const previous = previousRow ? values(previousRow) : null;
    const diff = {} as MeasuredValues;
    for (const field of TALLY_MEASURED_FIELDS) {
      const a = current[field];
      const b = previous?.[field] ?? null;
      diff[field] = a === null || b === null ? null : Math.round((a - b) * 1000) / 1000;
    }
    changes.push({ serial, current, previous, diff });
  }
  return changes.sort((a, b) => a.serial.localeCompare(b.serial, 'en', { numeric: true }));
}
