import type { DateInput } from '../dates/date-input.js';

/**
 * One per-joint inspection result (docs/data-contract.md tallies.json). Measurements may arrive as numbers or
 * numeric strings; empty values are null or absent.
 *
 * @example
 * const row: TallyRow = { Order_No: 40211, Serial_Number: 'A1', IPC: 'B', Wall: 92.5, Machining_Pin: 'SUM' };
 */
export interface TallyRow {
  Order_No: string | number;
  Item_No?: string | null;
  Serial_Number: string;
  Inspection_Date?: DateInput | null;
  /** Condition code 1-5 or A-E. */
  IPC?: string | number | null;
  /** Remaining body wall, percent. */
  Wall?: number | string | null;
  /** Tong space of the pin, inches. */
  TS_Pin?: number | string | null;
  /** Tong space of the box, inches. */
  TS_Box?: number | string | null;
  /** Box outside diameter, inches. */
  OD_Box?: number | string | null;
  TU_Tube?: string | null;
  TJ_Tooljoint?: string | null;
  /** OK, SUM (recut), SRF, FR or RF. */
  Machining_Pin?: string | null;
  /** OK, SUM (recut), SRF, FR or RF. */
  Machining_Box?: string | null;
  /** OK, REJ or SUM_HB. */
  Hardbanding_Box?: string | null;
  Pipe_Status?: string | null;
}

/**
 * The measured fields of a tally row, compared between inspections and summarised as minimums.
 *
 * @example
 * TALLY_MEASURED_FIELDS.map((field) => row[field]);
 */
export const TALLY_MEASURED_FIELDS = Object.freeze(['TS_Pin', 'TS_Box', 'OD_Box', 'Wall'] as const);

/**
 * One of {@link TALLY_MEASURED_FIELDS}.
 *
 * @example
 * const field: TallyMeasuredField = 'OD_Box';
 */
export type TallyMeasuredField = (typeof TALLY_MEASURED_FIELDS)[number];

/**
 * A measurement as a number, or null when it is empty or not numeric.
 *
 * @example
 * measurement('6.25'); // 6.25
 * measurement(''); // null
 */
export function measurement(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
