import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.js';

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12_345, 100_000, 1_234_567, -1234, Number.MAX_SAFE_INTEGER])(
    'should write %d as toLocaleString("en") does',
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
    },
  );

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('should refuse %d, which is not a count', (count) => {
    expect(() => formatCount(count)).toThrow(/whole number/);
  });
});
