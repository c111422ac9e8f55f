import type { HardbandingCounts } from '../treatments/hardbanding-rates.js';
import type { MachiningCounts } from '../treatments/machining-rates.js';
import type { TallyRow } from './tally-row.js';

const MACHINING_RESULTS = ['SUM', 'OK', 'SRF', 'FR', 'RF'] as const;
const HARDBANDING_RESULTS = ['OK', 'REJ', 'SUM_HB'] as const;

function countResults<K extends string>(values: readonly (string | null | undefined)[], keys: readonly K[]) {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const value of values) {
    const key = value?.trim().toUpperCase() as K | undefined;
    if (key && keys.includes(key)) counts[key]++;
  }
  return counts;
}

/**
 * Machining results per connection counted over tally rows (the statistics `Machining_Data`), the input
 * of `machiningRates`. Results are matched case-insensitively; other or empty values are not counted.
 *
 * @example
 * machiningCounts([{ Machining_Pin: 'SUM', Machining_Box: 'OK' }] as TallyRow[]);
 * // { Pin: { SUM: 1, OK: 0, SRF: 0, FR: 0, RF: 0 }, Box: { SUM: 0, OK: 1, SRF: 0, FR: 0, RF: 0 } }
 */
export function machiningCounts(rows: readonly Pick<TallyRow, 'Machining_Pin' | 'Machining_Box'>[]): {
  Pin: Required<MachiningCounts>;
  Box: Required<MachiningCounts>;
} {
  return {
    Pin: countResults(
      rows.map((r) => r.Machining_Pin),
      MACHINING_RESULTS,
    ),
    Box: countResults(
      rows.map((r) => r.Machining_Box),
      MACHINING_RESULTS,
    ),
  };
}

/**
 * Hardbanding results of the box counted over tally rows (the statistics `Hardbanding`), the input of
 * `hardbandingRates`. Matched case-insensitively; other or empty values are not counted.
 *
 * @example
 * hardbandingCounts([{ Hardbanding_Box: 'REJ' }, { Hardbanding_Box: 'ok' }] as TallyRow[]);
 * // { Box: { OK: 1, REJ: 1, SUM_HB: 0 } }
 */
export function hardbandingCounts(rows: readonly Pick<TallyRow, 'Hardbanding_Box'>[]): {
  Box: Required<HardbandingCounts>;
} {
  return {
    Box: countResults(
      rows.map((r) => r.Hardbanding_Box),
      HARDBANDING_RESULTS,
    ),
  };
}
