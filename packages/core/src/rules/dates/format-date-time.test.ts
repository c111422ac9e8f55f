import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.js';

describe('formatDateTime', () => {
  it('writes an instant as DD.MM.YYYY HH:mm in UTC unless told another zone', () => {
    expect(formatDateTime('2026-11-26T07:14:05.000Z')).toBe('26.11.2026 07:14');
    expect(formatDateTime('2026-11-26T07:14:05.000Z', { timeZone: 'Europe/Oslo' })).toBe('26.11.2026 08:14');
    expect(formatDateTime(new Date('2026-07-01T22:30:00.000Z'), { timeZone: 'Europe/Oslo' })).toBe(
      '02.07.2026 00:30',
    );
    expect(formatDateTime('2026-01-05T11:05:00.000Z', { timeZone: 'America/New_York' })).toBe(
      '05.01.2026 06:05',
    );
  });

  it('refuses what is not a date and an unknown zone', () => {
    expect(() => formatDateTime('26.11.2026')).toThrow(RangeError);
    expect(() => formatDateTime('2026-11-26T07:14:05Z', { timeZone: 'Mars/Olympus' })).toThrow(
      '"Mars/Olympus" is not an IANA time zone',
    );
  });
});
