import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NotificationEventsTable } from '../db/schema.server.js';
import type { Listener } from './event-audience.server.js';

/**
 * Stores new events with their bells and mails, inside the caller's transaction: an event already stored
 * (same deterministic id) is skipped with everything that hangs on it, so no one is told twice. A
 * listener who gets mail at once gets one pending mail per event (idempotency key `event:<user>:<event>`);
 * a digest listener's bell row waits for the day's digest.
 *
 * @example
 * await handle.db.transaction().execute((trx) => storeEvents(trx, events, audience, now));
 */
export async function storeEvents(
  trx: Kysely<Database>,
  events: readonly NotificationEventsTable[],
  audience: ReadonlyMap<string, readonly Listener[]>,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  let stored = 0;
  for (const event of events) {
    const inserted = await trx
      .insertInto('notification_events')
      .values(event)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    if (inserted.length === 0) continue;
    stored += 1;
    for (const listener of audience.get(event.id) ?? []) {
      let mailId: string | null = null;
      if (listener.email === 'immediate') {
        mailId = randomUUID();
        await trx
          .insertInto('notification_mails')
          .values({
            id: mailId,
            idempotency_key: `event:${listener.userId}:${event.id}`,
            user_id: listener.userId,
            kind: 'event',
            event_id: event.id,
            digest_day: null,
            status: 'pending',
            attempts: 0,
            next_attempt_at: at,
            lease_holder: null,
            lease_until: null,
            last_error: null,
            created_at: at,
            sent_at: null,
          })
          .execute();
      }
      await trx
        .insertInto('notification_inbox')
        .values({
          user_id: listener.userId,
          event_id: event.id,
          created_at: at,
          read_at: null,
          email: listener.email,
          mail_id: mailId,
        })
        .execute();
    }
  }
  return stored;
}
