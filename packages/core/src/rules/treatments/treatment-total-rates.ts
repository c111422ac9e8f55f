import { type HardbandingCounts, type HardbandingRate, hardbandingRates } from './hardbanding-rates.js';
import { type MachiningCounts, type MachiningRate, machiningRates } from './machining-rates.js';

/**
 * Machining percentages over both connections together, drawn as the charts' Total bar.
 *
 * @example
 * const total: MachiningTotalRate = { connection: 'Total', recut: 25, srf: 8.3, ok: 66.7, reject: 33.3 };
 */
export type MachiningTotalRate = Omit<MachiningRate, 'connection'> & { connection: 'Total' };

/**
 * Hardbanding percentages over every connection with hardbanding counts, drawn as the Total bar.
 *
 * @example
 * const total: HardbandingTotalRate = { connection: 'Total', rej: 20, ok: 60, reject: 40 };
 */
export type HardbandingTotalRate = Omit<HardbandingRate, 'connection'> & { connection: 'Total' };

type Connection = 'Pin' | 'Box';

/**
 * Adds the counts of the given connections key by key, after checking each one, so an error names the
 * connection and result it came from rather than a sum the caller never wrote.
 */
function sumCounts<K extends string>(
  kind: string,
  keys: readonly K[],
  byConnection: Partial<Record<Connection, Partial<Record<K, number>> | undefined>>,
): Record<K, number> {
  const sum = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const connection of ['Pin', 'Box'] as const) {
    const counts = byConnection[connection];
    if (!counts) continue;
    for (const key of keys) {
      const value = counts[key] ?? 0;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        throw new RangeError(
          `${kind} count ${connection}.${key} must be a non-negative finite number, got ${String(value)}`,
        );
      }
      sum[key] += value;
    }
  }
  return sum;
}

/**
 * Machining percentages of Pin and Box together (the Total bar of the machining chart): the two
 * connections' counts are added result by result and the sums go through the per-connection formulas of
 * `machiningRates` (recut = SUM, srf = SRF, ok = OK+RF+FR, reject = SUM+SRF, each a share of
 * SUM+OK+SRF+FR+RF). So the Total is a share of all connection ends counted, weighted by how many each
 * connection has, and never an average of the two rounded percentages. A missing connection counts as
 * zeros; no counts at all give 0 everywhere.
 *
 * @throws RangeError naming the connection and result when a count is negative, not finite or not a number.
 * @example
 * machiningTotalRate({ Pin: { SUM: 1, OK: 3, SRF: 1, FR: 1 }, Box: { SUM: 2, OK: 3, RF: 1 } });
 * // { connection: 'Total', recut: 25, srf: 8.3, ok: 66.7, reject: 33.3 }  (3, 1, 8 and 4 of 12)
 */
export function machiningTotalRate(data: {
  Pin?: MachiningCounts;
  Box?: MachiningCounts;
}): MachiningTotalRate {
  const both = sumCounts('Machining', ['SUM', 'OK', 'SRF', 'FR', 'RF'] as const, data);
  const { connection: _single, ...rates } = machiningRates({ Pin: both })[0] as MachiningRate;
  return { connection: 'Total', ...rates };
}

/**
 * Hardbanding percentages over every connection that has hardbanding counts (the Total bar of the
 * hardbanding chart): OK, REJ and SUM_HB are added across Pin and Box and go through `hardbandingRates`'
 * formulas (rej = REJ, ok = OK, reject = SUM_HB, each a share of SUM_HB + OK; rej capped at 100). The data
 * contract only records the box (`Hardbanding_Box`), so today the Total equals the Box figures; a pin count,
 * should one arrive, is added in. Returns `null` when no connection has hardbanding data, like
 * `hardbandingRates`.
 *
 * @throws RangeError naming the connection and result when a count is negative, not finite or not a number.
 * @example
 * hardbandingTotalRate({ Box: { OK: 3, REJ: 1, SUM_HB: 2 } });
 * // { connection: 'Total', rej: 20, ok: 60, reject: 40 }
 * hardbandingTotalRate(null); // null
 */
export function hardbandingTotalRate(
  data: { Pin?: HardbandingCounts; Box?: HardbandingCounts } | null | undefined,
): HardbandingTotalRate | null {
  if (!data?.Pin && !data?.Box) return null;
  const all = sumCounts('Hardbanding', ['OK', 'REJ', 'SUM_HB'] as const, data);
  const { connection: _single, ...rates } = hardbandingRates({ Box: all }) as HardbandingRate;
  return { connection: 'Total', ...rates };
}
