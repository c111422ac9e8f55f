/**
 * A calendar date or an instant: a string is an ISO 8601 date (`YYYY-MM-DD`) or timestamp
 * (`YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±HH:MM]`), and a `Date` is taken as the instant it holds. A number is
 * never a date: epoch seconds and epoch milliseconds look alike, so legacy epoch-second fields are turned
 * into ISO timestamps with `fromEpochSeconds` where they enter (the API schemas do it).
 *
 * @example
 * const dates: DateInput[] = ['2024-03-01', '2024-03-01T10:00:00Z', new Date('2024-03-01T10:00:00Z')];
 */
export type DateInput = string | Date;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

// Checked by arithmetic, not by a Date read back: a fleet's classing reads millions of dates. Years before
// 100 are refused, as Date.UTC would take them for 1900 to 1999.
function utcDayMs(year: number, month: number, day: number, text: string): number {
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (year < 100 || daysInMonth === undefined || day < 1 || day > daysInMonth) {
    throw new RangeError(`"${text}" is not a calendar date`);
  }
  return Date.UTC(year, month - 1, day);
}

/**
 * Reads a {@link DateInput} as epoch milliseconds. A `YYYY-MM-DD` date is midnight UTC of that day, so it
 * never shifts a day whatever the host's time zone; a timestamp without an offset is read as UTC (not as
 * the host's local time, which would make the result depend on where the code runs).
 *
 * @throws RangeError when the value is not a valid `Date` or an ISO date/timestamp (a number included, for
 * callers the types do not reach).
 * @example
 * toEpochMs('2024-03-01'); // 1709251200000
 * toEpochMs('2024-03-01T10:00:00+02:00'); // 1709280000000
 */
export function toEpochMs(input: DateInput): number {
  if (input instanceof Date) {
    const ms = input.getTime();
    if (Number.isNaN(ms)) throw new RangeError('Invalid Date object');
    return ms;
  }
  if (typeof input === 'number') {
    throw new RangeError(
      `A number is not a date (${input}): convert epoch seconds with fromEpochSeconds where they enter`,
    );
  }
  if (typeof input !== 'string')
    throw new RangeError(`${String(input)} is not a date: give an ISO string or a Date`);
  const text = input.trim();
  const date = ISO_DATE.exec(text);
  if (date) return utcDayMs(Number(date[1]), Number(date[2]), Number(date[3]), text);
  const stamp = ISO_TIMESTAMP.exec(text);
  if (stamp) {
    utcDayMs(Number(stamp[1]), Number(stamp[2]), Number(stamp[3]), text);
    const ms = Date.parse(stamp[7] ? text : `${text}Z`);
    if (Number.isNaN(ms)) throw new RangeError(`"${input}" is not a valid ISO timestamp`);
    return ms;
  }
  throw new RangeError(`"${input}" is not an ISO date (YYYY-MM-DD) or timestamp`);
}

/**
 * The UTC calendar day of a {@link DateInput} as a whole day number (days since 1970-01-01), the unit in
 * which ages, working days and expiry are counted.
 *
 * @example
 * utcDayNumber('1970-01-02'); // 1
 * utcDayNumber('2024-03-01T23:59:59Z'); // 19783
 */
export function utcDayNumber(input: DateInput): number {
  return Math.floor(toEpochMs(input) / 86_400_000);
}
