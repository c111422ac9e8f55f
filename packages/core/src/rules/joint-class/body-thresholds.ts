/**
 * The remaining-wall thresholds of the body class, in percent of the nominal wall: at least
 * `premiumMinWall` is Premium, at least `class2MinWall` Class 2, less is Reject. A provider setting.
 *
 * @example
 * const thresholds: BodyThresholds = { premiumMinWall: 80, class2MinWall: 70 };
 */
export interface BodyThresholds {
  premiumMinWall: number;
  class2MinWall: number;
}

/**
 * API RP 7G-2's thresholds: Premium keeps at least 80 % of the wall, Class 2 at least 70 %.
 *
 * @example
 * DEFAULT_BODY_THRESHOLDS.premiumMinWall; // 80
 */
export const DEFAULT_BODY_THRESHOLDS: Readonly<BodyThresholds> = Object.freeze({
  premiumMinWall: 80,
  class2MinWall: 70,
});

/**
 * Checks thresholds a provider set: each a finite percentage from 0 to 100, Premium's at least Class 2's.
 *
 * @throws RangeError saying which threshold is wrong.
 * @example
 * assertBodyThresholds({ premiumMinWall: 70, class2MinWall: 80 });
 * // RangeError: The Premium wall threshold (70 %) is under the Class 2 one (80 %)
 */
export function assertBodyThresholds(thresholds: BodyThresholds): void {
  for (const [name, value] of [
    ['Premium', thresholds.premiumMinWall],
    ['Class 2', thresholds.class2MinWall],
  ] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
      throw new RangeError(
        `The ${name} wall threshold must be a percentage from 0 to 100, got ${String(value)}`,
      );
    }
  }
  if (thresholds.premiumMinWall < thresholds.class2MinWall) {
    throw new RangeError(
      `The Premium wall threshold (${thresholds.premiumMinWall} %) is under the Class 2 one (${thresholds.class2MinWall} %)`,
    );
  }
}
