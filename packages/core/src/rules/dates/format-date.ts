import { calendarDay } from './calendar-day.js';
import type { DateInput } from './date-input.js';

/**
 * Options of {@link formatDate}.
 *
 * @example
 * const options: FormatDateOptions = { timeZone: 'Europe/Oslo' };
 */
export interface FormatDateOptions {
  /**
   * IANA time zone in which an instant (timestamp, `Date`) is shown; default `'UTC'`. A `YYYY-MM-DD` date
   * is a calendar day, not an instant, and is always shown as written.
   */
  timeZone?: string;
}

/**
 * Formats a date as `DD.MM.YYYY`, the portal's date format (spec part 1 §9). A `YYYY-MM-DD` date is shown
 * exactly as written in every time zone; timestamps and `Date`s are shown in UTC unless a `timeZone` is
 * given (the day is the one {@link calendarDay} gives).
 *
 * @throws RangeError for a value that is not a date, or an unknown time zone.
 * @example
 * formatDate('2024-03-01'); // '01.03.2024'
 * formatDate('2024-03-01T00:00:00.000Z'); // '01.03.2024'
 * formatDate('2024-03-01T23:30:00Z', { timeZone: 'Europe/Oslo' }); // '02.03.2024'
 */
export function formatDate(input: DateInput, options: FormatDateOptions = {}): string {
  const [year, month, day] = calendarDay(input, options.timeZone ?? 'UTC').split('-');
  return `${day}.${month}.${year}`;
}
