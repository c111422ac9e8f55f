import { assertBodyThresholds, type BodyThresholds, DEFAULT_BODY_THRESHOLDS } from './body-thresholds.js';
import { assertClassLimits, type ClassLimits } from './class-limits.js';
import { classifyInspection, type InspectionClass } from './classify-inspection.js';
import { inspectionsInOrder, type JointInspection } from './joint-inspection.js';
import { type RecutSource, type RecutsLeft, recutsLeft } from './recuts-left.js';
import { type WallProjection, wallProjection } from './wall-projection.js';
import { type WearSeries, wearSeriesInOrder } from './wear-series.js';

/**
 * What `assessJoint` needs besides the inspections: the limits row for the joint's connection and pipe
 * (`matchClassLimits`; null for none), the provider's wall thresholds, and where the tong space per recut
 * comes from.
 *
 * @example
 * const options: JointAssessmentOptions = { limits: matchClassLimits(item, rows), recuts: { setting: 0.5 } };
 */
export interface JointAssessmentOptions {
  limits: ClassLimits | null;
  thresholds?: BodyThresholds;
  recuts?: RecutSource;
}

/**
 * Whether a joint is fit to run and for how long: the class of its latest inspection, its figures over
 * time, the wall's projection and the recuts left.
 *
 * @example
 * const { class: jointClass, projection, recutsLeft } = assessJoint(inspections, { limits });
 */
export interface JointAssessment<I extends JointInspection = JointInspection> {
  /** The class of the latest inspection; null when the joint has none. */
  class: InspectionClass | null;
  /** The latest inspection: the last by date, undated ones first, same-day ones in the order given. */
  latest: I | null;
  wear: WearSeries;
  projection: WallProjection;
  recutsLeft: RecutsLeft;
}

/**
 * One joint's class, wear and remaining life from its inspections (tally rows, in any order):
 * `classifyInspection` of the latest inspection (a joint's class is its latest, not its worst),
 * `wearSeries`, `wallProjection` of the wall series and `recutsLeft` from the latest inspection's tong
 * space. See each for its rules.
 *
 * @throws RangeError when a date is not a date, or the limits, thresholds or per-recut setting are not
 * valid.
 * @example
 * assessJoint(
 *   [
 *     { Inspection_Date: '2025-02-14', Wall: 91, OD_Box: 6.2, TS_Pin: 6.8, TS_Box: 7.2 },
 *     { Inspection_Date: '2026-02-16', Wall: 90, OD_Box: 6.15, TS_Pin: 6.05, TS_Box: 6.4, Machining_Pin: 'SUM' },
 *   ],
 *   { limits: { TJ_OD_Premium_Min: 6.094, TJ_OD_Class2_Min: 5.969, TS_Pin_Min: 4, TS_Box_Min: 4.5 }, recuts: { setting: 0.75 } },
 * );
 * // class.overall 'Premium', projection.premiumUntil '2036-03-05', recutsLeft.pin.recutsLeft 2
 */
export function assessJoint<I extends JointInspection>(
  inspections: readonly I[],
  options: JointAssessmentOptions,
): JointAssessment<I> {
  const thresholds = options.thresholds ?? DEFAULT_BODY_THRESHOLDS;
  assertBodyThresholds(thresholds);
  if (options.limits !== null) assertClassLimits(options.limits);
  const ordered = inspectionsInOrder(inspections);
  const latest = ordered[ordered.length - 1]?.inspection ?? null;
  const wear = wearSeriesInOrder(ordered);
  return {
    class: latest === null ? null : classifyInspection(latest, options.limits, thresholds),
    latest,
    wear,
    projection: wallProjection(wear.wall, thresholds),
    recutsLeft: recutsLeft(latest, options.limits, options.recuts),
  };
}
