import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day.js';

describe('calendarDay in Europe/Oslo', () => {
  it('is already the next day at 23:30 UTC, an hour before midnight in Oslo in winter', () => {
    expect(calendarDay('2026-03-28T23:30:00Z', 'Europe/Oslo')).toBe('2026-03-29');
    expect(calendarDay('2026-03-28T22:59:59Z', 'Europe/Oslo')).toBe('2026-03-28');
    expect(calendarDay('2026-03-28T23:00:00Z', 'Europe/Oslo')).toBe('2026-03-29');
    expect(calendarDay('2026-03-28T23:30:00Z', 'UTC')).toBe('2026-03-28');
  });

  it('moves midnight to 22:00 UTC once summer time starts (29 March 2026)', () => {
    expect(calendarDay('2026-03-29T21:59:59Z', 'Europe/Oslo')).toBe('2026-03-29');
    expect(calendarDay('2026-03-29T22:00:00Z', 'Europe/Oslo')).toBe('2026-03-30');
  });

  it('moves midnight back to 23:00 UTC once summer time ends (25 October 2026)', () => {
    expect(calendarDay('2026-10-24T21:59:59Z', 'Europe/Oslo')).toBe('2026-10-24');
    expect(calendarDay('2026-10-24T22:00:00Z', 'Europe/Oslo')).toBe('2026-10-25');
    expect(calendarDay('2026-10-25T22:59:59Z', 'Europe/Oslo')).toBe('2026-10-25');
    expect(calendarDay('2026-10-25T23:00:00Z', 'Europe/Oslo')).toBe('2026-10-26');
  });

  it('reads a timestamp with an offset and a Date as the instants they are', () => {
    expect(calendarDay('2026-11-26T10:00:00+01:00', 'Europe/Oslo')).toBe('2026-11-26');
    expect(calendarDay('2026-11-26T00:30:00+01:00', 'UTC')).toBe('2026-11-25');
    expect(calendarDay(new Date('2026-12-31T23:00:00Z'), 'Europe/Oslo')).toBe('2027-01-01');
  });

  it('keeps a YYYY-MM-DD date as the day it names in every zone', () => {
    expect(calendarDay('2026-03-29', 'Pacific/Kiritimati')).toBe('2026-03-29');
    expect(calendarDay('2026-03-29', 'Pacific/Honolulu')).toBe('2026-03-29');
  });

  it('refuses an unknown time zone and what is not a date', () => {
    expect(() => calendarDay('2026-03-28T23:30:00Z', 'Europe/Atlantis')).toThrow(
      '"Europe/Atlantis" is not an IANA time zone',
    );
    expect(() => calendarDay('2026-02-30', 'UTC')).toThrow('not a calendar date');
    // @ts-expect-error a bare number is not a date
    expect(() => calendarDay(1774740600, 'UTC')).toThrow('A number is not a date');
  });
});
