import { describe, expect, it } from 'vitest';
import { neededRows, windowAhead, windowCovering, windowPositions } from './row-window.js';

const AHEAD = { rows: 16, step: 12 };

describe('neededRows', () => {
  it('adds the overscan on both sides of the rows in view, within the table', () => {
    expect(neededRows({ startIndex: 10, endIndex: 30, overscan: 4, count: 100 })).toEqual({
      start: 6,
      end: 34,
    });
    expect(neededRows({ startIndex: 0, endIndex: 16, overscan: 4, count: 18 })).toEqual({
      start: 0,
      end: 17,
    });
  });
});

describe('windowCovering', () => {
  it('keeps the drawn rows while they hold every needed row, so a frame draws nothing new', () => {
    expect(windowCovering({ start: 0, end: 60 }, { start: 6, end: 34 }, 100)).toEqual({ start: 0, end: 60 });
  });

  it('draws the needed rows alone once the view leaves the drawn rows, or nothing was drawn yet', () => {
    expect(windowCovering({ start: 0, end: 30 }, { start: 6, end: 34 }, 100)).toEqual({ start: 6, end: 34 });
    expect(windowCovering(null, { start: 6, end: 34 }, 100)).toEqual({ start: 6, end: 34 });
  });

  it('drops drawn rows past the end when the rows shrink (a search)', () => {
    expect(windowCovering({ start: 0, end: 60 }, { start: 0, end: 9 }, 10)).toEqual({ start: 0, end: 9 });
  });
});

describe('windowAhead', () => {
  it('draws a step further in the scroll direction and lets go of the rows behind the view', () => {
    expect(windowAhead({ start: 0, end: 40 }, { start: 10, end: 38 }, 'forward', 100, AHEAD)).toEqual({
      start: 10,
      end: 52,
    });
    expect(windowAhead({ start: 40, end: 80 }, { start: 42, end: 70 }, 'backward', 100, AHEAD)).toEqual({
      start: 28,
      end: 70,
    });
  });

  it('stops once the drawn rows reach far enough ahead, or the table ends', () => {
    expect(windowAhead({ start: 10, end: 54 }, { start: 10, end: 38 }, 'forward', 100, AHEAD)).toBeNull();
    expect(windowAhead({ start: 10, end: 99 }, { start: 70, end: 99 }, 'forward', 100, AHEAD)).toBeNull();
    expect(windowAhead({ start: 0, end: 30 }, { start: 0, end: 28 }, 'backward', 100, AHEAD)).toBeNull();
  });

  it('at rest draws on both sides of the view and keeps what is drawn', () => {
    expect(windowAhead({ start: 40, end: 68 }, { start: 40, end: 68 }, null, 100, AHEAD)).toEqual({
      start: 28,
      end: 80,
    });
    expect(windowAhead({ start: 24, end: 84 }, { start: 40, end: 68 }, null, 100, AHEAD)).toBeNull();
  });
});

describe('windowPositions', () => {
  it('lists every position of the window in order', () => {
    expect(windowPositions({ start: 3, end: 5 })).toEqual([3, 4, 5]);
    expect(windowPositions({ start: 0, end: -1 })).toEqual([]);
  });
});
