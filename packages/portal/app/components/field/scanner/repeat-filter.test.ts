import { describe, expect, it } from 'vitest';
import { repeatFilter } from './repeat-filter.js';

describe('repeatFilter', () => {
  it('should count a payload held in front of the camera once', () => {
    const isNew = repeatFilter(1500);
    expect([0, 120, 240, 1400, 2800, 4000].map((at) => isNew('NW-0001', at))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('should count the same payload again after a pause of the window', () => {
    const isNew = repeatFilter(1500);
    expect(isNew('NW-0001', 0)).toBe(true);
    expect(isNew('NW-0001', 1499)).toBe(false);
    expect(isNew('NW-0001', 2999)).toBe(true);
  });

  it('should count distinct payloads each, however close together', () => {
    const isNew = repeatFilter(1500);
    expect(isNew('NW-0001', 0)).toBe(true);
    expect(isNew('NW-0002', 120)).toBe(true);
    expect(isNew('NW-0001', 240)).toBe(false);
    expect(isNew('NW-0003', 240)).toBe(true);
  });
});
