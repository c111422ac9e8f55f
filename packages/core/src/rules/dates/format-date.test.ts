import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.js';

describe('formatDate', () => {
  it('shows a YYYY-MM-DD date as written, whatever the time zone asked for', () => {
    expect(formatDate('2024-03-01')).toBe('01.03.2024');
    expect(formatDate('2024-03-01', { timeZone: 'Pacific/Honolulu' })).toBe('01.03.2024');
    expect(formatDate('2024-03-01', { timeZone: 'Pacific/Kiritimati' })).toBe('01.03.2024');
  });

  it('shows timestamps and Dates in UTC by default', () => {
    expect(formatDate('2024-03-01T00:00:00.000Z')).toBe('01.03.2024');
    expect(formatDate('2024-03-01T23:59:59.000Z')).toBe('01.03.2024');
    expect(formatDate('2024-03-01T23:30:00Z')).toBe('01.03.2024');
    expect(formatDate(new Date('1999-12-31T00:00:00Z'))).toBe('31.12.1999');
    expect(formatDate('2024-03-01T23:30:00Z', { timeZone: 'UTC' })).toBe('01.03.2024');
  });

  it('shows an instant in the given time zone', () => {
    expect(formatDate('2024-03-01T23:30:00Z', { timeZone: 'Europe/Oslo' })).toBe('02.03.2024');
    expect(formatDate('2024-03-01T00:00:00Z', { timeZone: 'America/New_York' })).toBe('29.02.2024');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('2024-13-01')).toThrow('not a calendar date');
    expect(() => formatDate('soon')).toThrow(RangeError);
    // @ts-expect-error a bare number is not a date
    expect(() => formatDate(1709251200)).toThrow('A number is not a date');
  });
});
