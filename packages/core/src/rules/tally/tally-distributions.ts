import { conditionGrade } from '../colours/condition-code-colour.js';
import { measurement, type TallyRow } from './tally-row.js';

/**
 * A chart series: labels and the count of each.
 *
 * @example
 * const ipc: Distribution = { labels: ['1', '2', '3', '4', '5'], data: [12, 3, 0, 0, 1] };
 */
export interface Distribution {
  labels: string[];
  data: number[];
}

/**
 * IPC distribution of tally rows: how many joints have each grade 1-5 (A-E counted as 1-5, so the labels
 * are always '1'..'5', each with its colour from `conditionCodeColour`). Rows without a valid code are
 * not counted.
 *
 * @example
 * ipcDistribution([{ IPC: 1 }, { IPC: 'A' }, { IPC: 'C' }, { IPC: null }] as TallyRow[]);
 * // { labels: ['1', '2', '3', '4', '5'], data: [2, 0, 1, 0, 0] }
 */
export function ipcDistribution(rows: readonly Pick<TallyRow, 'IPC'>[]): Distribution {
  const data = [0, 0, 0, 0, 0];
  for (const row of rows) {
    const grade = conditionGrade(row.IPC);
    if (grade !== null) data[grade - 1] = (data[grade - 1] as number) + 1;
  }
  return { labels: ['1', '2', '3', '4', '5'], data };
}

/**
 * Remaining-wall bands of the wall distribution, best first, each with the condition code that colours it.
 * A band holds walls from `min` (inclusive) up to the previous band's `min`; readings above 100% count in
 * the first band. 80% is the API RP7G premium-class limit, so everything under it is the red band.
 *
 * @example
 * WALL_BANDS[4]; // { label: '<80%', min: -Infinity, code: 5 }
 */
export const WALL_BANDS = Object.freeze([
  { label: '95-100%', min: 95, code: 1 },
  { label: '90-95%', min: 90, code: 2 },
  { label: '85-90%', min: 85, code: 3 },
  { label: '80-85%', min: 80, code: 4 },
  { label: '<80%', min: Number.NEGATIVE_INFINITY, code: 5 },
] as const);

/**
 * Wall distribution of tally rows in the {@link WALL_BANDS} (exactly 95% is in '95-100%', 94.99% in
 * '90-95%'). Rows without a numeric wall are not counted.
 *
 * @example
 * wallDistribution([{ Wall: 96 }, { Wall: 80 }, { Wall: 79.9 }] as TallyRow[]);
 * // { labels: ['95-100%', '90-95%', '85-90%', '80-85%', '<80%'], data: [1, 0, 0, 1, 1] }
 */
export function wallDistribution(rows: readonly Pick<TallyRow, 'Wall'>[]): Distribution {
  const data = WALL_BANDS.map(() => 0);
  for (const row of rows) {
    const wall = measurement(row.Wall);
    if (wall === null) continue;
    const band = WALL_BANDS.findIndex((b) => wall >= b.min);
    data[band] = (data[band] as number) + 1;
  }
  return { labels: WALL_BANDS.map((b) => b.label), data };
}

/**
 * Counts of each result of a tally column (TU_Tube or TJ_Tooljoint), most frequent first, ties in
 * alphabetical order. Results are trimmed; empty results are not counted.
 *
 * @example
 * resultCounts([{ TU_Tube: 'OK' }, { TU_Tube: 'Reject' }, { TU_Tube: 'OK' }] as TallyRow[], 'TU_Tube');
 * // { labels: ['OK', 'Reject'], data: [2, 1] }
 */
export function resultCounts(
  rows: readonly Pick<TallyRow, 'TU_Tube' | 'TJ_Tooljoint'>[],
  field: 'TU_Tube' | 'TJ_Tooljoint',
): Distribution {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const result = row[field]?.trim();
    if (result) counts.set(result, (counts.get(result) ?? 0) + 1);
  }
  const entries = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { labels: entries.map((e) => e[0]), data: entries.map((e) => e[1]) };
}
