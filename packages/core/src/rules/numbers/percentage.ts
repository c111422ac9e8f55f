/**
 * `part` as a percentage of `total`, rounded half up to one decimal (spec part 2 §9). A zero total gives 0,
 * never NaN. Rounds on the scaled integer ratio so 1/8 = 12.5 exactly and binary fractions do not round
 * the wrong way.
 *
 * @throws RangeError when a value is negative or not finite, or `part` exceeds `total`.
 * @example
 * percentageOf(1, 3); // 33.3
 * percentageOf(2, 3); // 66.7
 * percentageOf(0, 0); // 0
 */
export function percentageOf(part: number, total: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(total) || part < 0 || total < 0) {
    throw new RangeError(`Percentage needs non-negative finite counts, got ${part} of ${total}`);
  }
  if (part > total) throw new RangeError(`Part ${part} is larger than its total ${total}`);
  if (total === 0) return 0;
  return Math.round((part * 1000) / total) / 10;
}
