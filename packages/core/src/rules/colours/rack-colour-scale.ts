import type { PositionColourScale } from './position-age-colour.js';

/**
 * What colours a rack position: the days since its joint was inspected, on one of the two age scales
 * (`'rack-view'`, `'rack-dialog'`, see `positionColourByAge`), or the joint's class at its latest
 * inspection (`'class'`, see `classColour`).
 *
 * @example
 * const scale: RackColourScale = 'class';
 */
export type RackColourScale = PositionColourScale | 'class';

/**
 * Every rack colour scale: the two age scales, then the class scale.
 *
 * @example
 * RACK_COLOUR_SCALES.includes('class'); // true
 */
export const RACK_COLOUR_SCALES: readonly RackColourScale[] = Object.freeze([
  'rack-view',
  'rack-dialog',
  'class',
] as const);
