import { describe, expect, it } from 'vitest';
import { MONTH_MS, monthsBetween } from './age.js';
import { inspectionDateColour } from './inspection-date-colour.js';

describe('inspectionDateColour, circle variant', () => {
  it.each([
    [-1, 'green'],
    [0, 'green'],
    [2.999, 'green'],
    [3, 'yellow'],
    [4.5, 'yellow'],
    [6, 'yellow'],
    [6.001, 'red'],
    [24, 'red'],
  ] as const)('colours %s months %s', (months, colour) => {
    expect(inspectionDateColour(months, 'circle')).toBe(colour);
  });
});

describe('inspectionDateColour, customer variant', () => {
  it.each([
    [0, 'green'],
    [4.999, 'green'],
    [5, 'orange'],
    [6, 'orange'],
    [6.001, 'red'],
  ] as const)('colours %s months %s', (months, colour) => {
    expect(inspectionDateColour(months, 'customer')).toBe(colour);
  });

  it('turns red one millisecond after six months', () => {
    const inspected = '2024-01-01';
    const sixMonths = Date.UTC(2024, 0, 1) + 6 * MONTH_MS;
    expect(inspectionDateColour(monthsBetween(inspected, new Date(sixMonths)), 'customer')).toBe('orange');
    expect(inspectionDateColour(monthsBetween(inspected, new Date(sixMonths + 1)), 'customer')).toBe('red');
  });

  it('rejects NaN', () => {
    expect(() => inspectionDateColour(Number.NaN, 'circle')).toThrow('got NaN');
  });
});
