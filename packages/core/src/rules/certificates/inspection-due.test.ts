import { describe, expect, it } from 'vitest';
import { inspectionDueBounds, inspectionDueStatus } from './inspection-due.js';

// Today is Thursday 2026-11-26. An inspection expires 6 calendar months later (clamped to the month end).
describe('inspectionDueStatus', () => {
  it.each([
    ['2026-05-25', 'overdue'], // expired 2026-11-25, yesterday
    ['2026-05-26', 'due'], // expires today
    ['2026-06-26', 'due'], // expires 2026-12-26, 30 days ahead
    ['2026-06-27', 'valid'], // expires 2026-12-27, 31 days ahead
    ['2026-11-01', 'valid'],
    ['2025-01-01', 'overdue'],
  ] as const)('an inspection on %s is %s', (date, status) => {
    expect(inspectionDueStatus(date, '2026-11-26')).toBe(status);
  });

  it('takes another horizon', () => {
    expect(inspectionDueStatus('2026-06-06', '2026-11-26', 10)).toBe('due'); // expires 2026-12-06
    expect(inspectionDueStatus('2026-06-07', '2026-11-26', 10)).toBe('valid');
  });

  it('clamps at the month end: 31 August expires on the last day of February', () => {
    expect(inspectionDueStatus('2026-08-31', '2027-02-28')).toBe('due');
    expect(inspectionDueStatus('2026-08-31', '2027-03-01')).toBe('overdue');
  });
});

describe('inspectionDueBounds', () => {
  it('gives the first not-overdue and the first valid inspection day', () => {
    expect(inspectionDueBounds('2026-11-26')).toEqual({
      overdueBefore: '2026-05-26',
      dueBefore: '2026-06-27',
    });
  });

  it('follows the clamped month end', () => {
    // On 2027-02-28 an inspection on 2026-08-28 to 31 expires that day, so 2026-08-28 is the first one due;
    // the horizon ends 2027-03-30, the expiry of an inspection on 2026-09-30, so 2026-10-01 is the first valid.
    expect(inspectionDueBounds('2027-02-28')).toEqual({
      overdueBefore: '2026-08-28',
      dueBefore: '2026-10-01',
    });
    // On 2027-03-01 every August inspection has expired.
    expect(inspectionDueBounds('2027-03-01').overdueBefore).toBe('2026-09-01');
  });

  it('refuses a day that is not a date', () => {
    expect(() => inspectionDueBounds('26.11.2026')).toThrow('26.11.2026');
  });
});
