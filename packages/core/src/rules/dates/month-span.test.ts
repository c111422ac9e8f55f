import { describe, expect, it } from 'vitest';
import { inMonthSpan, monthSpan } from './month-span.js';

describe('monthSpan', () => {
  it('takes the month of the provider clock, not of UTC', () => {
    // 23:30 UTC on 31 October 2026 is 00:30 on 1 November in Oslo (CET, UTC+1).
    expect(monthSpan('2026-10-31T23:30:00Z', 'Europe/Oslo')).toEqual({
      first: '2026-11-01',
      next: '2026-12-01',
    });
    expect(monthSpan('2026-10-31T23:30:00Z', 'UTC')).toEqual({ first: '2026-10-01', next: '2026-11-01' });
  });

  it('keeps the last minute of a month in that month', () => {
    // 22:59 UTC on 30 November is 23:59 in Oslo.
    expect(monthSpan('2026-11-30T22:59:00Z', 'Europe/Oslo')).toEqual({
      first: '2026-11-01',
      next: '2026-12-01',
    });
    expect(monthSpan('2026-11-30T23:00:00Z', 'Europe/Oslo')).toEqual({
      first: '2026-12-01',
      next: '2027-01-01',
    });
  });

  it('rolls December into the next year', () => {
    expect(monthSpan('2026-12-15', 'UTC')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });

  it('refuses an unknown time zone', () => {
    expect(() => monthSpan('2026-12-15T10:00:00Z', 'Europe/Atlantis')).toThrow('Europe/Atlantis');
  });
});

describe('inMonthSpan', () => {
  const november = { first: '2026-11-01', next: '2026-12-01' };

  it('keeps the first and the last day and nothing outside', () => {
    expect(inMonthSpan('2026-11-01', november)).toBe(true);
    expect(inMonthSpan('2026-11-30', november)).toBe(true);
    expect(inMonthSpan('2026-10-31', november)).toBe(false);
    expect(inMonthSpan('2026-12-01', november)).toBe(false);
    expect(inMonthSpan(null, november)).toBe(false);
  });
});
