import { type DateInput, toEpochMs } from './date-input.js';
import type { FormatDateOptions } from './format-date.js';
import { zonedClock } from './zoned-clock.js';

/**
 * Formats an instant as `DD.MM.YYYY HH:mm` (24-hour clock), the portal's date format with the time of
 * day, on the clock of `options.timeZone` (default `'UTC'`).
 *
 * @throws RangeError for a value that is not a date, or an unknown time zone.
 * @example
 * formatDateTime('2026-11-26T07:14:05.000Z', { timeZone: 'Europe/Oslo' }); // '26.11.2026 08:14'
 * formatDateTime('2026-11-26T07:14:05.000Z'); // '26.11.2026 07:14'
 */
export function formatDateTime(input: DateInput, options: FormatDateOptions = {}): string {
  const { year, month, day, hour, minute } = zonedClock(toEpochMs(input), options.timeZone ?? 'UTC');
  return `${day}.${month}.${year} ${hour}:${minute}`;
}
