/** The fleet of the scale benchmark: ten times today's 200,000 joints. */
export const SCALE_FLEET = { joints: 2_000_000, customers: 50, largest: 400_000 } as const;

/**
 * Joints per customer for a fleet of `joints` across `customers`, the first holding `largest` and the
 * others sharing the rest in steps down (the second largest most, the last least), adding up exactly.
 *
 * @example
 * scaleFleet(100, 3, 40); // [40, 40, 20]
 */
export function scaleFleet(joints: number, customers: number, largest: number): number[] {
  if (customers < 1 || largest > joints || (customers === 1 && largest !== joints)) {
    throw new RangeError(`${joints} joints cannot go to ${customers} customers with ${largest} the largest`);
  }
  const rest = joints - largest;
  const others = customers - 1;
  const weights = Array.from({ length: others }, (_, index) => others - index);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const sizes = weights.map((weight) => Math.max(1, Math.floor((rest * weight) / total)));
  if (others > 0) sizes[0] = (sizes[0] as number) + rest - sizes.reduce((sum, size) => sum + size, 0);
  return [largest, ...sizes];
}
