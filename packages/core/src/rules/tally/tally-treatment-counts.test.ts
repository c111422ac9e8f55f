import { describe, expect, it } from 'vitest';
import { hardbandingCounts, machiningCounts } from './tally-treatment-counts.js';

describe('machiningCounts', () => {
  it('counts each result per connection, case-insensitively, ignoring other values', () => {
    const rows = [
      { Machining_Pin: 'SUM', Machining_Box: 'OK' },
      { Machining_Pin: 'srf', Machining_Box: 'FR' },
      { Machining_Pin: 'OK', Machining_Box: 'RF' },
      { Machining_Pin: 'BROKEN', Machining_Box: null },
    ];
    expect(machiningCounts(rows)).toEqual({
      Pin: { SUM: 1, OK: 1, SRF: 1, FR: 0, RF: 0 },
      Box: { SUM: 0, OK: 1, SRF: 0, FR: 1, RF: 1 },
    });
  });

  it('gives zeros for no rows', () => {
    expect(machiningCounts([]).Pin).toEqual({ SUM: 0, OK: 0, SRF: 0, FR: 0, RF: 0 });
  });
});

describe('hardbandingCounts', () => {
  it('counts OK, REJ and SUM_HB of the box', () => {
    const rows = [{ Hardbanding_Box: 'REJ' }, { Hardbanding_Box: 'ok' }, { Hardbanding_Box: 'SUM_HB' }, {}];
    expect(hardbandingCounts(rows)).toEqual({ Box: { OK: 1, REJ: 1, SUM_HB: 1 } });
  });
});
