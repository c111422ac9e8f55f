/**
 * Which screen colours a rack position: `'rack-view'` (the rack location view) or `'rack-dialog'` (the
 * rack dialog opened from the inventory).
 *
 * @example
 * const scale: PositionColourScale = 'rack-dialog';
 */
export type PositionColourScale = 'rack-view' | 'rack-dialog';

/**
 * Age thresholds in days of each scale: green below `yellowFrom`, yellow below `redFrom`, red from there.
 * The spec says "green under 17, yellow from 18 to under 62" and "green under 180, yellow from 181 to
 * under 365", leaving a gap (17 to 18, 180 to 181). We close it upwards: yellow starts where green ends,
 * so exactly 17 days (and 17.5) is yellow on the rack view, exactly 180 days yellow in the rack dialog,
 * and 62 / 365 days are red.
 *
 * @example
 * POSITION_AGE_THRESHOLDS['rack-view']; // { yellowFrom: 17, redFrom: 62 }
 */
export const POSITION_AGE_THRESHOLDS: Readonly<
  Record<PositionColourScale, { yellowFrom: number; redFrom: number }>
> = Object.freeze({
  'rack-view': Object.freeze({ yellowFrom: 17, redFrom: 62 }),
  'rack-dialog': Object.freeze({ yellowFrom: 180, redFrom: 365 }),
});

/**
 * Colour of a rack position by the days since its joint was inspected (see
 * {@link POSITION_AGE_THRESHOLDS} for the boundaries). Fractional days are allowed; a negative age (an
 * inspection date in the future) is green.
 *
 * @throws RangeError when `days` is not a number (NaN).
 * @example
 * positionColourByAge(16, 'rack-view'); // 'green'
 * positionColourByAge(17, 'rack-view'); // 'yellow'
 * positionColourByAge(62, 'rack-view'); // 'red'
 * positionColourByAge(180, 'rack-dialog'); // 'yellow'
 */
export function positionColourByAge(days: number, scale: PositionColourScale): 'green' | 'yellow' | 'red' {
  if (Number.isNaN(days)) throw new RangeError('Days since inspection must be a number, got NaN');
  const { yellowFrom, redFrom } = POSITION_AGE_THRESHOLDS[scale];
  if (days < yellowFrom) return 'green';
  if (days < redFrom) return 'yellow';
  return 'red';
}
