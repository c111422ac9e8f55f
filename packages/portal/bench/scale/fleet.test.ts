import { describe, expect, it } from 'vitest';
import { scaleFleet } from './fleet.js';

describe('scaleFleet', () => {
  it('should give the first customer the largest fleet and share the rest in steps down', () => {
    expect(scaleFleet(100, 3, 40)).toEqual([40, 40, 20]);
    expect(scaleFleet(1000, 5, 400)).toEqual([400, 240, 180, 120, 60]);
  });

  it('should add up to the whole fleet when the shares do not divide evenly', () => {
    expect(scaleFleet(101, 4, 50)).toEqual([50, 26, 17, 8]);
  });

  it('should refuse a largest customer bigger than the fleet', () => {
    expect(() => scaleFleet(10, 2, 11)).toThrow('10 joints cannot go to 2 customers with 11 the largest');
  });
});
