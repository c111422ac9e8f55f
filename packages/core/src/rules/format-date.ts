import { type DateInput, toEpochMs } from './date-input.js';

const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(ms: number, timeZone: string): [string, string, string] {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('day'), part('month'), part('year')];
}

/**
 * Options of {@link formatDate}.
 *
 * @example
 * const options: FormatDateOptions = { timeZone: 'Europe/Oslo' };
 */
export interface FormatDateOptions {
  /**
   * IANA time zone in which an instant (epoch seconds, timestamp, `Date`) is shown; default `'UTC'`. A
   * `YYYY-MM-DD` date is a calendar day, not an instant, and is always shown as written.
   */
  timeZone?: string;
}

/**
 * Formats a date as `DD.MM.YYYY`, the portal's date format (spec part 1 §9). A `YYYY-MM-DD` date is shown
 * exactly as written in every time zone; epoch seconds, timestamps and `Date`s are shown in UTC unless a
 * `timeZone` is given.
 *
 * @throws RangeError for a value {@link toEpochMs} rejects.
 * @example
 * formatDate('2024-03-01'); // '01.03.2024'
 * formatDate(1709251200); // '01.03.2024'
 * formatDate('2024-03-01T23:30:00Z', { timeZone: 'Europe/Oslo' }); // '02.03.2024'
 */
export function formatDate(input: DateInput, options: FormatDateOptions = {}): string {
  if (typeof input === 'string') {
    const date = ISO_DATE.exec(input);
    if (date) {
      toEpochMs(input); // throws for a date that does not exist, such as 2023-02-29
      return `${date[3]}.${date[2]}.${date[1]}`;
    }
  }
  const ms = toEpochMs(input);
  if (options.timeZone && options.timeZone !== 'UTC') {
    const [day, month, year] = zonedParts(ms, options.timeZone);
    return `${day}.${month}.${year}`;
  }
  const d = new Date(ms);
  const day = String(d.getUTCDate()).padStart(2, '0');
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${String(d.getUTCFullYear()).padStart(4, '0')}`;
}
