import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './add-working-days.js';

// 2024-03-01 is a Friday, 2024-03-02 a Saturday, 2024-03-04 a Monday.
describe('addWorkingDays', () => {
  it.each([
    ['2024-03-01', 0, '2024-03-01'],
    ['2024-03-01', 1, '2024-03-04'],
    ['2024-03-02', 1, '2024-03-04'],
    ['2024-03-03', 1, '2024-03-04'],
    ['2024-03-04', 4, '2024-03-08'],
    ['2024-03-04', 5, '2024-03-11'],
    ['2024-03-01', 5, '2024-03-08'],
    ['2024-03-02', 5, '2024-03-08'],
    ['2024-03-01', 9, '2024-03-14'],
    ['2024-03-01', 21, '2024-04-01'],
    ['2023-12-29', 1, '2024-01-01'],
  ])('%s plus %i working days is %s', (from, days, expected) => {
    expect(addWorkingDays(from, days)).toBe(expected);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays('2024-03-01', -1)).toThrow('at least 0, got -1');
    expect(() => addWorkingDays('2024-03-01', 1.5)).toThrow('got 1.5');
  });
});
