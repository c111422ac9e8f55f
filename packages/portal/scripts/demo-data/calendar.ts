/**
 * Calendar arithmetic on day numbers (days since 1970-01-01, UTC). The generator works in whole days so
 * that dates never depend on the machine's time zone or clock.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Parses a `YYYY-MM-DD` date into a day number.
 *
 * @example
 * dayNumber('1970-01-02'); // 1
 */
export function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`expected a date as YYYY-MM-DD, got '${isoDate}'`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`'${isoDate}' is not a calendar date`);
  }
  return time / MS_PER_DAY;
}

/**
 * Formats a day number as `YYYY-MM-DD`.
 *
 * @example
 * isoDate(0); // '1970-01-01'
 */
export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * True on Saturday and Sunday.
 *
 * @example
 * isWeekend(dayNumber('2026-11-21')); // true (a Saturday)
 */
export function isWeekend(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/**
 * Moves `count` working days (Monday to Friday) forward, or backward when `count` is negative. A start on a
 * weekend counts from the nearest weekday in the direction of travel.
 *
 * @example
 * addWorkingDays(dayNumber('2026-11-20'), 1); // the day number of Monday 2026-11-23
 */
export function addWorkingDays(day: number, count: number): number {
  const step = count < 0 ? -1 : 1;
  let current = day;
  let remaining = Math.abs(count);
  while (remaining > 0) {
    current += step;
    if (!isWeekend(current)) remaining--;
  }
  return current;
}

/**
 * The latest weekday on or before `day`.
 *
 * @example
 * weekdayOnOrBefore(dayNumber('2026-11-22')); // the day number of Friday 2026-11-20
 */
export function weekdayOnOrBefore(day: number): number {
  let current = day;
  while (isWeekend(current)) current--;
  return current;
}
