import { type DateInput, utcDayNumber } from '../dates/date-input.js';
import { inspectionExpiry } from './inspection-expiry.js';

const DAY_MS = 86_400_000;

/**
 * How many days ahead an inspection counts as coming due.
 *
 * @example
 * INSPECTION_DUE_HORIZON_DAYS; // 30
 */
export const INSPECTION_DUE_HORIZON_DAYS = 30;

/**
 * Where an inspection stands on a day: `'overdue'` after its expiry day (6 months after the inspection,
 * see {@link inspectionExpiry}), `'due'` when it expires from today up to the horizon, `'valid'` beyond.
 *
 * @example
 * const status: InspectionDueStatus = 'due';
 */
export type InspectionDueStatus = 'overdue' | 'due' | 'valid';

/**
 * The inspection dates behind each status on one day, as `YYYY-MM-DD` bounds a query can compare with:
 * an inspection is overdue when its date is before `overdueBefore`, due when it is from `overdueBefore` up
 * to (not including) `dueBefore`, valid from `dueBefore` on.
 *
 * @example
 * const bounds: InspectionDueBounds = { overdueBefore: '2026-05-26', dueBefore: '2026-06-27' };
 */
export interface InspectionDueBounds {
  overdueBefore: string;
  dueBefore: string;
}

function dayOf(day: number): Date {
  return new Date(day * DAY_MS);
}

function expiryDay(inspectedDay: number): number {
  const [day, month, year] = inspectionExpiry(dayOf(inspectedDay), dayOf(inspectedDay)).expiresOn.split('.');
  return utcDayNumber(`${year}-${month}-${day}`);
}

/**
 * The status of an inspection on `today` (the provider's calendar day, see `calendarDay`): overdue from
 * the day after it expires (the expiry day itself shows '0 days' past due, so it is still due), due when
 * it expires within `horizonDays` days from today, today and the horizon's last day included.
 *
 * @throws RangeError when a date is not a date.
 * @example
 * inspectionDueStatus('2026-05-26', '2026-11-26'); // 'due' (expires today)
 * inspectionDueStatus('2026-05-25', '2026-11-26'); // 'overdue'
 * inspectionDueStatus('2026-06-26', '2026-11-26'); // 'due' (expires 26 December, 30 days ahead)
 * inspectionDueStatus('2026-06-27', '2026-11-26'); // 'valid'
 */
export function inspectionDueStatus(
  inspectionDate: DateInput,
  today: DateInput,
  horizonDays: number = INSPECTION_DUE_HORIZON_DAYS,
): InspectionDueStatus {
  const todayDay = utcDayNumber(today);
  const expires = expiryDay(utcDayNumber(inspectionDate));
  if (expires < todayDay) return 'overdue';
  return expires - todayDay <= horizonDays ? 'due' : 'valid';
}

/**
 * {@link inspectionDueStatus} turned around: the inspection-date bounds of each status on `today`, so a
 * count in SQL and a list agree with the rule day for day (month ends included: an inspection on 29, 30
 * or 31 August expires on the last day of February).
 *
 * @throws RangeError when `today` is not a date.
 * @example
 * inspectionDueBounds('2026-11-26'); // { overdueBefore: '2026-05-26', dueBefore: '2026-06-27' }
 */
export function inspectionDueBounds(
  today: DateInput,
  horizonDays: number = INSPECTION_DUE_HORIZON_DAYS,
): InspectionDueBounds {
  const todayDay = utcDayNumber(today);
  // Expiry is at most 184 days after the inspection and never earlier than the inspection, so the
  // first inspection day that is not overdue lies within 190 days before today; expiry only grows.
  let overdueBefore = todayDay - 190;
  while (expiryDay(overdueBefore) < todayDay) overdueBefore++;
  let dueBefore = overdueBefore;
  while (expiryDay(dueBefore) - todayDay <= horizonDays) dueBefore++;
  const iso = (day: number) => dayOf(day).toISOString().slice(0, 10);
  return { overdueBefore: iso(overdueBefore), dueBefore: iso(dueBefore) };
}
