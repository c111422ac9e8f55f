import { type DateInput, utcDayNumber } from '../dates/date-input.js';
import type { WearPoint } from './wear-series.js';

/**
 * Days in the year of a wear rate: the Julian year, so a rate does not change with leap years and every
 * year has the same length wherever it falls.
 *
 * @example
 * const years = 367 / DAYS_PER_YEAR; // 2025-02-14 to 2026-02-16
 */
export const DAYS_PER_YEAR = 365.25;

/**
 * The straight line fitted through a joint's wall figures by ordinary least squares.
 *
 * @example
 * const trend: WallTrend = { from: '2025-02-14', wallAtFrom: 91, ratePerYear: -0.9952316076294278 };
 */
export interface WallTrend {
  /** The first day with a wall figure (`YYYY-MM-DD`), where the line is anchored. */
  from: string;
  /** The line's wall on that day, %. */
  wallAtFrom: number;
  /** Percentage points of wall per year of {@link DAYS_PER_YEAR} days; negative when the wall falls. */
  ratePerYear: number;
}

/**
 * The wall's trend by ordinary least squares over every point given (each inspection with a wall
 * figure), time measured in whole days from the first and turned into years of 365.25 days. Null with
 * fewer than two points or when every point falls on one day (no time has passed, so there is no rate).
 *
 * @throws RangeError when a date is not a date.
 * @example
 * wallTrend([{ date: '2025-02-14', value: 91 }, { date: '2026-02-16', value: 90 }]);
 * // { from: '2025-02-14', wallAtFrom: 91, ratePerYear: -0.99523... } (−1 % over 367 days)
 */
export function wallTrend(points: readonly WearPoint[]): WallTrend | null {
  const first = points[0];
  if (points.length < 2 || first === undefined) return null;
  const origin = points.reduce((min, point) => Math.min(min, utcDayNumber(point.date)), Infinity);
  const days = points.map((point) => utcDayNumber(point.date) - origin);
  const meanDay = days.reduce((sum, day) => sum + day, 0) / points.length;
  const meanWall = points.reduce((sum, point) => sum + point.value, 0) / points.length;
  let sxy = 0;
  let sxx = 0;
  points.forEach((point, i) => {
    const dx = (days[i] as number) - meanDay;
    sxy += dx * (point.value - meanWall);
    sxx += dx * dx;
  });
  if (sxx === 0) return null;
  const perDay = sxy / sxx;
  const from = points.find((_, i) => days[i] === 0) ?? first;
  return { from: from.date, wallAtFrom: meanWall - perDay * meanDay, ratePerYear: perDay * DAYS_PER_YEAR };
}

/**
 * The trend's wall on a day.
 *
 * @throws RangeError when a date is not a date.
 * @example
 * trendWallOn({ from: '2025-02-14', wallAtFrom: 91, ratePerYear: -365.25 / 367 }, '2026-02-16'); // 90
 */
export function trendWallOn(trend: WallTrend, date: DateInput): number {
  const days = utcDayNumber(date) - utcDayNumber(trend.from);
  return trend.wallAtFrom + (trend.ratePerYear / DAYS_PER_YEAR) * days;
}
