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
 * await runInSlices(() => index.buildNext(250), { budgetMs: 8 });
 */
export async function runInSlices(step: () => boolean, options: RunInSlicesOptions = {}): Promise<boolean> {
  const budgetMs = options.budgetMs ?? 8;
  for (;;) {
    const start = performance.now();
    do {
      if (options.signal?.aborted) return false;
      if (step()) return true;
    } while (performance.now() - start < budgetMs);
    await yieldToMain();
  }
}
