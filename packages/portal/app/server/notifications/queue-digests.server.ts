import { randomUUID } from 'node:crypto';
import { calendarDay, zonedClock } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import { notificationPreferences } from './notification-settings.server.js';

/**
 * Queues each digest that is due: for every user with notifications waiting for a digest, once the
 * provider's clock has reached the user's digest hour, one mail for the day (idempotency key
 * `digest:<user>:<day>`, so never a second that day) that gathers every waiting notification. What comes
 * in after the day's digest waits for the next day's. Answers the number of digests queued.
 *
 * @example
 * await queueDigests(handle, new Date(), 'Europe/Oslo');
 */
export async function queueDigests(handle: DatabaseHandle, now: Date, timeZone: string): Promise<number> {
  const waiting = await handle.db
    .selectFrom('notification_inbox')
    .innerJoin('users', 'users.id', 'notification_inbox.user_id')
    .select(['users.id', 'users.Customer'])
    .where('notification_inbox.email', '=', 'digest')
    .where('notification_inbox.mail_id', 'is', null)
    .distinct()
    .execute();
  const day = calendarDay(now, timeZone);
  const hour = Number(zonedClock(now.getTime(), timeZone).hour);
  const at = now.toISOString();
  let queued = 0;
  for (const user of waiting) {
    const preferences = await notificationPreferences(handle.db, user.id, user.Customer);
    if (preferences.email !== 'digest' || hour < preferences.digestHour) continue;
    queued += await handle.db.transaction().execute(async (trx) => {
      const id = randomUUID();
      const inserted = await trx
        .insertInto('notification_mails')
        .values({
          id,
          idempotency_key: `digest:${user.id}:${day}`,
          user_id: user.id,
          kind: 'digest',
          event_id: null,
          digest_day: day,
          status: 'pending',
          attempts: 0,
          next_attempt_at: at,
          lease_holder: null,
          lease_until: null,
          last_error: null,
          created_at: at,
          sent_at: null,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .execute();
      if (inserted.length === 0) return 0;
      await trx
        .updateTable('notification_inbox')
        .set({ mail_id: id })
        .where('user_id', '=', user.id)
        .where('email', '=', 'digest')
        .where('mail_id', 'is', null)
        .execute();
      return 1;
    });
  }
  return queued;
}
