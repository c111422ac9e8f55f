import { describe, expect, it } from 'vitest';
import { minimumValues } from './tally-minimums.js';

describe('minimumValues', () => {
  it('takes the smallest numeric value of each field', () => {
    expect(
      minimumValues([
        { TS_Pin: 7, TS_Box: '9.1', OD_Box: 6.5, Wall: 91 },
        { TS_Pin: '6.5', TS_Box: 9.4, OD_Box: null, Wall: 0 },
        { TS_Pin: 'n/a' },
      ]),
    ).toEqual({ TS_Pin: 6.5, TS_Box: 9.1, OD_Box: 6.5, Wall: 0 });
  });

  it('gives null for fields without values and for no rows', () => {
    expect(minimumValues([])).toEqual({ TS_Pin: null, TS_Box: null, OD_Box: null, Wall: null });
  });
});
