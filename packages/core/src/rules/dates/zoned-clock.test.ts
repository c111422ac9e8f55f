import { describe, expect, it } from 'vitest';
import { assertTimeZone, zonedClock } from './zoned-clock.js';

describe('zonedClock', () => {
  it("shows an instant on the zone's wall clock, summer time included", () => {
    expect(zonedClock(Date.parse('2026-03-28T23:30:00Z'), 'Europe/Oslo')).toEqual({
      year: '2026',
      month: '03',
      day: '29',
      hour: '00',
      minute: '30',
    });
    expect(zonedClock(Date.parse('2026-07-01T22:30:00Z'), 'Europe/Oslo')).toEqual({
      year: '2026',
      month: '07',
      day: '02',
      hour: '00',
      minute: '30',
    });
    expect(zonedClock(Date.parse('2026-01-05T11:05:00Z'), 'America/New_York')).toEqual({
      year: '2026',
      month: '01',
      day: '05',
      hour: '06',
      minute: '05',
    });
  });

  it('refuses a time zone Intl does not know', () => {
    expect(() => zonedClock(0, 'Europe/Atlantis')).toThrow('"Europe/Atlantis" is not an IANA time zone');
  });
});

describe('assertTimeZone', () => {
  it('accepts a known zone and refuses an unknown one', () => {
    expect(() => assertTimeZone('Europe/Oslo')).not.toThrow();
    expect(() => assertTimeZone('Europe/Atlantis')).toThrow('"Europe/Atlantis" is not an IANA time zone');
  });
});
