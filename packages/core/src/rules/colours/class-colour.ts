import type { JointClass } from '../joint-class/joint-class.js';
import type { StatusColour } from './status-colour.js';

/**
 * The colour of a joint's class on a colour scale (the rack grid's class scale): Premium green, Class 2
 * yellow, Reject red, not classed (`null`) the neutral `'unknown'`. These are status colours on a screen,
 * not the paint bands on the pipe (`DEFAULT_CLASS_MARKING`), whose white would not show on a white page.
 *
 * @example
 * classColour('Class 2'); // 'yellow'
 * classColour(null); // 'unknown'
 */
export function classColour(jointClass: JointClass | null | undefined): StatusColour {
  if (jointClass === 'Premium') return 'green';
  if (jointClass === 'Class 2') return 'yellow';
  if (jointClass === 'Reject') return 'red';
  return 'unknown';
}
