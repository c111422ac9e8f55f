import { describe, expect, it } from 'vitest';
import { leadTimeSummary } from './lead-time-summary.js';

describe('leadTimeSummary', () => {
  it('takes the middle element of an odd-length sorted list', () => {
    expect(leadTimeSummary([9, 1, 5])).toEqual({ count: 3, median: 5, average: 5 });
  });

  it('takes the element at index floor(n/2) of an even-length list, not the mean of the middle two', () => {
    expect(leadTimeSummary([4, 1, 3, 2])).toEqual({ count: 4, median: 3, average: 2 });
    expect(leadTimeSummary([10, 1])).toEqual({ count: 2, median: 10, average: 5 });
  });

  it('floors the average', () => {
    expect(leadTimeSummary([1, 2]).average).toBe(1);
    expect(leadTimeSummary([0, 0, 1]).average).toBe(0);
  });

  it('handles one value and none', () => {
    expect(leadTimeSummary([7])).toEqual({ count: 1, median: 7, average: 7 });
    expect(leadTimeSummary([])).toEqual({ count: 0, median: null, average: null });
  });

  it('does not reorder its input', () => {
    const days = [3, 1, 2];
    leadTimeSummary(days);
    expect(days).toEqual([3, 1, 2]);
  });
});
