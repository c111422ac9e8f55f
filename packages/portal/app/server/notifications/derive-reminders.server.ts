import { calendarDay } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import { eventAudience } from './event-audience.server.js';
import { moveNotificationCursor, readNotificationCursor } from './notification-cursor.server.js';
import { reminderEvents } from './reminder-events.server.js';
import { storeEvents } from './store-events.server.js';

const STATE = 'inspection-reminders-day';
/** After a long stop the job catches up at most this many days, not a year of reminders. */
const MAX_DAYS = 31;

function daysAfter(last: string, today: string): string[] {
  const days: string[] = [];
  let ms = Date.parse(`${last}T00:00:00Z`) + 86_400_000;
  const end = Date.parse(`${today}T00:00:00Z`);
  while (ms <= end) {
    days.push(new Date(ms).toISOString().slice(0, 10));
    ms += 86_400_000;
  }
  return days.slice(-MAX_DAYS);
}

/**
 * Derives the inspection reminders of the days since the last look (today alone the first time), in the
 * provider's time zone, and moves the day on in the same transaction, compared with the day it read: two
 * processes never both store a day's reminders. Answers the number of events stored.
 *
 * @example
 * await deriveInspectionReminders(handle, new Date(), 'Europe/Oslo');
 */
export async function deriveInspectionReminders(
  handle: DatabaseHandle,
  now: Date,
  timeZone: string,
): Promise<number> {
  const today = calendarDay(now, timeZone);
  const read = await readNotificationCursor(handle.db, STATE);
  const days = read === undefined ? [today] : daysAfter(read, today);
  if (days.length === 0) return 0;
  const events = await reminderEvents(handle.db, days, now.toISOString());
  const audience = await eventAudience(handle, events);
  return handle.db
    .transaction()
    .execute(async (trx) =>
      (await moveNotificationCursor(trx, STATE, read, today)) ? storeEvents(trx, events, audience, now) : 0,
    );
}
