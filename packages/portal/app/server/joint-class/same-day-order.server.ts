import { byCodeUnit } from '../../shared/code-unit-order.js';

/**
 * A joint's tallies sorted by order number (in place, by code unit, the same on every database), the order
 * core's rules keep for two inspections of one day ("same-day ones in the order given"): a database
 * answers rows in no set order, so without it one joint could be classed by one of its same-day
 * inspections on its page and by the other in the fleet's counts, or change class between two reads.
 *
 * @example
 * const latestLast = assessJoint(inOrderNumberOrder(tallies), options);
 */
export function inOrderNumberOrder<T extends { Order_No: string }>(tallies: T[]): T[] {
  return tallies.sort((a, b) => byCodeUnit(a.Order_No, b.Order_No));
}
