import { describe, expect, it } from 'vitest';
import { inspectionReminders } from './inspection-reminders.js';

describe('inspectionReminders', () => {
  it('reminds 30 and 7 days before the expiry six months on, and the day after it', () => {
    expect(inspectionReminders('2024-01-15')).toEqual({
      dueOn: '2024-07-15',
      reminders: [
        { kind: 'due-in-30-days', on: '2024-06-15' },
        { kind: 'due-in-7-days', on: '2024-07-08' },
        { kind: 'overdue', on: '2024-07-16' },
      ],
    });
  });

  it('counts from the clamped expiry at a month end and across a year', () => {
    expect(inspectionReminders('2023-08-31')).toEqual({
      dueOn: '2024-02-29',
      reminders: [
        { kind: 'due-in-30-days', on: '2024-01-30' },
        { kind: 'due-in-7-days', on: '2024-02-22' },
        { kind: 'overdue', on: '2024-03-01' },
      ],
    });
  });

  it('refuses a value that is not a date', () => {
    expect(() => inspectionReminders('15.01.2024')).toThrow(RangeError);
  });
});
