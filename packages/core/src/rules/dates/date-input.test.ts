import { describe, expect, it } from 'vitest';
import { toEpochMs, utcDayNumber } from './date-input.js';

describe('toEpochMs', () => {
  it('reads a YYYY-MM-DD date as midnight UTC', () => {
    expect(toEpochMs('2024-03-01')).toBe(1709251200000);
    expect(toEpochMs(' 2024-03-01 ')).toBe(1709251200000);
  });

  it('reads a Date as its instant', () => {
    expect(toEpochMs(new Date(5))).toBe(5);
  });

  it('honours an offset and reads a timestamp without one as UTC', () => {
    expect(toEpochMs('2024-03-01T10:00:00+02:00')).toBe(1709280000000);
    expect(toEpochMs('2024-03-01T10:00:00')).toBe(1709287200000);
    expect(toEpochMs('2024-03-01T10:00:00.123Z')).toBe(1709287200123);
    expect(toEpochMs('2024-03-01 10:00')).toBe(1709287200000);
  });

  it('refuses a number, in the types and at run time, since epoch seconds and milliseconds look alike', () => {
    // @ts-expect-error a bare number is not a date: convert epoch seconds with fromEpochSeconds where they enter
    expect(() => toEpochMs(1709251200)).toThrow(
      'A number is not a date (1709251200): convert epoch seconds with fromEpochSeconds where they enter',
    );
  });

  it('rejects dates that do not exist and text that is not a date, saying what it got', () => {
    expect(() => toEpochMs('2023-02-29')).toThrow('"2023-02-29" is not a calendar date');
    expect(() => toEpochMs('2024-02-30T10:00:00Z')).toThrow(RangeError);
    expect(() => toEpochMs('2024-03-01T25:00:00Z')).toThrow('not a valid ISO timestamp');
    expect(() => toEpochMs('01.03.2024')).toThrow(
      '"01.03.2024" is not an ISO date (YYYY-MM-DD) or timestamp',
    );
    expect(() => toEpochMs('1709251200')).toThrow('"1709251200" is not an ISO date');
    expect(() => toEpochMs(new Date('nope'))).toThrow('Invalid Date');
    // @ts-expect-error null is not a date
    expect(() => toEpochMs(null)).toThrow('null is not a date: give an ISO string or a Date');
  });

  it('accepts 29 February in a leap year', () => {
    expect(toEpochMs('2024-02-29')).toBe(1709164800000);
    expect(toEpochMs('2000-02-29')).toBe(951782400000);
  });

  it('knows the length of every month and the century rule of leap years', () => {
    expect(toEpochMs('2023-12-31')).toBe(1703980800000);
    expect(toEpochMs('2023-04-30')).toBe(1682812800000);
    expect(() => toEpochMs('2023-04-31')).toThrow('"2023-04-31" is not a calendar date');
    expect(() => toEpochMs('2100-02-29')).toThrow('"2100-02-29" is not a calendar date');
    expect(() => toEpochMs('2023-00-10')).toThrow('"2023-00-10" is not a calendar date');
    expect(() => toEpochMs('2023-13-01')).toThrow('"2023-13-01" is not a calendar date');
    expect(() => toEpochMs('2023-01-00')).toThrow('"2023-01-00" is not a calendar date');
  });

  it('refuses a year before 100, which the Date constructor would read as 19xx', () => {
    expect(() => toEpochMs('0099-06-01')).toThrow('"0099-06-01" is not a calendar date');
    expect(toEpochMs('0100-01-01')).toBe(-59011459200000);
  });
});

describe('utcDayNumber', () => {
  it('counts UTC calendar days since 1970-01-01, ignoring the time of day', () => {
    expect(utcDayNumber('1970-01-01')).toBe(0);
    expect(utcDayNumber('1970-01-02T23:59:59Z')).toBe(1);
    expect(utcDayNumber('1969-12-31')).toBe(-1);
    expect(utcDayNumber('2024-03-01T23:59:59Z')).toBe(19783);
  });
});
