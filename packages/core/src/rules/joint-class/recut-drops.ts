import { measurement } from '../tally/tally-row.js';
import { inspectionsInOrder, type JointInspection } from './joint-inspection.js';

/**
 * The tong space one recut takes on one end, from recorded recuts: the median drop and how many recuts
 * it is the median of.
 *
 * @example
 * const figure: RecutFigure = { perRecut: 0.75, recuts: 3 };
 */
export interface RecutFigure {
  /** Inches of tong space per recut. */
  perRecut: number;
  recuts: number;
}

/**
 * {@link RecutFigure} of the pin and of the box; null on an end with no recorded recut to measure.
 *
 * @example
 * const drops: RecutDrops = { pin: { perRecut: 0.75, recuts: 3 }, box: null };
 */
export interface RecutDrops {
  pin: RecutFigure | null;
  box: RecutFigure | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function endFigure(
  joints: readonly (readonly JointInspection[])[],
  tongSpace: 'TS_Pin' | 'TS_Box',
  machining: 'Machining_Pin' | 'Machining_Box',
): RecutFigure | null {
  const drops: number[] = [];
  for (const joint of joints) {
    const dated = inspectionsInOrder(joint).filter((entry) => entry.day !== null);
    for (let i = 1; i < dated.length; i++) {
      const before = dated[i - 1]?.inspection as JointInspection;
      const after = dated[i]?.inspection as JointInspection;
      if (after[machining]?.trim().toUpperCase() !== 'SUM') continue;
      const from = measurement(before[tongSpace]);
      const to = measurement(after[tongSpace]);
      if (from === null || to === null) continue;
      const drop = round(from - to, 3);
      if (drop > 0) drops.push(drop);
    }
  }
  if (drops.length === 0) return null;
  return { perRecut: round(median(drops.sort((a, b) => a - b)), 4), recuts: drops.length };
}

/**
 * The tong space a recut takes, measured on the customer's own joints: for each pair of consecutive dated
 * inspections of a joint where the later one records a recut on an end (`Machining_Pin` or
 * `Machining_Box` `'SUM'`), the drop in that end's tong space from the earlier to the later; the median
 * of those drops (the middle one, or the mean of the two middle ones) per end.
 *
 * A tally's figures are the joint as its job left it (a recut connection is measured again before the
 * joint goes back), so a recut recorded on an inspection shows as the drop from the inspection before.
 * Drops are rounded to 0.001 in, the figures' precision, and the median to 0.0001 in. A pair missing a
 * tong space figure is skipped, and so is a drop of zero or less (a recut never adds tong space: that is a
 * measuring or recording error). Pass the joints of one customer and one connection: a recut takes what
 * the connection's thread form needs.
 *
 * @throws RangeError when an inspection date is not a date.
 * @example
 * recutDrops([[
 *   { Inspection_Date: '2024-02-15', TS_Pin: 7.0 },
 *   { Inspection_Date: '2025-02-14', TS_Pin: 6.2, Machining_Pin: 'SUM' },
 * ]]); // { pin: { perRecut: 0.8, recuts: 1 }, box: null }
 */
export function recutDrops(joints: readonly (readonly JointInspection[])[]): RecutDrops {
  return {
    pin: endFigure(joints, 'TS_Pin', 'Machining_Pin'),
    box: endFigure(joints, 'TS_Box', 'Machining_Box'),
  };
}
