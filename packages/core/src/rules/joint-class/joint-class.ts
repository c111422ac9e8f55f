/**
 * The class of a used drill-stem joint (API RP 7G-2 / ISO 10407-2): `'Premium'`, `'Class 2'` or
 * `'Reject'`. Where a rule cannot class a joint it answers `null`, never a guess.
 *
 * @example
 * const jointClass: JointClass = 'Class 2';
 */
export type JointClass = 'Premium' | 'Class 2' | 'Reject';

/**
 * The classes from best to worst.
 *
 * @example
 * JOINT_CLASSES.indexOf('Class 2'); // 1
 */
export const JOINT_CLASSES: readonly JointClass[] = Object.freeze(['Premium', 'Class 2', 'Reject'] as const);

const rank = (jointClass: JointClass) => JOINT_CLASSES.indexOf(jointClass);

/**
 * The lower (worse) of two classes.
 *
 * @example
 * lowerClass('Premium', 'Class 2'); // 'Class 2'
 * lowerClass('Reject', 'Premium'); // 'Reject'
 */
export function lowerClass(a: JointClass, b: JointClass): JointClass {
  return rank(a) >= rank(b) ? a : b;
}

/**
 * Whether a joint of class `actual` may run where `required` is asked for: Premium meets Premium and
 * Class 2, Class 2 meets Class 2, Reject meets nothing. A joint without a class (`null`) meets nothing,
 * since nobody can say it does.
 *
 * @example
 * meetsClass('Premium', 'Class 2'); // true
 * meetsClass('Class 2', 'Premium'); // false
 * meetsClass(null, 'Class 2'); // false
 */
export function meetsClass(actual: JointClass | null, required: Exclude<JointClass, 'Reject'>): boolean {
  return actual !== null && actual !== 'Reject' && rank(actual) <= rank(required);
}
