import { describe, expect, it } from 'vitest';
import { toEpochMs, utcDayNumber } from './date-input.js';

describe('toEpochMs', () => {
  it('reads a YYYY-MM-DD date as midnight UTC', () => {
    expect(toEpochMs('2024-03-01')).toBe(Date.UTC(2024, 2, 1));
    expect(toEpochMs(' 2024-03-01 ')).toBe(Date.UTC(2024, 2, 1));
  });

  it('reads numbers as epoch seconds and Dates as their instant', () => {
    expect(toEpochMs(1709251200)).toBe(1709251200000);
    expect(toEpochMs(new Date(5))).toBe(5);
  });

  it('honours an offset and reads a timestamp without one as UTC', () => {
    expect(toEpochMs('2024-03-01T10:00:00+02:00')).toBe(Date.UTC(2024, 2, 1, 8));
    expect(toEpochMs('2024-03-01T10:00:00')).toBe(Date.UTC(2024, 2, 1, 10));
    expect(toEpochMs('2024-03-01T10:00:00.123Z')).toBe(Date.UTC(2024, 2, 1, 10, 0, 0, 123));
    expect(toEpochMs('2024-03-01 10:00')).toBe(Date.UTC(2024, 2, 1, 10));
  });

  it('rejects dates that do not exist and text that is not a date, saying what it got', () => {
    expect(() => toEpochMs('2023-02-29')).toThrow('"2023-02-29" is not a calendar date');
    expect(() => toEpochMs('2024-02-30T10:00:00Z')).toThrow(RangeError);
    expect(() => toEpochMs('2024-03-01T25:00:00Z')).toThrow('not a valid ISO timestamp');
    expect(() => toEpochMs('01.03.2024')).toThrow('"01.03.2024" is not an ISO date');
    expect(() => toEpochMs(Number.NaN)).toThrow('finite');
    expect(() => toEpochMs(new Date('nope'))).toThrow('Invalid Date');
  });

  it('accepts 29 February in a leap year', () => {
    expect(toEpochMs('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
  });
});

describe('utcDayNumber', () => {
  it('counts UTC calendar days since 1970-01-01, ignoring the time of day', () => {
    expect(utcDayNumber('1970-01-01')).toBe(0);
    expect(utcDayNumber('1970-01-02T23:59:59Z')).toBe(1);
    expect(utcDayNumber('1969-12-31')).toBe(-1);
  });
});
