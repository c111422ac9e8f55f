/**
 * A computation that pauses (`yield`s) at points where it is safe to stop for a while, so a host can
 * spread it over several tasks (a table drives it between frames) or run it to the end at once with
 * {@link runSteps}. Each step between two pauses takes a few milliseconds at most.
 *
 * @example
 * const steps: Steps<number[]> = sortInSteps([3, 1, 2], (a, b) => a - b);
 */
export type Steps<Result> = Generator<void, Result, void>;

/**
 * Runs a {@link Steps} computation to the end without pausing and returns its result.
 *
 * @example
 * runSteps(sortInSteps(['b', 'a'], (a, b) => a.localeCompare(b))); // ['a', 'b']
 */
export function runSteps<Result>(steps: Steps<Result>): Result {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

// Runs this long are sorted in one step by the engine's own (stable) sort, then merged pairwise.
const RUN_LENGTH = 512;
const COMPARISONS_PER_STEP = 4096;

/**
 * Sorts a copy of `items`, stably, pausing every few thousand comparisons: a merge sort of sorted runs.
 * A collator comparison costs about a microsecond, so sorting 100,000 distinct texts in one go blocks
 * the main thread for well over 50 ms; in steps it never does.
 *
 * @example
 * runSteps(sortInSteps([3, 1, 2], (a, b) => a - b)); // [1, 2, 3]
 */
export function* sortInSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  let source = items.slice();
  const count = source.length;
  for (let start = 0; start < count; start += RUN_LENGTH) {
    const run = source.slice(start, start + RUN_LENGTH).sort(compare);
    for (let offset = 0; offset < run.length; offset += 1) source[start + offset] = run[offset] as T;
    yield;
  }
  let target = new Array<T>(count);
  let budget = COMPARISONS_PER_STEP;
  for (let width = RUN_LENGTH; width < count; width *= 2) {
    for (let left = 0; left < count; left += 2 * width) {
      const middle = Math.min(left + width, count);
      const right = Math.min(left + 2 * width, count);
      let fromLeft = left;
      let fromRight = middle;
      let into = left;
      while (fromLeft < middle && fromRight < right) {
        // Only a strictly smaller right item goes first, so equal items keep their order.
        target[into++] =
          compare(source[fromRight] as T, source[fromLeft] as T) < 0
            ? (source[fromRight++] as T)
            : (source[fromLeft++] as T);
        budget -= 1;
        if (budget === 0) {
          budget = COMPARISONS_PER_STEP;
          yield;
        }
      }
      while (fromLeft < middle) target[into++] = source[fromLeft++] as T;
      while (fromRight < right) target[into++] = source[fromRight++] as T;
    }
    [source, target] = [target, source];
  }
  return source;
}
