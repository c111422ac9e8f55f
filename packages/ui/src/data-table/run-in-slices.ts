import type { Steps } from '@rigready/core';
import { whenIdle } from './when-idle.js';

/**
 * Options of {@link runInSlices}.
 *
 * @example
 * const options: RunInSlicesOptions = { budgetMs: 8, signal: controller.signal };
 */
export interface RunInSlicesOptions {
  /** Milliseconds of work per slice before the main thread gets control back; 8 when absent. */
  readonly budgetMs?: number;
  /** Stops the work between slices (the data changed or the table unmounted). */
  readonly signal?: AbortSignal;
  /**
   * 'background' runs slices only in the browser's idle time (what a frame leaves over), so work nobody
   * waits for yet (the search texts) never takes time from scrolling or typing; 'user-visible' (the
   * default) runs a slice whenever the main thread is free, for work the user is waiting for.
   */
  readonly priority?: 'user-visible' | 'background';
  /**
   * At background priority, whether the page is busy with something the user watches (a scroll): no
   * slice runs then, as on a machine with few cores even idle-time work takes the CPU from the frames.
   */
  readonly paused?: () => boolean;
  /**
   * At background priority, whether the page is busy with something the user watches (a scroll) that
   * leaves idle time between its frames: slices then last at most 2 ms, so work that can be cut small
   * keeps going without taking a frame's time.
   */
  readonly throttled?: () => boolean;
}

// A busy page still gets its background work done: an idle slice is forced after this long.
const IDLE_TIMEOUT_MS = 250;
const FORCED_SLICE_MS = 4;
const THROTTLED_SLICE_MS = 2;

// Resolves with the milliseconds the next background slice may use.
function waitForIdle(): Promise<number> {
  return new Promise((resolve) => {
    whenIdle(resolve, { timeoutMs: IDLE_TIMEOUT_MS, forcedBudgetMs: FORCED_SLICE_MS });
  });
}

type SchedulerWithYield = { yield?: () => Promise<void> };

// scheduler.yield keeps the task's priority; a MessageChannel message is the fallback that, unlike
// setTimeout, is not clamped to 4 ms after a few nested calls.
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Calls `step` repeatedly until it returns true, giving the main thread back whenever a slice has used
 * its budget, so long work (building a 100,000-row search index) never blocks input or painting for
 * more than a slice. Resolves true when the work finished, false when the signal stopped it.
 *
 * @example
 * await runInSlices(() => index.buildNext(250), { budgetMs: 8, priority: 'background' });
 */
export async function runInSlices(step: () => boolean, options: RunInSlicesOptions = {}): Promise<boolean> {
  const budgetMs = options.budgetMs ?? 8;
  const background = options.priority === 'background';
  for (;;) {
    const sliceMs = background ? Math.min(budgetMs, await waitForIdle()) : budgetMs;
    if (options.signal?.aborted) return false;
    if (background && options.paused?.()) continue;
    const limitMs = background && options.throttled?.() ? Math.min(sliceMs, THROTTLED_SLICE_MS) : sliceMs;
    const start = performance.now();
    do {
      if (options.signal?.aborted) return false;
      if (step()) return true;
    } while (performance.now() - start < limitMs);
    if (!background) await yieldToMain();
  }
}

/**
 * Runs core's {@link Steps} computation with {@link runInSlices} and resolves with its result, or null when
 * the signal stopped it first.
 *
 * @example
 * const counted = await runStepsInSlices(columnFacetsInSteps(index, 'Site'), { signal: controller.signal });
 * if (counted !== null) show(counted.value);
 */
export async function runStepsInSlices<Result>(
  steps: Steps<Result>,
  options: RunInSlicesOptions = {},
): Promise<{ readonly value: Result } | null> {
  let result = null as { readonly value: Result } | null;
  const finished = await runInSlices(() => {
    const next = steps.next();
    if (next.done) result = { value: next.value };
    return next.done === true;
  }, options);
  return finished ? result : null;
}
