import { describe, expect, it } from 'vitest';
import { inspectionsInOrder } from './joint-inspection.js';

describe('inspectionsInOrder', () => {
  it('puts undated inspections first, then by day, same-day ones in the order given', () => {
    const given = [
      { id: 'c', Inspection_Date: '2026-02-16' },
      { id: 'a', Inspection_Date: '2024-02-15' },
      { id: 'undated', Inspection_Date: null },
      { id: 'd', Inspection_Date: '2026-02-16T08:00:00Z' },
      { id: 'b', Inspection_Date: '2025-02-14' },
      { id: 'empty', Inspection_Date: '' },
    ];
    // Day numbers since 1970-01-01: 2024-02-15 is 19768, 2025-02-14 is 20133 (+365), 2026-02-16 is 20500 (+367).
    expect(inspectionsInOrder(given).map(({ inspection, day }) => [inspection.id, day])).toEqual([
      ['undated', null],
      ['empty', null],
      ['a', 19768],
      ['b', 20133],
      ['c', 20500],
      ['d', 20500],
    ]);
  });

  it('refuses a date that is not a date', () => {
    expect(() => inspectionsInOrder([{ Inspection_Date: '2025-02-30' }])).toThrow(RangeError);
  });
});
