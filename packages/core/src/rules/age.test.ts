import { describe, expect, it } from 'vitest';
import { daysBetween, MONTH_MS, MS_PER_DAY, monthsBetween } from './age.js';

describe('daysBetween', () => {
  it('counts whole UTC calendar days', () => {
    expect(daysBetween('2024-01-01', '2024-01-18')).toBe(17);
    expect(daysBetween('2024-01-01', new Date('2024-01-01T23:59:59Z'))).toBe(0);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('is negative when the second date comes first', () => {
    expect(daysBetween('2024-01-18', '2024-01-01')).toBe(-17);
  });
});

describe('monthsBetween', () => {
  it('measures months of 2630016000 ms', () => {
    expect(MONTH_MS).toBe(2_630_016_000);
    expect(MS_PER_DAY).toBe(86_400_000);
    expect(monthsBetween('2024-01-01', new Date(Date.UTC(2024, 0, 1) + 3 * MONTH_MS))).toBe(3);
    expect(monthsBetween(0, new Date(MONTH_MS / 2))).toBe(0.5);
    expect(monthsBetween('2024-01-01', '2024-01-01')).toBe(0);
  });
});
