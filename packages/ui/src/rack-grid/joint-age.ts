import {
  classColour,
  daysBetween,
  positionColourByAge,
  type RackColourScale,
  type StatusColour,
} from '@rigready/core';
import type { RackGridJoint } from './rack-grid.types.js';

/** A joint's age and the colour its position gets on the rack's colour scale. */
export interface JointAge {
  /** Whole days since inspection, or null when the joint has no inspection date. */
  days: number | null;
  colour: StatusColour;
}

/**
 * Days since a joint's inspection on `today` (a `YYYY-MM-DD` day) and its position colour on one of
 * core's rack colour scales: by age (`daysBetween`, `positionColourByAge`; a joint without an inspection
 * date is `'unknown'`) or by class (`classColour`; a joint without a class is `'unknown'`).
 *
 * @throws RangeError from core when the inspection date is not a date.
 * @example
 * jointAge({ Date_Inspected: '2024-03-01' }, '2024-03-21', 'rack-view'); // { days: 20, colour: 'yellow' }
 * jointAge({ Date_Inspected: '2024-03-01', Class: 'Reject' }, '2024-03-21', 'class'); // { days: 20, colour: 'red' }
 */
export function jointAge(
  joint: Pick<RackGridJoint, 'Date_Inspected' | 'Class'>,
  today: string,
  scale: RackColourScale,
): JointAge {
  const inspected = joint.Date_Inspected;
  const days =
    inspected === null || inspected === undefined || inspected === '' ? null : daysBetween(inspected, today);
  if (scale === 'class') return { days, colour: classColour(joint.Class) };
  return { days, colour: days === null ? 'unknown' : positionColourByAge(days, scale) };
}
