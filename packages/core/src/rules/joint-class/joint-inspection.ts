import { utcDayNumber } from '../dates/date-input.js';
import type { TallyRow } from '../tally/tally-row.js';
import type { ClassFigures } from './classify-inspection.js';

/**
 * One inspection of a joint as the wear rules read it: a tally row's figures, its date and the machining
 * recorded on each end (`'SUM'` = recut).
 *
 * @example
 * const inspection: JointInspection = {
 *   Inspection_Date: '2025-02-14', Wall: 93, OD_Box: 6.2, TS_Pin: 6.2, TS_Box: 7.5, Machining_Pin: 'SUM',
 * };
 */
export type JointInspection = ClassFigures &
  Pick<TallyRow, 'Inspection_Date' | 'Machining_Pin' | 'Machining_Box'>;

/**
 * A joint's inspections oldest first, each with its UTC day number (null when undated). Undated
 * inspections come first, as in `changesFromPrevious`; two on the same day keep the order they were given
 * in, so the later listed counts as the later one.
 *
 * @throws RangeError when an inspection date is not a date.
 * @example
 * inspectionsInOrder([{ Inspection_Date: '2026-02-16' }, { Inspection_Date: '2024-02-15' }])
 *   .map((entry) => entry.day); // [19768, 20500]
 */
export function inspectionsInOrder<I extends Pick<TallyRow, 'Inspection_Date'>>(
  inspections: readonly I[],
): { inspection: I; day: number | null }[] {
  return inspections
    .map((inspection, index) => {
      const date = inspection.Inspection_Date;
      return { inspection, index, day: date == null || date === '' ? null : utcDayNumber(date) };
    })
    .sort(
      (a, b) =>
        (a.day ?? Number.NEGATIVE_INFINITY) - (b.day ?? Number.NEGATIVE_INFINITY) || a.index - b.index,
    )
    .map(({ inspection, day }) => ({ inspection, day }));
}
