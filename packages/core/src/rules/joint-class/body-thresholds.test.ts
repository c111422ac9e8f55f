import { describe, expect, it } from 'vitest';
import { assertBodyThresholds, DEFAULT_BODY_THRESHOLDS } from './body-thresholds.js';

describe('the body thresholds', () => {
  it('default to API RP 7G-2: Premium 80 %, Class 2 70 %', () => {
    expect(DEFAULT_BODY_THRESHOLDS).toEqual({ premiumMinWall: 80, class2MinWall: 70 });
  });

  it.each([
    [
      { premiumMinWall: 101, class2MinWall: 70 },
      'The Premium wall threshold must be a percentage from 0 to 100, got 101',
    ],
    [
      { premiumMinWall: 80, class2MinWall: -1 },
      'The Class 2 wall threshold must be a percentage from 0 to 100, got -1',
    ],
    [
      { premiumMinWall: 70, class2MinWall: 80 },
      'The Premium wall threshold (70 %) is under the Class 2 one (80 %)',
    ],
  ])('refuse %o', (thresholds, message) => {
    expect(() => assertBodyThresholds(thresholds)).toThrow(new RangeError(message));
  });

  it('accept equal thresholds (no Class 2 band) and the edges 0 and 100', () => {
    expect(() => assertBodyThresholds({ premiumMinWall: 75, class2MinWall: 75 })).not.toThrow();
    expect(() => assertBodyThresholds({ premiumMinWall: 100, class2MinWall: 0 })).not.toThrow();
  });
});
