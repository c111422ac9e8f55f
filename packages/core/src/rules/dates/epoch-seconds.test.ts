import { describe, expect, it } from 'vitest';
import { fromEpochSeconds, toEpochSeconds } from './epoch-seconds.js';

describe('fromEpochSeconds', () => {
  it('turns legacy epoch seconds into an ISO timestamp in UTC', () => {
    expect(fromEpochSeconds(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(fromEpochSeconds(1709251200)).toBe('2024-03-01T00:00:00.000Z');
    expect(fromEpochSeconds(1709337599)).toBe('2024-03-01T23:59:59.000Z');
    expect(fromEpochSeconds(-86400)).toBe('1969-12-31T00:00:00.000Z');
  });

  it('refuses what is not a finite number of seconds', () => {
    expect(() => fromEpochSeconds(Number.NaN)).toThrow('Epoch seconds must be a finite number, got NaN');
    expect(() => fromEpochSeconds(Number.POSITIVE_INFINITY)).toThrow('got Infinity');
  });
});

describe('toEpochSeconds', () => {
  it('gives the whole epoch seconds of a date or instant, for legacy answers', () => {
    expect(toEpochSeconds('2024-03-01')).toBe(1709251200);
    expect(toEpochSeconds('2024-03-01T23:59:59.999Z')).toBe(1709337599);
    expect(toEpochSeconds(new Date('2026-01-01T00:00:00Z'))).toBe(1767225600);
  });

  it('refuses what is not a date', () => {
    expect(() => toEpochSeconds('soon')).toThrow(RangeError);
  });
});
