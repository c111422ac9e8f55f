import { measurement, TALLY_MEASURED_FIELDS, type TallyMeasuredField, type TallyRow } from './tally-row.js';

/**
 * The smallest TS_Pin, TS_Box, OD_Box and Wall over tally rows (the statistics `minimum_values`). A
 * field with no numeric value in any row is null.
 *
 * @example
 * minimumValues([{ TS_Pin: 7, Wall: 91 }, { TS_Pin: '6.5', Wall: null }] as TallyRow[]);
 * // { TS_Pin: 6.5, TS_Box: null, OD_Box: null, Wall: 91 }
 */
export function minimumValues(rows: readonly Partial<TallyRow>[]): Record<TallyMeasuredField, number | null> {
  const result = { TS_Pin: null, TS_Box: null, OD_Box: null, Wall: null } as Record<
    TallyMeasuredField,
    number | null
  >;
  for (const row of rows) {
    for (const field of TALLY_MEASURED_FIELDS) {
      const value = measurement(row[field]);
      const current = result[field];
      if (value !== null && (current === null || value < current)) result[field] = value;
    }
  }
  return result;
}
