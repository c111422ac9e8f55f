import { MS_PER_DAY } from '../dates/age.js';
import { measurement } from '../tally/tally-row.js';
import { inspectionsInOrder, type JointInspection } from './joint-inspection.js';

/**
 * One figure of one inspection, dated.
 *
 * @example
 * const point: WearPoint = { date: '2025-02-14', value: 88.5 };
 */
export interface WearPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  value: number;
}

/**
 * A joint's figures across its inspections, oldest first: remaining wall (%), box OD, pin and box tong
 * space (inches).
 *
 * @example
 * const series: WearSeries = { wall: [{ date: '2025-02-14', value: 88.5 }], odBox: [], tsPin: [], tsBox: [] };
 */
export interface WearSeries {
  wall: WearPoint[];
  odBox: WearPoint[];
  tsPin: WearPoint[];
  tsBox: WearPoint[];
}

/**
 * The `YYYY-MM-DD` date of a UTC day number.
 *
 * @example
 * dayDate(20500); // '2026-02-16'
 */
export function dayDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Each figure of a joint over time: one point per dated inspection that measured it, oldest first (two on
 * one day in the order given). Undated inspections cannot be placed in time and are left out, as are
 * figures not measured.
 *
 * @throws RangeError when an inspection date is not a date.
 * @example
 * wearSeries([
 *   { Inspection_Date: '2024-02-15', Wall: 92, OD_Box: 6.9 },
 *   { Inspection_Date: '2025-02-14', Wall: 88.5, OD_Box: null },
 * ]);
 * // { wall: [{ date: '2024-02-15', value: 92 }, { date: '2025-02-14', value: 88.5 }],
 * //   odBox: [{ date: '2024-02-15', value: 6.9 }], tsPin: [], tsBox: [] }
 */
export function wearSeries(inspections: readonly JointInspection[]): WearSeries {
  return wearSeriesInOrder(inspectionsInOrder(inspections));
}

/**
 * {@link wearSeries} of inspections already put in order by `inspectionsInOrder`, for a caller that
 * needs the order too (`assessJoint`): ordering reads every inspection's date.
 *
 * @example
 * const ordered = inspectionsInOrder(inspections);
 * const wear = wearSeriesInOrder(ordered);
 */
export function wearSeriesInOrder(
  ordered: ReturnType<typeof inspectionsInOrder<JointInspection>>,
): WearSeries {
  const series: WearSeries = { wall: [], odBox: [], tsPin: [], tsBox: [] };
  for (const { inspection, day } of ordered) {
    if (day === null) continue;
    // A plain YYYY-MM-DD date is its own day's text: no second string for each of a fleet's inspections.
    const given = inspection.Inspection_Date;
    const date = typeof given === 'string' && given.length === 10 ? given : dayDate(day);
    const add = (points: WearPoint[], raw: JointInspection['Wall']) => {
      const value = measurement(raw);
      if (value !== null) points.push({ date, value });
    };
    add(series.wall, inspection.Wall);
    add(series.odBox, inspection.OD_Box);
    add(series.tsPin, inspection.TS_Pin);
    add(series.tsBox, inspection.TS_Box);
  }
  return series;
}
