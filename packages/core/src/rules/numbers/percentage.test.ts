import { describe, expect, it } from 'vitest';
import { percentageOf } from './percentage.js';

describe('percentageOf', () => {
  it('rounds half up to one decimal', () => {
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(2, 3)).toBe(66.7);
    expect(percentageOf(1, 8)).toBe(12.5);
    expect(percentageOf(1, 16)).toBe(6.3);
    expect(percentageOf(5, 5)).toBe(100);
  });

  it('gives 0 for a zero total instead of NaN', () => {
    expect(percentageOf(0, 0)).toBe(0);
  });

  it('rejects negative, infinite and impossible counts', () => {
    expect(() => percentageOf(-1, 3)).toThrow('non-negative finite counts, got -1 of 3');
    expect(() => percentageOf(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => percentageOf(4, 3)).toThrow('Part 4 is larger than its total 3');
  });
});
