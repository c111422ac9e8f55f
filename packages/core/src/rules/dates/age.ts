import { type DateInput, toEpochMs, utcDayNumber } from './date-input.js';

/**
 * Milliseconds in a day.
 *
 * @example
 * Date.UTC(2024, 0, 2) - Date.UTC(2024, 0, 1) === MS_PER_DAY; // true
 */
export const MS_PER_DAY = 86_400_000;

/**
 * A month in colour calculations: 2 630 016 000 ms (30.44 days), as the spec fixes it (part 1 §9).
 *
 * @example
 * monthsBetween('2026-01-01', '2026-04-02T07:40:48Z'); // 3
 */
export const MONTH_MS = 2_630_016_000;

/**
 * Whole calendar days from one date to another (UTC calendar days, time of day ignored): the same day is
 * 0, yesterday to today is 1, and the result is negative when `to` is before `from`. This is how "days
 * since inspection" is counted, so a joint inspected on a date has the same age all day long. Pass "today"
 * as a `YYYY-MM-DD` date (the day in the provider's time zone, see `calendarDay`), not an instant, whose
 * UTC day can be yesterday in the provider's zone.
 *
 * @throws RangeError for a value that is not a date.
 * @example
 * daysBetween('2024-01-01', '2024-01-18'); // 17
 * daysBetween('2024-01-01', new Date('2024-01-01T23:00:00Z')); // 0
 */
export function daysBetween(from: DateInput, to: DateInput): number {
  return utcDayNumber(to) - utcDayNumber(from);
}

/**
 * Months (of {@link MONTH_MS}) elapsed from `from` to `to`, fractional, measured to the millisecond. A
 * `YYYY-MM-DD` date counts from midnight UTC. Used by the inspection-date colours, where the spec defines
 * a month in milliseconds.
 *
 * @throws RangeError for a value that is not a date.
 * @example
 * monthsBetween('2024-01-01', '2024-01-01'); // 0
 * monthsBetween('2026-01-01', '2026-07-02T15:21:36Z'); // 6
 */
export function monthsBetween(from: DateInput, to: DateInput): number {
  return (toEpochMs(to) - toEpochMs(from)) / MONTH_MS;
}
