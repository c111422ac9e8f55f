/**
 * The waits before each retry of a delivery that was not answered 2xx: the first attempt goes at once,
 * then after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours; after the seventh attempt
 * the delivery is given up (`failed`), about 17 and a half hours after the event.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
];

/**
 * When a delivery that failed its `attempts`-th attempt at `now` is tried again, or null: give it up.
 *
 * @example
 * nextAttemptAt(1, new Date('2026-11-26T08:00:00Z')); // 2026-11-26T08:00:05.000Z
 * nextAttemptAt(7, new Date('2026-11-26T08:00:00Z')); // null
 */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const wait = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}
