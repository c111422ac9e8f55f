import { type HardbandingRate, hardbandingRates } from '../treatments/hardbanding-rates.js';
import { type MachiningRate, machiningRates } from '../treatments/machining-rates.js';
import { type Distribution, ipcDistribution, resultCounts, wallDistribution } from './tally-distributions.js';
import { minimumValues } from './tally-minimums.js';
import { type TallyOrderRow, tallyOrderRows } from './tally-order-rows.js';
import type { TallyMeasuredField, TallyRow } from './tally-row.js';
import { hardbandingCounts, machiningCounts } from './tally-treatment-counts.js';

/**
 * The inspection statistics of a set of tally rows, in the statistics payload's field names.
 *
 * @example
 * const summary: TallySummary = summarizeTallies(rows);
 * summary.hb_rates; // null when no row has a hardbanding result
 */
export interface TallySummary {
  IPC: Distribution;
  Wall: Distribution;
  TU_Tube: Distribution;
  TJ_Tooljoint: Distribution;
  minimum_values: Record<TallyMeasuredField, number | null>;
  /** Tally rows, i.e. joint inspections (a serial inspected in two orders counts twice). */
  quantity_inspected: number;
  Machining_Data: ReturnType<typeof machiningCounts>;
  Hardbanding: ReturnType<typeof hardbandingCounts>;
  machining_rates: MachiningRate[];
  /** Null when no row has a hardbanding result. */
  hb_rates: HardbandingRate | null;
  listOfOrderData: TallyOrderRow[];
}

/**
 * Everything the statistics and inspection-history screens chart from tally rows: IPC and wall
 * distributions, tube and tool-joint result counts, minimum values, quantity inspected, machining and
 * hardbanding counts with their percentages, and the per-order rows. Empty input gives zero counts, 0%
 * rates and null minimums.
 *
 * @throws RangeError when an inspection date is not a date.
 * @example
 * const summary = summarizeTallies(rows);
 * summary.quantity_inspected; // rows.length
 * summary.machining_rates[0]; // { connection: 'Pin', recut: 10, srf: 5, ok: 85, reject: 15 }
 */
export function summarizeTallies(rows: readonly TallyRow[]): TallySummary {
  const hardbanding = hardbandingCounts(rows);
  const machining = machiningCounts(rows);
  const anyHardbanding = hardbanding.Box.OK + hardbanding.Box.REJ + hardbanding.Box.SUM_HB > 0;
  return {
    IPC: ipcDistribution(rows),
    Wall: wallDistribution(rows),
    TU_Tube: resultCounts(rows, 'TU_Tube'),
    TJ_Tooljoint: resultCounts(rows, 'TJ_Tooljoint'),
    minimum_values: minimumValues(rows),
    quantity_inspected: rows.length,
    Machining_Data: machining,
    Hardbanding: hardbanding,
    machining_rates: machiningRates(machining),
    hb_rates: anyHardbanding ? hardbandingRates(hardbanding) : null,
    listOfOrderData: tallyOrderRows(rows),
  };
}
