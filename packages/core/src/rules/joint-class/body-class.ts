import { type BodyThresholds, DEFAULT_BODY_THRESHOLDS } from './body-thresholds.js';
import { figureText } from './figure-text.js';
import type { JointClass } from './joint-class.js';

/**
 * A part of a joint's class (body or tool joint) and the reasons for it, in words.
 *
 * @example
 * const part: ClassPart = { jointClass: 'Class 2', reasons: ['wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2'] };
 */
export interface ClassPart {
  jointClass: JointClass | null;
  reasons: string[];
}

/**
 * The body class from the remaining wall in percent: at least the Premium threshold is Premium, at
 * least the Class 2 threshold Class 2, less is Reject; no wall figure is no class (`null`). Thresholds
 * are checked by the caller (`classifyInspection`).
 *
 * @example
 * bodyClass(79.9);
 * // { jointClass: 'Class 2', reasons: ['wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2'] }
 * bodyClass(null); // { jointClass: null, reasons: ['no wall figure: the body is not classed'] }
 */
export function bodyClass(
  wall: number | null,
  thresholds: BodyThresholds = DEFAULT_BODY_THRESHOLDS,
): ClassPart {
  if (wall === null) return { jointClass: null, reasons: ['no wall figure: the body is not classed'] };
  const w = figureText(wall);
  const premium = figureText(thresholds.premiumMinWall);
  const class2 = figureText(thresholds.class2MinWall);
  if (wall >= thresholds.premiumMinWall) {
    return { jointClass: 'Premium', reasons: [`wall ${w} % is at least ${premium} % for Premium`] };
  }
  if (wall >= thresholds.class2MinWall) {
    return {
      jointClass: 'Class 2',
      reasons: [`wall ${w} % is under ${premium} % for Premium, at least ${class2} % for Class 2`],
    };
  }
  return { jointClass: 'Reject', reasons: [`wall ${w} % is under ${class2} % for Class 2`] };
}
