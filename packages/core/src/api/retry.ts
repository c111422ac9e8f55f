import { isApiError } from './errors.js';

/**
 * How {@link retryThenFallback} retries: the number of attempts in all, the wait between two attempts, and
 * the wait function.
 *
 * @example
 * const policy: RetryPolicy = { attempts: 5, delayMs: 1000, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };
 */
export interface RetryPolicy {
  attempts: number;
  delayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Runs `attempt` up to `policy.attempts` times, waiting `policy.delayMs` between tries, and resolves with
 * `fallback()` when every try failed. A sign-out (`auth`), a cancellation (`aborted`) or bad input is not
 * retried: it is thrown at once.
 *
 * @example
 * const lists = await retryThenFallback(() => load(), () => ({ multi_detail: [], dim: [] }), policy);
 */
export async function retryThenFallback<T>(
  attempt: () => Promise<T>,
  fallback: () => T,
  policy: RetryPolicy,
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (isApiError(error, 'auth') || isApiError(error, 'aborted') || isApiError(error, 'bad-input'))
        throw error;
      if (tried >= policy.attempts) return fallback();
      await policy.sleep(policy.delayMs);
    }
  }
}

/**
 * Waits `ms` milliseconds with `setTimeout`, available in browsers, Node and workers alike.
 *
 * @example
 * await defaultSleep(1000);
 */
export function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
