import { utcDayNumber } from '../dates/date-input.js';
import { type BodyThresholds, DEFAULT_BODY_THRESHOLDS } from './body-thresholds.js';
import { DAYS_PER_YEAR, type WallTrend, wallTrend } from './wall-trend.js';
import { dayDate, type WearPoint } from './wear-series.js';

/**
 * Why a projected day is what it is: `'projected'` (a date), or why there is none: `'below'` (the latest
 * wall is already under the threshold), `'too few inspections'` (fewer than two days with a wall figure),
 * `'not falling'` (the trend is flat or rising), `'beyond horizon'` (more than
 * {@link PROJECTION_HORIZON_YEARS} years after the latest inspection).
 *
 * @example
 * const basis: ProjectionBasis = 'not falling';
 */
export type ProjectionBasis =
  | 'projected'
  | 'below'
  | 'too few inspections'
  | 'not falling'
  | 'beyond horizon';

/**
 * How far ahead a projection reaches: a wall that lasts longer than this at its rate is, for any
 * planning, not wearing out.
 *
 * @example
 * PROJECTION_HORIZON_YEARS; // 100
 */
export const PROJECTION_HORIZON_YEARS = 100;

/**
 * A joint's wall trend and the last days it is projected to stay Premium and Class 2.
 *
 * @example
 * const projection: WallProjection = {
 *   wallRatePerYear: -0.995, premiumUntil: '2036-03-05', class2Until: '2046-03-23',
 *   premium: 'projected', class2: 'projected', trend: { from: '2025-02-14', wallAtFrom: 91, ratePerYear: -0.995 },
 * };
 */
export interface WallProjection {
  /** The trend's rate in % per year (negative when falling); null without a trend. */
  wallRatePerYear: number | null;
  /** The last day (`YYYY-MM-DD`) the wall is projected at or above the Premium threshold. */
  premiumUntil: string | null;
  /** The same for the Class 2 threshold. */
  class2Until: string | null;
  premium: ProjectionBasis;
  class2: ProjectionBasis;
  trend: WallTrend | null;
}

/** Days are whole: a figure this close under a whole day is that day (floating-point slack, not wear). */
const DAY_SLACK = 1e-6;

function lastDayAtOrAbove(
  threshold: number,
  trend: WallTrend | null,
  latest: WearPoint | undefined,
): { until: string | null; basis: ProjectionBasis } {
  if (latest === undefined) return { until: null, basis: 'too few inspections' };
  if (latest.value < threshold) return { until: null, basis: 'below' };
  if (trend === null) return { until: null, basis: 'too few inspections' };
  if (trend.ratePerYear >= 0) return { until: null, basis: 'not falling' };
  const fallPerDay = -trend.ratePerYear / DAYS_PER_YEAR;
  const daysFromTrend = Math.floor((trend.wallAtFrom - threshold) / fallPerDay + DAY_SLACK);
  const latestDay = utcDayNumber(latest.date);
  const day = Math.max(utcDayNumber(trend.from) + daysFromTrend, latestDay);
  if (day - latestDay > PROJECTION_HORIZON_YEARS * DAYS_PER_YEAR)
    return { until: null, basis: 'beyond horizon' };
  return { until: dayDate(day), basis: 'projected' };
}

/**
 * The projected last day at Premium and at Class 2 from a joint's wall figures (oldest first, as
 * `wearSeries` gives them), by the least-squares trend of `wallTrend`: the last whole day on which the
 * fitted line is still at or above the threshold. The projection starts from the latest inspection:
 * - its wall already under the threshold: no date, `'below'` (the class has already dropped);
 * - fewer than two days with a wall figure: no date, `'too few inspections'`;
 * - a flat or rising trend: no date, `'not falling'`;
 * - the line crossing before the latest inspection although that inspection measured the wall at or
 *   above the threshold: the latest inspection's date (the trend never overrules a measurement);
 * - more than 100 years ahead: no date, `'beyond horizon'`.
 *
 * @throws RangeError when a date is not a date.
 * @example
 * wallProjection([{ date: '2025-02-14', value: 91 }, { date: '2026-02-16', value: 90 }]);
 * // 1 % in 367 days: 11 % above 80 lasts 11 × 367 = 4037 days, 21 % above 70 lasts 7707 days
 * // { wallRatePerYear: -0.99523…, premiumUntil: '2036-03-05', class2Until: '2046-03-23', premium: 'projected', … }
 */
export function wallProjection(
  points: readonly WearPoint[],
  thresholds: BodyThresholds = DEFAULT_BODY_THRESHOLDS,
): WallProjection {
  const trend = wallTrend(points);
  const latest = points[points.length - 1];
  const premium = lastDayAtOrAbove(thresholds.premiumMinWall, trend, latest);
  const class2 = lastDayAtOrAbove(thresholds.class2MinWall, trend, latest);
  return {
    wallRatePerYear: trend?.ratePerYear ?? null,
    premiumUntil: premium.until,
    class2Until: class2.until,
    premium: premium.basis,
    class2: class2.basis,
    trend,
  };
}
