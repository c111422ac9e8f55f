import { describe, expect, it } from 'vitest';
import { readChangeHistoryMonths } from './change-history-settings.server.js';

describe('readChangeHistoryMonths', () => {
  it('should keep every change when PORTAL_CHANGE_HISTORY_MONTHS is unset or empty', () => {
    expect(readChangeHistoryMonths({})).toBeNull();
    expect(readChangeHistoryMonths({ PORTAL_CHANGE_HISTORY_MONTHS: ' ' })).toBeNull();
  });

  it('should read a whole number of months', () => {
    expect(readChangeHistoryMonths({ PORTAL_CHANGE_HISTORY_MONTHS: '24' })).toBe(24);
    expect(readChangeHistoryMonths({ PORTAL_CHANGE_HISTORY_MONTHS: ' 1 ' })).toBe(1);
  });

  it.each([
    ['0', '"0"'],
    ['-3', '"-3"'],
    ['twelve', '"twelve"'],
    ['1.5', '"1.5"'],
    ['12 months', '"12 months"'],
  ])('should refuse %s, naming the variable and the value', (value, shown) => {
    expect(() => readChangeHistoryMonths({ PORTAL_CHANGE_HISTORY_MONTHS: value })).toThrow(
      `Invalid configuration: PORTAL_CHANGE_HISTORY_MONTHS must be a whole number of months, 1 or more (unset keeps every change); got ${shown}`,
    );
  });
});
