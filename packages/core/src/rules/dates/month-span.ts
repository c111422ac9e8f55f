import { calendarDay } from './calendar-day.js';
import type { DateInput } from './date-input.js';

/**
 * One calendar month as a half-open span of `YYYY-MM-DD` days: `first` is its first day, `next` the first
 * day of the following month, so a date belongs to the month when `first <= date < next`.
 *
 * @example
 * const november: MonthSpan = { first: '2026-11-01', next: '2026-12-01' };
 */
export interface MonthSpan {
  first: string;
  next: string;
}

/**
 * The month an instant falls in on the wall clock of the provider's time zone: 23:30 UTC on 31 October is
 * already November in Oslo. The rule never reads the clock; pass the instant.
 *
 * @throws RangeError for a value that is not a date or a time zone Intl does not know.
 * @example
 * monthSpan('2026-10-31T23:30:00Z', 'Europe/Oslo'); // { first: '2026-11-01', next: '2026-12-01' }
 * monthSpan('2026-12-15', 'UTC'); // { first: '2026-12-01', next: '2027-01-01' }
 */
export function monthSpan(instant: DateInput, timeZone: string): MonthSpan {
  const [year, month] = calendarDay(instant, timeZone).split('-').map(Number) as [number, number];
  const pad = (value: number) => String(value).padStart(2, '0');
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { first: `${year}-${pad(month)}-01`, next };
}

/**
 * Whether a date (`YYYY-MM-DD`, or a timestamp whose first ten characters are its day) falls in a month
 * span. A missing date is in no month.
 *
 * @example
 * inMonthSpan('2026-11-30', { first: '2026-11-01', next: '2026-12-01' }); // true
 * inMonthSpan('2026-12-01', { first: '2026-11-01', next: '2026-12-01' }); // false
 */
export function inMonthSpan(date: string | null | undefined, span: MonthSpan): boolean {
  if (!date) return false;
  const day = date.slice(0, 10);
  return day >= span.first && day < span.next;
}
