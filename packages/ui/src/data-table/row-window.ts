/** A contiguous run of row positions the body draws, `start` to `end` included. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
}

/** The virtualizer's range: the rows in view, the overscan and the row count. */
export interface ViewRange {
  readonly startIndex: number;
  readonly endIndex: number;
  readonly overscan: number;
  readonly count: number;
}

/** How far an idle step draws ahead of a scroll. */
export interface DrawAhead {
  /** Rows drawn past the needed ones, in the scroll's direction, at most. */
  readonly rows: number;
  /** Rows one idle step adds, at most: what fits in the time a frame leaves over. */
  readonly step: number;
}

/**
 * The rows a frame must draw: those in view and `overscan` more on each side.
 *
 * @example
 * neededRows({ startIndex: 10, endIndex: 30, overscan: 4, count: 100 }); // { start: 6, end: 34 }
 */
export function neededRows({ startIndex, endIndex, overscan, count }: ViewRange): RowWindow {
  return { start: Math.max(0, startIndex - overscan), end: Math.min(count - 1, endIndex + overscan) };
}

/**
 * The rows to draw in a frame: the drawn ones while they still hold every needed row, so that a scroll
 * frame into rows drawn ahead draws nothing; otherwise the needed rows alone.
 *
 * @example
 * windowCovering({ start: 0, end: 60 }, { start: 6, end: 34 }, 100); // { start: 0, end: 60 }
 */
export function windowCovering(drawn: RowWindow | null, needed: RowWindow, count: number): RowWindow {
  if (drawn !== null && drawn.end < count && drawn.start <= needed.start && drawn.end >= needed.end) {
    return drawn;
  }
  return needed;
}

/**
 * One idle step: up to `ahead.step` more rows drawn past the needed ones, at most `ahead.rows` past them.
 * While a scroll goes on, only in its direction, letting go of the drawn rows behind the needed ones; at
 * rest, on both sides, so that a scroll's first frames find their rows drawn. Null when the drawn rows
 * already reach that far.
 *
 * @example
 * windowAhead({ start: 6, end: 34 }, { start: 6, end: 34 }, 'forward', 100, { rows: 32, step: 16 }); // { start: 6, end: 50 }
 */
export function windowAhead(
  drawn: RowWindow,
  needed: RowWindow,
  direction: 'forward' | 'backward' | null,
  count: number,
  ahead: DrawAhead,
): RowWindow | null {
  const end = Math.min(count - 1, needed.end + ahead.rows, Math.max(drawn.end, needed.end) + ahead.step);
  const start = Math.max(0, needed.start - ahead.rows, Math.min(drawn.start, needed.start) - ahead.step);
  if (direction === 'forward') return end > drawn.end ? { start: needed.start, end } : null;
  if (direction === 'backward') return start < drawn.start ? { start, end: needed.end } : null;
  return end > drawn.end || start < drawn.start
    ? { start: Math.min(start, drawn.start), end: Math.max(end, drawn.end) }
    : null;
}

/**
 * Every position of a window, in order.
 *
 * @example
 * windowPositions({ start: 3, end: 5 }); // [3, 4, 5]
 */
export function windowPositions({ start, end }: RowWindow): number[] {
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, offset) => start + offset);
}
