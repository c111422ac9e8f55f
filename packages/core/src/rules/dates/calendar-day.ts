import { type DateInput, toEpochMs } from './date-input.js';

const ISO_DATE = /^\s*(\d{4}-\d{2}-\d{2})\s*$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      throw new RangeError(`"${timeZone}" is not an IANA time zone (such as Europe/Oslo)`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

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
  const formatter = timeZone === 'UTC' ? null : dayFormatter(timeZone);
  const date = typeof input === 'string' ? ISO_DATE.exec(input) : null;
  if (date?.[1]) return date[1];
  if (!formatter) {
    const d = new Date(ms);
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
  }
  const parts = formatter.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
