import { describe, expect, it } from 'vitest';
import { byCodeUnit } from './code-unit-order.js';

describe('byCodeUnit', () => {
  it('should put digits, then upper case, then lower case, then letters past ASCII', () => {
    expect(['é', 'b', 'B', '10', '9', 'a'].sort(byCodeUnit)).toEqual(['10', '9', 'B', 'a', 'b', 'é']);
  });

  it('should answer 0 for equal strings and a sign for a prefix', () => {
    expect(byCodeUnit('41038', '41038')).toBe(0);
    expect(byCodeUnit('4103', '41038')).toBe(-1);
    expect(byCodeUnit('41038', '4103')).toBe(1);
  });
});
