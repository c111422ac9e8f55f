type IdleScheduler = {
  requestIdleCallback?: (callback: IdleRequestCallback, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (handle: number) => void;
};

// Where the browser has no idle callbacks (Safari), a timer a frame away stands in, as a forced call.
const FALLBACK_DELAY_MS = 16;

/** Options of {@link whenIdle}. */
export interface WhenIdleOptions {
  /** Milliseconds after which the call is forced even if the page never idles; none when absent. */
  readonly timeoutMs?: number;
  /** The budget a forced call gets (also where the browser has no idle callbacks); 0 when absent. */
  readonly forcedBudgetMs?: number;
}

/**
 * Calls `callback` in the browser's next idle period (after a frame has painted, in the time it leaves
 * before the next), or after `timeoutMs` at the latest, with the milliseconds it may use: the idle
 * period's, or `forcedBudgetMs` when the timeout forced the call (or a timer stood in for idle callbacks).
 * Returns a function that cancels it.
 *
 * @example
 * const cancel = whenIdle((budgetMs) => buildFor(budgetMs), { timeoutMs: 250, forcedBudgetMs: 4 });
 */
export function whenIdle(
  callback: (budgetMs: number) => void,
  { timeoutMs, forcedBudgetMs = 0 }: WhenIdleOptions = {},
): () => void {
  const { requestIdleCallback, cancelIdleCallback } = globalThis as IdleScheduler;
  if (requestIdleCallback === undefined) {
    const timer = setTimeout(() => callback(forcedBudgetMs), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(
    (deadline) => callback(deadline.didTimeout ? forcedBudgetMs : deadline.timeRemaining()),
    timeoutMs === undefined ? undefined : { timeout: timeoutMs },
  );
  return () => cancelIdleCallback?.(handle);
}
