import { describe, expect, it } from 'vitest';
import { filterValueKey } from './filter-value.js';

describe('filterValueKey', () => {
  it('keeps text as it is, case and punctuation included', () => {
    expect(filterValueKey('5 1/2" FH')).toBe('5 1/2" FH');
  });

  it('writes numbers and booleans as text', () => {
    expect(filterValueKey(19.5)).toBe('19.5');
    expect(filterValueKey(0)).toBe('0');
    expect(filterValueKey(false)).toBe('false');
  });

  it('turns null, undefined and blank text into the one empty value', () => {
    expect(filterValueKey(null)).toBe('');
    expect(filterValueKey(undefined)).toBe('');
    expect(filterValueKey('   ')).toBe('');
  });

  it('writes dates as ISO text, and an invalid date as empty', () => {
    expect(filterValueKey(new Date(Date.UTC(2024, 2, 1)))).toBe('2024-03-01T00:00:00.000Z');
    expect(filterValueKey(new Date(Number.NaN))).toBe('');
  });
});
