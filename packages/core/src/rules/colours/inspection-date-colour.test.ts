import { describe, expect, it } from 'vitest';
import { monthsBetween } from '../dates/age.js';
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

  it('rejects NaN', () => {
    expect(() => inspectionDateColour(Number.NaN, 'circle')).toThrow('got NaN');
  });
});

// A month is 2,630,016,000 ms (30 d 10 h 33 min 36 s); an inspection date counts from midnight UTC. From
// 1 January 2026: 3 months end 2 April 07:40:48, 5 months 2 June 04:48:00, 6 months 2 July 15:21:36 (UTC).
describe('the Overview Date colour of a joint inspected on 2026-01-01', () => {
  const colourAt = (now: string, variant: 'circle' | 'customer') =>
    inspectionDateColour(monthsBetween('2026-01-01', now), variant);

  it.each([
    ['2026-04-02T07:40:47.999Z', 'green'],
    ['2026-04-02T07:40:48Z', 'yellow'],
    ['2026-07-02T15:21:36Z', 'yellow'],
    ['2026-07-02T15:21:36.001Z', 'red'],
  ] as const)('in the circle at %s is %s', (now, colour) => {
    expect(colourAt(now, 'circle')).toBe(colour);
  });

  it.each([
    ['2026-04-02T07:40:48Z', 'green'],
    ['2026-06-02T04:47:59.999Z', 'green'],
    ['2026-06-02T04:48:00Z', 'orange'],
    ['2026-07-02T15:21:36Z', 'orange'],
    ['2026-07-02T15:21:36.001Z', 'red'],
  ] as const)('for a customer with the 5-month colouring at %s is %s', (now, colour) => {
    expect(colourAt(now, 'customer')).toBe(colour);
  });
});
