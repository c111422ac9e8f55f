import { percentageOf } from '../numbers/percentage.js';

/**
 * Hardbanding results of the box connection, counted over joints: OK, REJ (rejected hardband) and SUM_HB
 * (hardbanded) (tallies `Hardbanding_Box`). A missing count is 0.
 *
 * @example
 * const counts: HardbandingCounts = { OK: 3, REJ: 1, SUM_HB: 1 };
 */
export interface HardbandingCounts {
  OK?: number;
  REJ?: number;
  SUM_HB?: number;
}

/**
 * Percentages of the box connection's hardbanding results, one decimal each.
 *
 * @example
 * const rate: HardbandingRate = { connection: 'Box', rej: 25, ok: 75, reject: 25 };
 */
export interface HardbandingRate {
  connection: 'Box';
  /** REJ share of SUM_HB + OK. */
  rej: number;
  /** OK share of SUM_HB + OK. */
  ok: number;
  /** SUM_HB share of SUM_HB + OK. */
  reject: number;
}

/**
 * Hardbanding percentages for the box (spec part 2 §5): rej = REJ, ok = OK and reject = SUM_HB, each a
 * share of SUM_HB + OK, as the spec defines them (REJ is not part of that total, so rej can exceed the
 * other two; it is capped at 100). Returns `null` when there is no hardbanding data, which the statistics
 * response marks as optional. A zero total gives 0 everywhere.
 *
 * @throws RangeError when a count is negative or not finite.
 * @example
 * hardbandingRates({ Box: { OK: 3, REJ: 1, SUM_HB: 1 } });
 * // { connection: 'Box', rej: 25, ok: 75, reject: 25 }
 * hardbandingRates(undefined); // null
 */
export function hardbandingRates(
  data: { Box?: HardbandingCounts } | null | undefined,
): HardbandingRate | null {
  if (!data?.Box) return null;
  const { OK = 0, REJ = 0, SUM_HB = 0 } = data.Box;
  const total = SUM_HB + OK;
  return {
    connection: 'Box',
    rej: percentageOf(Math.min(REJ, total), total),
    ok: percentageOf(OK, total),
    reject: percentageOf(SUM_HB, total),
  };
}
