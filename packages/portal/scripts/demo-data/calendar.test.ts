import { describe, expect, it } from 'vitest';
import { addWorkingDays, dayNumber, isoDate, isWeekend, weekdayOnOrBefore } from './calendar.js';

describe('given calendar days', () => {
  it('should round-trip a date through its day number', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(isoDate(dayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('should reject text that is not a calendar date, naming it', () => {
    expect(() => dayNumber('2026-02-30')).toThrow("'2026-02-30' is not a calendar date");
    expect(() => dayNumber('20.11.2026')).toThrow('YYYY-MM-DD');
  });

  it('should treat Saturday and Sunday as the weekend only', () => {
    expect(isWeekend(dayNumber('2026-11-21'))).toBe(true);
    expect(isWeekend(dayNumber('2026-11-22'))).toBe(true);
    expect(isWeekend(dayNumber('2026-11-23'))).toBe(false);
    expect(isWeekend(dayNumber('2026-11-20'))).toBe(false);
  });

  it('should skip weekends when counting working days either way', () => {
    const friday = dayNumber('2026-11-20');
    expect(isoDate(addWorkingDays(friday, 1))).toBe('2026-11-23');
    expect(isoDate(addWorkingDays(friday, 5))).toBe('2026-11-27');
    expect(isoDate(addWorkingDays(dayNumber('2026-11-23'), -1))).toBe('2026-11-20');
    expect(addWorkingDays(friday, 0)).toBe(friday);
  });

  it('should move a weekend day back to the Friday before it', () => {
    expect(isoDate(weekdayOnOrBefore(dayNumber('2026-11-22')))).toBe('2026-11-20');
    expect(isoDate(weekdayOnOrBefore(dayNumber('2026-11-19')))).toBe('2026-11-19');
  });
});
