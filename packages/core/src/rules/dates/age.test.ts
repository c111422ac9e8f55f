import { describe, expect, it } from 'vitest';
import { daysBetween, MONTH_MS, MS_PER_DAY, monthsBetween } from './age.js';

describe('daysBetween', () => {
  it('counts whole UTC calendar days', () => {
    expect(daysBetween('2024-01-01', '2024-01-18')).toBe(17);
    expect(daysBetween('2024-01-01', new Date('2024-01-01T23:59:59Z'))).toBe(0);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-10-22', '2026-11-26')).toBe(35);
  });

  it('is negative when the second date comes first', () => {
    expect(daysBetween('2024-01-18', '2024-01-01')).toBe(-17);
  });

  it('counts the rack boundaries from an inspection on 1 January 2026', () => {
    expect(daysBetween('2026-01-01', '2026-01-17')).toBe(16);
    expect(daysBetween('2026-01-01', '2026-01-18')).toBe(17);
    expect(daysBetween('2026-01-01', '2026-03-03')).toBe(61);
    expect(daysBetween('2026-01-01', '2026-03-04')).toBe(62);
    expect(daysBetween('2026-01-01', '2026-06-29')).toBe(179);
    expect(daysBetween('2026-01-01', '2026-06-30')).toBe(180);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('refuses a number', () => {
    // @ts-expect-error a bare number is not a date
    expect(() => daysBetween('2026-01-01', 1767225600000)).toThrow('A number is not a date');
  });
});

describe('monthsBetween', () => {
  it('measures months of 2630016000 ms', () => {
    expect(MONTH_MS).toBe(2_630_016_000);
    expect(MS_PER_DAY).toBe(86_400_000);
    expect(monthsBetween('2024-01-01', '2024-01-01')).toBe(0);
    // 3 months = 7,890,048,000 ms = 91 days 7 h 40 min 48 s after midnight UTC of 1 January.
    expect(monthsBetween('2026-01-01', '2026-04-02T07:40:48Z')).toBe(3);
    // Half a month = 15 days 5 h 16 min 48 s.
    expect(monthsBetween('2026-01-01', '2026-01-16T05:16:48Z')).toBe(0.5);
  });

  it('refuses a number', () => {
    // @ts-expect-error a bare number is not a date
    expect(() => monthsBetween(0, '2026-01-01')).toThrow('A number is not a date');
  });
});
