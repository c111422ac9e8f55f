import { type DateInput, utcDayNumber } from './date-input.js';

/** Whether a day number (days since 1970-01-01, a Thursday) is a Monday to Friday. */
function isWeekday(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday
  return weekday !== 0 && weekday !== 6;
}

function weekdaysAfterUpTo(startDay: number, endDay: number): number {
  const span = endDay - startDay;
  let count = Math.floor(span / 7) * 5;
  for (let day = startDay + Math.floor(span / 7) * 7 + 1; day <= endDay; day++) {
    if (isWeekday(day)) count++;
  }
  return count;
}

/**
 * Working days from one date to another, weekends excluded: the Monday-to-Friday days after `from` up to
 * and including `to` (UTC calendar days, time of day ignored). So the same day is 0, Monday to Tuesday 1,
 * Friday to Monday 1 (Saturday and Sunday do not count), Friday to Saturday 0, Monday to next Monday 5.
 * A `to` before `from` gives the negative of the reverse span. Public holidays are not known to the core
 * and count as working days.
 *
 * @throws RangeError for a value that is not a date.
 * @example
 * workingDaysBetween('2024-03-01', '2024-03-04'); // 1 (Friday to Monday)
 * workingDaysBetween('2024-03-04', '2024-03-11'); // 5
 */
export function workingDaysBetween(from: DateInput, to: DateInput): number {
  const start = utcDayNumber(from);
  const end = utcDayNumber(to);
  return end >= start ? weekdaysAfterUpTo(start, end) : -weekdaysAfterUpTo(end, start);
}
