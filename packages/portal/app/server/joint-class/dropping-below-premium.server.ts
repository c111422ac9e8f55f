import { IN_SERVICE_LOCATIONS } from '@rigready/core';
import type { FleetJointClass } from './fleet-classes.server.js';

/** How far ahead the home page looks for joints whose wall trend leaves Premium, in calendar months. */
export const PREMIUM_HORIZON_MONTHS = 6;

/** `day` plus whole calendar months, the day of month kept or, past the month's end, its last day. */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The joints in service that are Premium now and whose wall trend leaves Premium within
 * {@link PREMIUM_HORIZON_MONTHS} months of `today`: their last projected day at Premium (`premiumUntil`)
 * is before the horizon's day, so the first day below it is on or before that day.
 *
 * @example
 * droppingBelowPremium(classes, '2026-10-12'); // KD-12 (until 2027-04-11) and KD-18 (until 2027-03-03)
 */
export function droppingBelowPremium(classes: readonly FleetJointClass[], today: string): FleetJointClass[] {
  const horizon = addMonths(today, PREMIUM_HORIZON_MONTHS);
  const inService = new Set<string>(IN_SERVICE_LOCATIONS);
  return classes.filter(
    (joint) =>
      inService.has(joint.location) &&
      joint.class === 'Premium' &&
      joint.premiumUntil !== null &&
      joint.premiumUntil < horizon,
  );
}
