/**
 * Summary of a list of lead times.
 *
 * @example
 * const summary: LeadTimeSummary = { count: 4, median: 3, average: 2 };
 */
export interface LeadTimeSummary {
  count: number;
  /** The element at index floor(n / 2) of the ascending list; null when empty. */
  median: number | null;
  /** The mean rounded down; null when empty. */
  average: number | null;
}

/**
 * Count, median and floored average of lead times in days. The median is the element at index
 * floor(n / 2) of the ascending list: for an even count that is the upper of the two middle values, never
 * their mean (so it is always a duration that happened).
 *
 * @example
 * leadTimeSummary([4, 1, 3, 2]); // { count: 4, median: 3, average: 2 }
 * leadTimeSummary([]); // { count: 0, median: null, average: null }
 */
export function leadTimeSummary(days: readonly number[]): LeadTimeSummary {
  if (days.length === 0) return { count: 0, median: null, average: null };
  const sorted = [...days].sort((a, b) => a - b);
  const total = sorted.reduce((sum, d) => sum + d, 0);
  return {
    count: sorted.length,
    median: sorted[Math.floor(sorted.length / 2)] as number,
    average: Math.floor(total / sorted.length),
  };
}
