import { describe, expect, it } from 'vitest';
import { hardbandingRates } from './hardbanding-rates.js';
import { machiningRates } from './machining-rates.js';
import { hardbandingTotalRate, machiningTotalRate } from './treatment-total-rates.js';

describe('machiningTotalRate', () => {
  it('gives the shares of both connections’ counts added together', () => {
    // SUM 1+2 = 3, OK 3+3 = 6, SRF 1, FR 1, RF 1: 12 ends; recut 3/12, srf 1/12, ok 8/12, reject 4/12.
    expect(
      machiningTotalRate({ Pin: { SUM: 1, OK: 3, SRF: 1, FR: 1 }, Box: { SUM: 2, OK: 3, RF: 1 } }),
    ).toEqual({ connection: 'Total', recut: 25, srf: 8.3, ok: 66.7, reject: 33.3 });
  });

  it('weighs each connection by its counts instead of averaging the two percentages', () => {
    const data = { Pin: { SUM: 1 }, Box: { OK: 3 } };
    const [pin, box] = machiningRates(data);
    expect([pin?.recut, box?.recut]).toEqual([100, 0]);
    // 1 recut of 4 ends = 25, where the mean of 100 and 0 would be 50.
    expect(machiningTotalRate(data).recut).toBe(25);
  });

  it('does not add two rounded figures: srf 1 of 12 is 8.3, not the 8.35 mean of 16.7 and 0', () => {
    const total = machiningTotalRate({ Pin: { SRF: 1, OK: 5 }, Box: { OK: 6 } });
    expect(total.srf).toBe(8.3);
    expect(total.ok + total.reject).toBe(100);
  });

  it('rounds half up on the exact ratio', () => {
    // 1 of 16 = 6.25 -> 6.3; 15 of 16 = 93.75 -> 93.8.
    expect(machiningTotalRate({ Pin: { SUM: 1, OK: 7 }, Box: { OK: 8 } })).toEqual({
      connection: 'Total',
      recut: 6.3,
      srf: 0,
      ok: 93.8,
      reject: 6.3,
    });
  });

  it('equals the one connection that has counts when the other is missing', () => {
    const pin = { SUM: 1, OK: 6, SRF: 1, FR: 1, RF: 1 };
    // 10 ends: recut SUM 1/10, srf 1/10, ok OK+FR+RF 8/10, reject SUM+SRF 2/10.
    const total = { connection: 'Total', recut: 10, srf: 10, ok: 80, reject: 20 };
    expect(machiningTotalRate({ Pin: pin })).toEqual(total);
    expect(machiningTotalRate({ Box: pin })).toEqual(total);
  });

  it('gives zeros when there are no counts', () => {
    const zeros = { connection: 'Total', recut: 0, srf: 0, ok: 0, reject: 0 };
    expect(machiningTotalRate({})).toEqual(zeros);
    expect(machiningTotalRate({ Pin: {}, Box: { SUM: 0, OK: 0 } })).toEqual(zeros);
  });

  it('refuses a bad count and names where it is', () => {
    expect(() => machiningTotalRate({ Box: { SRF: -1 } })).toThrow(
      'Machining count Box.SRF must be a non-negative finite number, got -1',
    );
    expect(() => machiningTotalRate({ Pin: { OK: Number.NaN } })).toThrow(/Pin\.OK .* got NaN/);
    expect(() => machiningTotalRate({ Pin: { RF: Number.POSITIVE_INFINITY } })).toThrow(RangeError);
    expect(() => machiningTotalRate({ Pin: { SUM: '2' as unknown as number } })).toThrow(/Pin\.SUM/);
  });
});

describe('hardbandingTotalRate', () => {
  it('equals the box figures under the Total label when only the box is recorded', () => {
    // SUM_HB 2 + OK 3 = 5: rej 1/5 = 20, ok 3/5 = 60, reject 2/5 = 40.
    const box = { OK: 3, REJ: 1, SUM_HB: 2 };
    expect(hardbandingTotalRate({ Box: box })).toEqual({ connection: 'Total', rej: 20, ok: 60, reject: 40 });
    expect(hardbandingRates({ Box: box })).toEqual({ connection: 'Box', rej: 20, ok: 60, reject: 40 });
  });

  it('adds pin counts in when a connection besides the box has them', () => {
    // OK 3+1 = 4, REJ 1+1 = 2, SUM_HB 2+2 = 4: total 8; rej 2/8 = 25, ok 4/8 = 50, reject 4/8 = 50.
    expect(
      hardbandingTotalRate({ Pin: { OK: 1, REJ: 1, SUM_HB: 2 }, Box: { OK: 3, REJ: 1, SUM_HB: 2 } }),
    ).toEqual({ connection: 'Total', rej: 25, ok: 50, reject: 50 });
  });

  it('caps rej at 100 when REJ exceeds SUM_HB + OK', () => {
    expect(hardbandingTotalRate({ Box: { OK: 1, REJ: 5 } })?.rej).toBe(100);
  });

  it('gives zeros for a zero total and null when there is no hardbanding data', () => {
    expect(hardbandingTotalRate({ Box: { REJ: 0 } })).toEqual({
      connection: 'Total',
      rej: 0,
      ok: 0,
      reject: 0,
    });
    expect(hardbandingTotalRate(null)).toBeNull();
    expect(hardbandingTotalRate(undefined)).toBeNull();
    expect(hardbandingTotalRate({})).toBeNull();
  });

  it('refuses a bad count and names where it is', () => {
    expect(() => hardbandingTotalRate({ Box: { REJ: -2 } })).toThrow(
      'Hardbanding count Box.REJ must be a non-negative finite number, got -2',
    );
  });
});
