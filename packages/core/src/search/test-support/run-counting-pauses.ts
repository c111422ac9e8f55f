import type { Steps } from '../steps.js';

/**
 * Runs a {@link Steps} computation to the end as `runSteps` does, counting the pauses on the way,
 * for tests that check a computation really is split into steps.
 *
 * @example
 * const { pauses, value } = runCountingPauses(sortInSteps(items, (a, b) => a - b));
 */
export function runCountingPauses<Result>(steps: Steps<Result>): { pauses: number; value: Result } {
  let pauses = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { pauses, value: next.value };
    pauses += 1;
  }
}
