import { type DateInput, utcDayNumber } from './date-input.js';
import { workingDaysBetween } from './working-days.js';

const DAY_MS = 86_400_000;

/**
 * The first day that is `days` working days after `from` (weekends excluded, as {@link workingDaysBetween}
 * counts them), as `YYYY-MM-DD`: Friday plus 1 is Monday, Saturday plus 1 is Monday, plus 0 is `from`
 * itself. Public holidays count as working days.
 *
 * @throws RangeError for a value that is not a date, or a negative or fractional `days`.
 * @example
 * addWorkingDays('2024-03-01', 1); // '2024-03-04' (Friday to Monday)
 * addWorkingDays('2024-03-04', 5); // '2024-03-11'
 */
export function addWorkingDays(from: DateInput, days: number): string {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`Working days to add must be a whole number of at least 0, got ${days}`);
  const start = utcDayNumber(from);
  // Each full week is five working days; the remainder is walked day by day.
  const after = (day: number) => workingDaysBetween(new Date(start * DAY_MS), new Date(day * DAY_MS));
  let day = start + Math.floor(days / 5) * 7;
  while (after(day) < days) day++;
  while (day > start && after(day - 1) === days) day--;
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
