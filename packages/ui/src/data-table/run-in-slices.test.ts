import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInSlices, runStepsInSlices } from './run-in-slices.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('given a Steps computation run in slices', () => {
  function* countTo(last: number) {
    let count = 0;
    while (count < last) {
      count += 1;
      yield;
    }
    return count;
  }

  it('should resolve with its result once it finishes', async () => {
    await expect(runStepsInSlices(countTo(3))).resolves.toEqual({ value: 3 });
  });

  it('should resolve null when the signal stopped it first', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(runStepsInSlices(countTo(3), { signal: controller.signal })).resolves.toBeNull();
  });
});

describe('given work run in slices', () => {
  it('should call the step until it reports done, and resolve true', async () => {
    let left = 5;
    await expect(runInSlices(() => --left === 0)).resolves.toBe(true);
    expect(left).toBe(0);
  });

  it('should stop between slices when the signal aborts, and resolve false', async () => {
    const controller = new AbortController();
    let calls = 0;
    const finished = runInSlices(
      () => {
        calls += 1;
        controller.abort();
        return false;
      },
      { signal: controller.signal, budgetMs: 0 },
    );
    await expect(finished).resolves.toBe(false);
    expect(calls).toBe(1);
  });

  describe('at background priority', () => {
    it('should run each slice in an idle callback, for no longer than the idle time left', async () => {
      const requestIdleCallback = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
        setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 0 }), 0);
        return 1;
      });
      vi.stubGlobal('requestIdleCallback', requestIdleCallback);
      let left = 3;
      await expect(runInSlices(() => --left === 0, { priority: 'background' })).resolves.toBe(true);
      // No idle time left: one step per idle callback.
      expect(requestIdleCallback).toHaveBeenCalledTimes(3);
      expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 250 });
    });

    it('should run no slice while paused, and go on once the page is quiet', async () => {
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
        setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 0 }), 0);
        return 1;
      });
      let busyChecks = 0;
      let steps = 0;
      const finished = runInSlices(
        () => {
          steps += 1;
          return true;
        },
        { priority: 'background', paused: () => ++busyChecks < 3 },
      );
      await expect(finished).resolves.toBe(true);
      expect(busyChecks).toBe(3);
      expect(steps).toBe(1);
    });

    it('should keep going while throttled, in slices of 2 ms however much idle time is left', async () => {
      const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
        setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
        return 1;
      });
      vi.stubGlobal('requestIdleCallback', requestIdleCallback);
      // A clock that moves 1 ms per step.
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => now);
      const tenSteps = () => {
        let left = 10;
        return () => {
          now += 1;
          return --left === 0;
        };
      };
      await runInSlices(tenSteps(), { priority: 'background' });
      // Slices of the 8 ms budget: 8 steps, then 2.
      expect(requestIdleCallback).toHaveBeenCalledTimes(2);
      requestIdleCallback.mockClear();
      await runInSlices(tenSteps(), { priority: 'background', throttled: () => true });
      expect(requestIdleCallback).toHaveBeenCalledTimes(5);
    });
  });
});
