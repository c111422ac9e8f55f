import { describe, expect, it } from 'vitest';
import { hardbandingRates } from './hardbanding-rates.js';

describe('hardbandingRates', () => {
  it('gives rej, ok and reject as shares of SUM_HB + OK', () => {
    expect(hardbandingRates({ Box: { OK: 3, REJ: 1, SUM_HB: 1 } })).toEqual({
      connection: 'Box',
      rej: 25,
      ok: 75,
      reject: 25,
    });
    expect(hardbandingRates({ Box: { OK: 2, REJ: 0, SUM_HB: 1 } })).toEqual({
      connection: 'Box',
      rej: 0,
      ok: 66.7,
      reject: 33.3,
    });
  });

  it('caps rej at 100 when REJ exceeds the total it is a share of', () => {
    expect(hardbandingRates({ Box: { OK: 1, REJ: 5 } })?.rej).toBe(100);
  });

  it('gives zeros for a zero total', () => {
    expect(hardbandingRates({ Box: { REJ: 2 } })).toEqual({ connection: 'Box', rej: 0, ok: 0, reject: 0 });
  });

  it('gives null when there is no hardbanding data', () => {
    expect(hardbandingRates(undefined)).toBeNull();
    expect(hardbandingRates(null)).toBeNull();
    expect(hardbandingRates({})).toBeNull();
  });

  it('rejects negative counts', () => {
    expect(() => hardbandingRates({ Box: { OK: -1 } })).toThrow(RangeError);
  });
});
