import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSteps, sortInSteps } from './steps.js';
import { runCountingPauses } from './test-support/run-counting-pauses.js';

describe('sortInSteps', () => {
  it('should sort as the engine does, stably, for any list (runs and merges alike)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 40 }), at: fc.nat() }), { maxLength: 3000 }),
        (items) => {
          const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
          expect(runSteps(sortInSteps(items, compare))).toEqual([...items].sort(compare));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('should pause between steps and leave its input untouched', () => {
    const items = Array.from({ length: 20_000 }, (_, index) => (index * 7919) % 20_000);
    const steps = sortInSteps(items, (a, b) => a - b);
    const { pauses, value } = runCountingPauses(steps);
    expect(pauses).toBeGreaterThan(20);
    expect(value).toEqual([...items].sort((a, b) => a - b));
    expect(items[1]).toBe(7919);
  });

  it('should return an empty list for no items', () => {
    expect(runSteps(sortInSteps([], (a: number, b: number) => a - b))).toEqual([]);
  });
});
