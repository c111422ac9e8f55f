import { describe, expect, it } from 'vitest';
import { workingDaysBetween } from './working-days.js';

// 2024-03-01 is a Friday.
describe('workingDaysBetween', () => {
  it.each([
    ['2024-03-01', '2024-03-01', 0],
    ['2024-03-01', '2024-03-02', 0],
    ['2024-03-01', '2024-03-03', 0],
    ['2024-03-01', '2024-03-04', 1],
    ['2024-03-04', '2024-03-05', 1],
    ['2024-03-04', '2024-03-08', 4],
    ['2024-03-04', '2024-03-11', 5],
    ['2024-03-02', '2024-03-04', 1],
    ['2024-03-03', '2024-03-04', 1],
    ['2024-03-01', '2024-03-29', 20],
    ['2024-03-01', '2024-04-01', 21],
  ])('from %s to %s is %i', (from, to, days) => {
    expect(workingDaysBetween(from, to)).toBe(days);
  });

  it('is negative for a reversed span', () => {
    expect(workingDaysBetween('2024-03-04', '2024-03-01')).toBe(-1);
  });

  it('counts across years and before 1970', () => {
    expect(workingDaysBetween('2023-12-29', '2024-01-01')).toBe(1);
    expect(workingDaysBetween('1969-12-26', '1969-12-29')).toBe(1);
  });

  it('ignores the time of day', () => {
    expect(workingDaysBetween('2024-03-01T22:00:00Z', '2024-03-04T01:00:00Z')).toBe(1);
  });

  it('refuses a number', () => {
    // @ts-expect-error a bare number is not a date
    expect(() => workingDaysBetween(1709330400, '2024-03-04')).toThrow('A number is not a date');
  });
});
