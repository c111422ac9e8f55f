import { percentageOf } from '../numbers/percentage.js';

/**
 * Machining results of one connection, counted over joints: SUM = recut, OK, SRF, FR and RF (tallies
 * `Machining_Pin` / `Machining_Box`). A missing count is 0.
 *
 * @example
 * const pin: MachiningCounts = { SUM: 1, OK: 6, SRF: 1, FR: 1, RF: 1 };
 */
export interface MachiningCounts {
  SUM?: number;
  OK?: number;
  SRF?: number;
  FR?: number;
  RF?: number;
}

/**
 * Percentages of one connection's machining results, one decimal each.
 *
 * @example
 * const rate: MachiningRate = { connection: 'Pin', recut: 10, srf: 10, ok: 80, reject: 20 };
 */
export interface MachiningRate {
  connection: 'Pin' | 'Box';
  /** SUM share. */
  recut: number;
  /** SRF share. */
  srf: number;
  /** (OK + RF + FR) share. */
  ok: number;
  /** (SUM + SRF) share: every joint whose connection needed machining. */
  reject: number;
}

/**
 * Machining percentages per connection (spec part 2 §5), each a share of SUM+OK+SRF+FR+RF: recut = SUM,
 * srf = SRF, ok = OK+RF+FR. The legacy table's reject column read a field that was never set; here
 * reject = (SUM + SRF) share, computed from the counts (not by adding two rounded figures), so
 * ok + reject = 100 up to rounding. A zero total gives 0 everywhere.
 *
 * @throws RangeError when a count is negative or not finite.
 * @example
 * machiningRates({ Pin: { SUM: 1, OK: 6, SRF: 1, FR: 1, RF: 1 }, Box: {} });
 * // [{ connection: 'Pin', recut: 10, srf: 10, ok: 80, reject: 20 },
 * //  { connection: 'Box', recut: 0, srf: 0, ok: 0, reject: 0 }]
 */
export function machiningRates(data: { Pin?: MachiningCounts; Box?: MachiningCounts }): MachiningRate[] {
  return (['Pin', 'Box'] as const).map((connection) => {
    const { SUM = 0, OK = 0, SRF = 0, FR = 0, RF = 0 } = data[connection] ?? {};
    const total = SUM + OK + SRF + FR + RF;
    return {
      connection,
      recut: percentageOf(SUM, total),
      srf: percentageOf(SRF, total),
      ok: percentageOf(OK + RF + FR, total),
      reject: percentageOf(SUM + SRF, total),
    };
  });
}
