import { describe, expect, it } from 'vitest';
import { machiningRates } from './machining-rates.js';

describe('machiningRates', () => {
  it('gives recut, srf, ok and reject as shares of SUM+OK+SRF+FR+RF per connection', () => {
    expect(
      machiningRates({
        Pin: { SUM: 1, OK: 6, SRF: 1, FR: 1, RF: 1 },
        Box: { SUM: 2, OK: 1, SRF: 0, FR: 0, RF: 0 },
      }),
    ).toEqual([
      { connection: 'Pin', recut: 10, srf: 10, ok: 80, reject: 20 },
      { connection: 'Box', recut: 66.7, srf: 0, ok: 33.3, reject: 66.7 },
    ]);
  });

  it('computes reject from the counts, not from the rounded recut and srf', () => {
    const [pin] = machiningRates({ Pin: { SUM: 1, SRF: 1, OK: 4 } });
    expect(pin).toMatchObject({ recut: 16.7, srf: 16.7, reject: 33.3, ok: 66.7 });
  });

  it('gives zeros, never NaN, for zero totals and missing connections', () => {
    expect(machiningRates({ Pin: { SUM: 0, OK: 0, SRF: 0, FR: 0, RF: 0 } })).toEqual([
      { connection: 'Pin', recut: 0, srf: 0, ok: 0, reject: 0 },
      { connection: 'Box', recut: 0, srf: 0, ok: 0, reject: 0 },
    ]);
  });

  it('rejects negative counts', () => {
    expect(() => machiningRates({ Box: { SUM: -1, OK: 3 } })).toThrow(RangeError);
  });
});
