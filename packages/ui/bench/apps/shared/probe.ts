/**
 * What a grid page shows, read from its DOM, so the runner times both grids the same way: the row count
 * on screen, the top rows' keys, and the elements to scroll.
 */
export interface BenchApp {
  rowCount(): number;
  topRows(count: number): string[];
  scroller(): HTMLElement;
}

declare global {
  interface Window {
    __app: BenchApp;
    __probe: typeof probe;
    __mountMs?: number;
  }
}

let lastInput = 0;
for (const type of ['keydown', 'pointerdown'] as const) {
  addEventListener(
    type,
    () => {
      lastInput = performance.now();
    },
    { capture: true },
  );
}

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask' });

// Long Animation Frames (not in TypeScript's DOM lib yet): a long task names nothing that ran in it, a long
// frame lists its scripts, so a task over the 50 ms limit can be traced to its code.
interface ScriptTiming {
  readonly startTime: number;
  readonly duration: number;
  readonly invoker: string;
  readonly sourceURL: string;
  readonly sourceFunctionName: string;
  readonly sourceCharPosition: number;
}
interface LongAnimationFrameTiming extends PerformanceEntry {
  readonly renderStart: number;
  readonly styleAndLayoutStart: number;
  readonly scripts: readonly ScriptTiming[];
}

/** A frame over 50 ms: when, how long, its scripts, and the time in its rendering (style, layout, paint). */
export interface LongFrame {
  start: number;
  duration: number;
  renderMs: number;
  scripts: string[];
}

const longFrames: LongFrame[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as LongAnimationFrameTiming[]) {
    longFrames.push({
      start: entry.startTime,
      duration: entry.duration,
      renderMs: entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0,
      scripts: entry.scripts.map(
        (script) =>
          `${script.invoker} → ${script.sourceFunctionName || '(anonymous)'} ` +
          `${script.sourceURL.split('/').pop()}:${script.sourceCharPosition} ${script.duration.toFixed(0)} ms`,
      ),
    });
  }
}).observe({ type: 'long-animation-frame' });

// After a frame's rAF callbacks the browser paints; a message posted from rAF runs after that paint.
function afterPaint(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
}

function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      let met = false;
      try {
        met = condition();
      } catch {
        met = false;
      }
      if (met) afterPaint().then(resolve);
      else if (performance.now() > deadline) reject(new Error('Timed out waiting for the expected rows'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

function shows(expected: { count: number; top: string[] }): boolean {
  return (
    window.__app.rowCount() === expected.count &&
    expected.top.every((key, index) => window.__app.topRows(expected.top.length)[index] === key)
  );
}

const probe = {
  /** Resolves with the ms from the last input to the paint of the frame that shows the expected rows. */
  async inputToPaint(expected: { count: number; top: string[] }, timeoutMs = 30_000) {
    const since = lastInput;
    const painted = await until(() => lastInput > since && shows(expected), timeoutMs);
    return painted - lastInput;
  },
  /** Resolves once the expected rows are painted (no timing). */
  async settle(expected: { count: number; top: string[] }, timeoutMs = 60_000) {
    await until(() => shows(expected), timeoutMs);
  },
  /** What the grid shows now. */
  observe(top: number) {
    return { count: window.__app.rowCount(), top: window.__app.topRows(top) };
  },
  longTasksSince(start: number) {
    return longTasks.filter((task) => task.start >= start).map((task) => task.duration);
  },
  /** The long frames since `start` that hold a task over `overMs`. */
  longFramesWithTasksOver(start: number, overMs: number): LongFrame[] {
    const tasks = longTasks.filter((task) => task.start >= start && task.duration > overMs);
    return longFrames.filter((frame) =>
      tasks.some(
        (task) => task.start < frame.start + frame.duration && task.start + task.duration > frame.start,
      ),
    );
  },
  now: () => performance.now(),
  /**
   * Scrolls the grid by a fixed step each frame and records, per frame, the interval to the previous one
   * (vsync-paced: a multiple of 16.7 ms) and its main-thread time: from the frame's start (the rAF
   * timestamp) until its rendering is done (a message posted from rAF runs after the frame's paint), which
   * covers the scroll handlers, style, layout and paint, and can be under 16.7 ms.
   */
  sweep(
    pxPerFrame: number,
    frames: number,
  ): Promise<{ frameMs: number[]; workMs: number[]; longTasks: number[] }> {
    const element = window.__app.scroller();
    const start = performance.now();
    const frameMs: number[] = [];
    const workMs: number[] = [];
    return new Promise((resolve) => {
      let previous = 0;
      let left = frames;
      const step = (time: number) => {
        if (previous !== 0) frameMs.push(time - previous);
        previous = time;
        if (left === 0) {
          resolve({ frameMs, workMs, longTasks: probe.longTasksSince(start) });
          return;
        }
        left -= 1;
        element.scrollTop += pxPerFrame;
        afterPaint().then((painted) => workMs.push(painted - time));
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  },
};

window.__probe = probe;

/**
 * Whether a row is inside the grid's scroll box: a grid may keep rows it is about to reuse or remove in the
 * DOM, and only the rows on screen count as shown.
 */
export function isOnScreen(row: HTMLElement): boolean {
  const box = window.__app.scroller().getBoundingClientRect();
  const rect = row.getBoundingClientRect();
  return rect.height > 0 && rect.bottom > box.top && rect.top < box.bottom;
}

/** Records mount-to-first-rows-painted once the first row is on screen. */
export function measureMount(start: number, firstRowShown: () => boolean): void {
  until(firstRowShown, 120_000).then((painted) => {
    window.__mountMs = painted - start;
  });
}
