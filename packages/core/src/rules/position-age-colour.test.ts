import { describe, expect, it } from 'vitest';
import { POSITION_AGE_THRESHOLDS, positionColourByAge } from './position-age-colour.js';

describe('positionColourByAge on the rack view', () => {
  it.each([
    [-3, 'green'],
    [0, 'green'],
    [16, 'green'],
    [16.99, 'green'],
    [17, 'yellow'],
    [17.5, 'yellow'],
    [18, 'yellow'],
    [61, 'yellow'],
    [61.9, 'yellow'],
    [62, 'red'],
    [400, 'red'],
  ] as const)('colours %s days %s', (days, colour) => {
    expect(positionColourByAge(days, 'rack-view')).toBe(colour);
  });
});

describe('positionColourByAge in the inventory rack dialog', () => {
  it.each([
    [0, 'green'],
    [179, 'green'],
    [179.5, 'green'],
    [180, 'yellow'],
    [180.5, 'yellow'],
    [181, 'yellow'],
    [364, 'yellow'],
    [365, 'red'],
    [Number.POSITIVE_INFINITY, 'red'],
  ] as const)('colours %s days %s', (days, colour) => {
    expect(positionColourByAge(days, 'rack-dialog')).toBe(colour);
  });

  it('publishes its thresholds', () => {
    expect(POSITION_AGE_THRESHOLDS['rack-dialog']).toEqual({ yellowFrom: 180, redFrom: 365 });
  });

  it('rejects NaN', () => {
    expect(() => positionColourByAge(Number.NaN, 'rack-dialog')).toThrow('got NaN');
  });
});
