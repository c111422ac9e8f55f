import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';

describe('given a seeded random source', () => {
  it('should repeat the same sequence for the same seed', () => {
    const first = createRandom(42);
    const second = createRandom(42);
    const draws = Array.from({ length: 5 }, () => [first.next(), second.next()]);
    for (const [left, right] of draws) expect(left).toBe(right);
  });

  it('should give a different sequence for a different seed', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('should keep int() within both inclusive bounds and reach them', () => {
    const random = createRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('should never pick a value whose weight is zero', () => {
    const random = createRandom(4);
    const picks = Array.from({ length: 300 }, () =>
      random.weighted([
        ['never', 0],
        ['always', 1],
      ] as const),
    );
    expect(new Set(picks)).toEqual(new Set(['always']));
  });

  it('should reject an empty list and weights that are all zero', () => {
    const random = createRandom(5);
    expect(() => random.pick([])).toThrow('non-empty');
    expect(() => random.weighted([['a', 0]] as const)).toThrow('positive weight');
  });

  it('should fork streams that do not depend on how much the parent has drawn', () => {
    const untouched = createRandom(6);
    const used = createRandom(6);
    used.next();
    used.next();
    expect(used.fork('items').next()).toBe(untouched.fork('items').next());
    expect(untouched.fork('items').next()).not.toBe(untouched.fork('serials').next());
  });
});
