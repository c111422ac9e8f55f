import { describe, expect, it } from 'vitest';
import { daysBetween } from '../dates/age.js';
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

// Worked out by hand: from 2026-01-01, 17 January is 16 days, 3 March 61, 29 June 179, 31 December 364.
describe('a joint inspected on 2026-01-01, on both rack scales', () => {
  it.each([
    ['2026-01-17', 'green', 'green'],
    ['2026-01-18', 'yellow', 'green'],
    ['2026-03-03', 'yellow', 'green'],
    ['2026-03-04', 'red', 'green'],
    ['2026-06-29', 'red', 'green'],
    ['2026-06-30', 'red', 'yellow'],
    ['2026-12-31', 'red', 'yellow'],
    ['2027-01-01', 'red', 'red'],
  ] as const)('on %s is %s on the rack view and %s in the rack dialog', (today, view, dialog) => {
    const days = daysBetween('2026-01-01', today);
    expect(positionColourByAge(days, 'rack-view')).toBe(view);
    expect(positionColourByAge(days, 'rack-dialog')).toBe(dialog);
  });
});
