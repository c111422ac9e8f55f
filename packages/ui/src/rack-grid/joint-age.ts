import {
  type DateInput,
  daysBetween,
  type PositionColourScale,
  positionColourByAge,
  type StatusColour,
} from '@rigready/core';

/** A joint's age and the colour core's rule gives it. */
export interface JointAge {
  /** Whole days since inspection, or null when the joint has no inspection date. */
  days: number | null;
  colour: StatusColour;
}

/**
 * Days since a joint's inspection on `today` (a `YYYY-MM-DD` day) and its position colour on one of core's colour scales (core's
 * `daysBetween` and `positionColourByAge`). A joint without an inspection date is `'unknown'`.
 *
 * @throws RangeError from core when the inspection date is not a date.
 * @example
 * jointAge('2024-03-01', '2024-03-21', 'rack-view'); // { days: 20, colour: 'yellow' }
 */
export function jointAge(
  inspected: DateInput | null | undefined,
  today: string,
  scale: PositionColourScale,
): JointAge {
  if (inspected === null || inspected === undefined || inspected === '')
    return { days: null, colour: 'unknown' };
  const days = daysBetween(inspected, today);
  return { days, colour: positionColourByAge(days, scale) };
}
