import { describe, expect, it } from 'vitest';
import type { ClassLimits } from './class-limits.js';
import { recutsLeft } from './recuts-left.js';

const LIMITS: ClassLimits = {
  TJ_OD_Premium_Min: 6.094,
  TJ_OD_Class2_Min: 5.969,
  TS_Pin_Min: 4,
  TS_Box_Min: 4.5,
};
const DROPS = { pin: { perRecut: 0.75, recuts: 3 }, box: { perRecut: 0.85, recuts: 1 } };

describe('recutsLeft', () => {
  it('divides the tong space above the minimum by the customer’s median recut, rounding down', () => {
    // pin (5.5 − 4) / 0.75 = 2 → 2; box (5.4 − 4.5) / 0.85 = 1.06 → 1.
    expect(recutsLeft({ TS_Pin: 5.5, TS_Box: 5.4 }, LIMITS, { drops: DROPS })).toEqual({
      pin: {
        recutsLeft: 2,
        tongSpace: 5.5,
        minimum: 4,
        basis: { source: 'customer median', perRecut: 0.75, recuts: 3 },
        text: '2 recuts: 1.5 in above the 4 in minimum at 0.75 in per recut, the median of 3 recorded recuts',
      },
      box: {
        recutsLeft: 1,
        tongSpace: 5.4,
        minimum: 4.5,
        basis: { source: 'customer median', perRecut: 0.85, recuts: 1 },
        text: '1 recut: 0.9 in above the 4.5 in minimum at 0.85 in per recut, the median of 1 recorded recut',
      },
    });
  });

  it('prefers the provider’s setting for the connection', () => {
    // pin (5.5 − 4) / 0.6 = 2.5 → 2; box (6.25 − 4.5) / 0.6 = 2.92 → 2.
    const left = recutsLeft({ TS_Pin: 5.5, TS_Box: 6.25 }, LIMITS, { setting: 0.6, drops: DROPS });
    expect(left.pin.recutsLeft).toBe(2);
    expect(left.box.recutsLeft).toBe(2);
    expect(left.pin.basis).toEqual({ source: 'provider setting', perRecut: 0.6 });
    expect(left.pin.text).toBe(
      "2 recuts: 1.5 in above the 4 in minimum at 0.6 in per recut, the provider's setting for this connection",
    );
  });

  it('leaves nothing at or under the minimum, with or without a per-recut figure', () => {
    const left = recutsLeft({ TS_Pin: 4, TS_Box: 4.49 }, LIMITS);
    expect(left.pin).toMatchObject({
      recutsLeft: 0,
      basis: null,
      text: 'pin tong space 4 in is at the 4 in minimum: no recut left',
    });
    expect(left.box).toMatchObject({
      recutsLeft: 0,
      text: 'box tong space 4.49 in is under the 4.5 in minimum: no recut left',
    });
  });

  it('says why there is no figure', () => {
    expect(recutsLeft({ TS_Pin: 5.5, TS_Box: 6 }, null, { setting: 0.5 }).pin).toEqual({
      recutsLeft: null,
      tongSpace: 5.5,
      minimum: null,
      basis: { source: 'provider setting', perRecut: 0.5 },
      text: 'no class limits for this connection and pipe: no tong space minimum',
    });
    expect(recutsLeft({ TS_Pin: null, TS_Box: '' }, LIMITS, { setting: 0.5 }).box.text).toBe(
      'no box tong space figure at the latest inspection',
    );
    expect(recutsLeft(null, LIMITS, { setting: 0.5 }).pin.text).toBe(
      'no pin tong space figure at the latest inspection',
    );
    expect(recutsLeft({ TS_Pin: 5.5, TS_Box: 6 }, LIMITS, { drops: { pin: null, box: null } }).pin).toEqual({
      recutsLeft: null,
      tongSpace: 5.5,
      minimum: 4,
      basis: null,
      text: 'no tong space per recut: no provider setting for this connection and no recut recorded between two inspections',
    });
  });

  it.each([0, -0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a setting of %s', (setting) => {
    expect(() => recutsLeft({ TS_Pin: 5 }, LIMITS, { setting })).toThrow(
      `The tong space per recut must be a positive number of inches, got ${setting}`,
    );
  });
});
