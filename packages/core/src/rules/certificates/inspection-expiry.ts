import { type DateInput, utcDayNumber } from '../dates/date-input.js';
import { formatDate } from '../dates/format-date.js';

/**
 * Months after the inspection date at which an inspection expires (spec part 1 §4).
 *
 * @example
 * INSPECTION_VALIDITY_MONTHS; // 6
 */
export const INSPECTION_VALIDITY_MONTHS = 6;

/**
 * The expiry of one inspection, as the BHA inventory shows it.
 *
 * @example
 * const expiry: InspectionExpiry = { expiresOn: '15.07.2024', daysPastDue: 0, label: '0 days' };
 */
export interface InspectionExpiry {
  /** The expiry date as `DD.MM.YYYY`. */
  expiresOn: string;
  /** Whole days past the expiry date, 0 when not yet due (and on the expiry day itself). */
  daysPastDue: number;
  /** The 'Days past due inspection' cell: `'N days'`, `'0 days'` when not yet due. */
  label: string;
}

/**
 * The day an inspection expires, in UTC day milliseconds: {@link INSPECTION_VALIDITY_MONTHS} calendar
 * months after the inspection date, clamped to the month's last day.
 *
 * @throws RangeError when the date is not a date.
 * @example
 * new Date(inspectionExpiryDayMs('2023-08-31')).toISOString().slice(0, 10); // '2024-02-29'
 */
export function inspectionExpiryDayMs(inspectionDate: DateInput): number {
  return addCalendarMonths(utcDayNumber(inspectionDate) * 86_400_000, INSPECTION_VALIDITY_MONTHS);
}

function addCalendarMonths(dayMs: number, months: number): number {
  const d = new Date(dayMs);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay));
}

/**
 * Expiry of an inspection: 6 calendar months after the inspection date (clamped to the month's last day,
 * so 31.08 expires on 28.02 or 29.02), and how many whole days it is past due on `today`. Days are
 * calendar days: pass `today` as a `YYYY-MM-DD` date (the day in the provider's time zone, see
 * `calendarDay`); an instant counts by its UTC day. The label keeps the spec's literal form `'N days'`
 * (also `'1 days'`). `today` is a parameter so the rule never reads the clock.
 *
 * @throws RangeError when either date is not a date.
 * @example
 * inspectionExpiry('2024-01-15', '2024-07-20');
 * // { expiresOn: '15.07.2024', daysPastDue: 5, label: '5 days' }
 * inspectionExpiry('2024-01-15', '2024-07-15').label; // '0 days'
 */
export function inspectionExpiry(inspectionDate: DateInput, today: DateInput): InspectionExpiry {
  const expiresMs = inspectionExpiryDayMs(inspectionDate);
  const daysPastDue = Math.max(0, utcDayNumber(today) - Math.floor(expiresMs / 86_400_000));
  return { expiresOn: formatDate(new Date(expiresMs)), daysPastDue, label: `${daysPastDue} days` };
}
