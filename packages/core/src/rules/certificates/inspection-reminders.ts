import type { DateInput } from '../dates/date-input.js';
import { inspectionExpiryDayMs } from './inspection-expiry.js';

/**
 * A reminder about an inspection's expiry: a month and a week ahead, and once it is past due.
 *
 * @example
 * const kind: InspectionReminderKind = 'due-in-7-days';
 */
export type InspectionReminderKind = 'due-in-30-days' | 'due-in-7-days' | 'overdue';

/**
 * When an inspection expires (`YYYY-MM-DD`) and the day each reminder about it falls on.
 *
 * @example
 * const plan: InspectionReminders = { dueOn: '2024-07-15', reminders: [{ kind: 'overdue', on: '2024-07-16' }] };
 */
export interface InspectionReminders {
  dueOn: string;
  reminders: { kind: InspectionReminderKind; on: string }[];
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The reminders of one inspection, on the rule of `inspectionExpiry`: it expires six calendar months after
 * the inspection date; "due in 30 days" and "due in 7 days" fall that many days before the expiry day, and
 * "overdue" on the day after it (the first day `inspectionExpiry` counts past due). Days are calendar days.
 *
 * @throws RangeError when the inspection date is not a date.
 * @example
 * inspectionReminders('2024-01-15');
 * // { dueOn: '2024-07-15', reminders: [
 * //   { kind: 'due-in-30-days', on: '2024-06-15' }, { kind: 'due-in-7-days', on: '2024-07-08' },
 * //   { kind: 'overdue', on: '2024-07-16' }] }
 */
export function inspectionReminders(inspectionDate: DateInput): InspectionReminders {
  const dueMs = inspectionExpiryDayMs(inspectionDate);
  return {
    dueOn: isoDay(dueMs),
    reminders: [
      { kind: 'due-in-30-days', on: isoDay(dueMs - 30 * DAY_MS) },
      { kind: 'due-in-7-days', on: isoDay(dueMs - 7 * DAY_MS) },
      { kind: 'overdue', on: isoDay(dueMs + DAY_MS) },
    ],
  };
}
