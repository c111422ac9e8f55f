import type { ClassPart } from './body-class.js';
import type { ClassLimits } from './class-limits.js';
import { figureText } from './figure-text.js';
import type { JointClass } from './joint-class.js';

/**
 * The tool-joint figures of one inspection, in inches; a figure not measured is null.
 *
 * @example
 * const figures: ToolJointFigures = { odBox: 6.749, tsPin: 5.5, tsBox: 6.25 };
 */
export interface ToolJointFigures {
  odBox: number | null;
  tsPin: number | null;
  tsBox: number | null;
}

/**
 * Why a tool joint without limits has no class: the sentence the reasons carry.
 *
 * @example
 * reasons.includes(NO_LIMITS_REASON);
 */
export const NO_LIMITS_REASON =
  "no class limits for this connection and pipe: the tool joint is not classed and the class is the body's";

function odCheck(
  odBox: number | null,
  limits: ClassLimits,
): { jointClass: JointClass | null; reason: string } {
  if (odBox === null) return { jointClass: null, reason: 'no box OD figure' };
  const od = figureText(odBox);
  const premium = figureText(limits.TJ_OD_Premium_Min);
  const class2 = figureText(limits.TJ_OD_Class2_Min);
  if (odBox >= limits.TJ_OD_Premium_Min) {
    return { jointClass: 'Premium', reason: `box OD ${od} in is at least ${premium} in for Premium` };
  }
  if (odBox >= limits.TJ_OD_Class2_Min) {
    return {
      jointClass: 'Class 2',
      reason: `box OD ${od} in is under ${premium} in for Premium, at least ${class2} in for Class 2`,
    };
  }
  return { jointClass: 'Reject', reason: `box OD ${od} in is under ${class2} in for Class 2` };
}

function tongSpaceCheck(end: 'pin' | 'box', tongSpace: number | null, minimum: number) {
  if (tongSpace === null) return { known: false, reject: false, reason: `no ${end} tong space figure` };
  const ts = figureText(tongSpace);
  const min = figureText(minimum);
  return tongSpace < minimum
    ? { known: true, reject: true, reason: `${end} tong space ${ts} in is under the ${min} in minimum` }
    : { known: true, reject: false, reason: `${end} tong space ${ts} in is at least the ${min} in minimum` };
}

/**
 * The tool-joint class against the provider's limits: box OD at least the Premium minimum is Premium, at
 * least the Class 2 minimum Class 2, else Reject; a pin or box tong space under its minimum is Reject.
 * Without limits (`null`) there is no tool-joint class, and the reasons say so. A missing figure leaves
 * the class `null` unless the figures there are already make it Reject (a missing figure can only lower
 * a class, never raise it). Limits are checked by the caller (`classifyInspection`).
 *
 * @example
 * toolJointClass({ odBox: 6.5, tsPin: 5.5, tsBox: 6.25 },
 *   { TJ_OD_Premium_Min: 6.75, TJ_OD_Class2_Min: 6.5, TS_Pin_Min: 4, TS_Box_Min: 4.5 });
 * // { jointClass: 'Class 2', reasons: ['box OD 6.5 in is under 6.75 in for Premium, at least 6.5 in for Class 2',
 * //   'pin tong space 5.5 in is at least the 4 in minimum', 'box tong space 6.25 in is at least the 4.5 in minimum'] }
 */
export function toolJointClass(figures: ToolJointFigures, limits: ClassLimits | null): ClassPart {
  if (limits === null) return { jointClass: null, reasons: [NO_LIMITS_REASON] };
  const od = odCheck(figures.odBox, limits);
  const pin = tongSpaceCheck('pin', figures.tsPin, limits.TS_Pin_Min);
  const box = tongSpaceCheck('box', figures.tsBox, limits.TS_Box_Min);
  const reasons = [od.reason, pin.reason, box.reason];
  if (od.jointClass === 'Reject' || pin.reject || box.reject) return { jointClass: 'Reject', reasons };
  if (od.jointClass === null || !pin.known || !box.known) return { jointClass: null, reasons };
  return { jointClass: od.jointClass, reasons };
}
