import { measurement, type TallyRow } from '../tally/tally-row.js';
import { bodyClass } from './body-class.js';
import { assertBodyThresholds, type BodyThresholds, DEFAULT_BODY_THRESHOLDS } from './body-thresholds.js';
import { assertClassLimits, type ClassLimits } from './class-limits.js';
import { type JointClass, lowerClass } from './joint-class.js';
import { toolJointClass } from './tool-joint-class.js';

/**
 * The figures of one inspection that decide its class: a tally row's `Wall` (remaining body wall, %),
 * `OD_Box`, `TS_Pin` and `TS_Box` (inches), as numbers or numeric strings; empty is not measured.
 *
 * @example
 * const figures: ClassFigures = { Wall: 79.9, OD_Box: '6.9', TS_Pin: 5.5, TS_Box: null };
 */
export type ClassFigures = Pick<TallyRow, 'Wall' | 'OD_Box' | 'TS_Pin' | 'TS_Box'>;

/**
 * The class of one inspection: overall, body and tool joint, and the reasons in words.
 *
 * @example
 * const result: InspectionClass = classifyInspection({ Wall: 79.9, OD_Box: 6.9, TS_Pin: 5.5, TS_Box: 6.25 }, limits);
 * result.overall; // 'Class 2'
 */
export interface InspectionClass {
  /** The lower of body and tool joint; the body's when there are no limits; null when it cannot be told. */
  overall: JointClass | null;
  body: JointClass | null;
  /** Null without limits ("no limits") or when a missing figure leaves it open. */
  toolJoint: JointClass | null;
  /** True when no limits row applies: the tool joint is not classed and the overall class is the body's. */
  noLimits: boolean;
  /** One sentence per check made (wall, box OD, pin and box tong space) or not made, in that order. */
  reasons: string[];
}

/**
 * Why an inspection has no overall class although one part has: the last of its reasons.
 *
 * @example
 * classifyInspection({ Wall: null, OD_Box: 6.9, TS_Pin: 5.5, TS_Box: 6.25 }, limits).reasons.at(-1) === NOT_CLASSED_REASON;
 */
export const NOT_CLASSED_REASON = 'not classed: a missing figure could lower the class';

/**
 * Classes one inspection (API RP 7G-2 / ISO 10407-2 practice; see docs/rules.md):
 * - body: remaining wall of at least `premiumMinWall` (80 %) is Premium, at least `class2MinWall` (70 %)
 *   Class 2, less Reject;
 * - tool joint, against the provider's `limits` for the joint's connection and pipe: box OD at least the
 *   Premium minimum is Premium, at least the Class 2 minimum Class 2, else Reject; pin or box tong space
 *   under its minimum is Reject;
 * - overall: the lower of the two.
 *
 * Without limits (`null`, no row matched) the tool joint is not classed, `noLimits` is true and the
 * overall class is the body's, as the reasons say; a limit is never invented. A missing figure (a tally
 * without a wall, a box OD, a tong space) can only lower a class, so a part with a missing figure is
 * `null` unless its known figures already make it Reject, and the overall class is `null` unless one part
 * is Reject; the reasons name each missing figure and end with {@link NOT_CLASSED_REASON}.
 *
 * @throws RangeError when the limits or thresholds are not valid (see `assertClassLimits`,
 * `assertBodyThresholds`).
 * @example
 * classifyInspection({ Wall: 79.9, OD_Box: 6.9, TS_Pin: 5.5, TS_Box: 6.25 },
 *   { TJ_OD_Premium_Min: 6.75, TJ_OD_Class2_Min: 6.5, TS_Pin_Min: 4, TS_Box_Min: 4.5 });
 * // { overall: 'Class 2', body: 'Class 2', toolJoint: 'Premium', noLimits: false, reasons: [
 * //   'wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2',
 * //   'box OD 6.9 in is at least 6.75 in for Premium',
 * //   'pin tong space 5.5 in is at least the 4 in minimum',
 * //   'box tong space 6.25 in is at least the 4.5 in minimum'] }
 */
export function classifyInspection(
  figures: ClassFigures,
  limits: ClassLimits | null,
  thresholds: BodyThresholds = DEFAULT_BODY_THRESHOLDS,
): InspectionClass {
  assertBodyThresholds(thresholds);
  if (limits !== null) assertClassLimits(limits);
  const body = bodyClass(measurement(figures.Wall), thresholds);
  const toolJoint = toolJointClass(
    {
      odBox: measurement(figures.OD_Box),
      tsPin: measurement(figures.TS_Pin),
      tsBox: measurement(figures.TS_Box),
    },
    limits,
  );
  const reasons = [...body.reasons, ...toolJoint.reasons];
  const parts = limits === null ? [body.jointClass] : [body.jointClass, toolJoint.jointClass];
  let overall: JointClass | null;
  if (parts.includes('Reject')) overall = 'Reject';
  else if (parts.includes(null)) overall = null;
  else overall = (parts as JointClass[]).reduce(lowerClass);
  if (overall === null) reasons.push(NOT_CLASSED_REASON);
  return {
    overall,
    body: body.jointClass,
    toolJoint: toolJoint.jointClass,
    noLimits: limits === null,
    reasons,
  };
}
