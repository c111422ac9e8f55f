import { type DateInput, toEpochMs } from './date-input.js';
import { assertTimeZone, zonedClock } from './zoned-clock.js';

const ISO_DATE = /^\s*(\d{4}-\d{2}-\d{2})\s*$/;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The calendar day (`YYYY-MM-DD`) of a date or instant in an IANA time zone: a `YYYY-MM-DD` date is the
 * day it names in every zone; a timestamp or `Date` is the day its instant falls on in `timeZone`. This
 * is how the portal finds "today" in the provider's zone, so 23:30 UTC on 28 March 2026 is already
 * 29 March in Oslo.
 *
 * @throws RangeError for a value that is not a date, or a time zone Intl does not know.
 * @example
 * calendarDay('2026-03-28T23:30:00Z', 'Europe/Oslo'); // '2026-03-29'
 * calendarDay('2026-03-28', 'Pacific/Honolulu'); // '2026-03-28'
 */
export function calendarDay(input: DateInput, timeZone: string): string {
  const ms = toEpochMs(input);
  if (timeZone !== 'UTC') assertTimeZone(timeZone);
  const date = typeof input === 'string' ? ISO_DATE.exec(input) : null;
  if (date?.[1]) return date[1];
  if (timeZone !== 'UTC') {
    const { year, month, day } = zonedClock(ms, timeZone);
    return `${year}-${month}-${day}`;
  }
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}
