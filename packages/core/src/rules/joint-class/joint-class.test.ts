import { describe, expect, it } from 'vitest';
import { JOINT_CLASSES, lowerClass, meetsClass } from './joint-class.js';

describe('lowerClass', () => {
  it.each([
    ['Premium', 'Premium', 'Premium'],
    ['Premium', 'Class 2', 'Class 2'],
    ['Class 2', 'Premium', 'Class 2'],
    ['Class 2', 'Reject', 'Reject'],
    ['Reject', 'Premium', 'Reject'],
  ] as const)('of %s and %s is %s', (a, b, lower) => {
    expect(lowerClass(a, b)).toBe(lower);
  });

  it('orders the classes best first', () => {
    expect(JOINT_CLASSES).toEqual(['Premium', 'Class 2', 'Reject']);
  });
});

describe('meetsClass', () => {
  it.each([
    ['Premium', 'Premium', true],
    ['Premium', 'Class 2', true],
    ['Class 2', 'Class 2', true],
    ['Class 2', 'Premium', false],
    ['Reject', 'Class 2', false],
    [null, 'Class 2', false],
  ] as const)('%s where %s is required: %s', (actual, required, meets) => {
    expect(meetsClass(actual, required)).toBe(meets);
  });
});
