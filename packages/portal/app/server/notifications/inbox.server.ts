import type { UserRecord } from '../access/identity.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { mayHearOf } from './event-audience.server.js';

/** One notification in a user's bell. */
export interface InboxNotification {
  id: string;
  title: string;
  link: string;
  at: string;
  read: boolean;
}

/** A user's bell: the latest notifications and how many are unread. */
export interface Inbox {
  notifications: InboxNotification[];
  unread: number;
}

/**
 * The user's latest notifications (at most `limit`) and the unread count, re-judged against the user's
 * scope as it is now: a notification of an asset since excluded, or of a screen since taken off the route
 * list, is no longer shown.
 *
 * @example
 * const { notifications, unread } = await readInbox(handle, identity.user, 8);
 */
export async function readInbox(handle: DatabaseHandle, user: UserRecord, limit: number): Promise<Inbox> {
  if (user.isAdmin) return { notifications: [], unread: 0 };
  const rows = await handle.db
    .selectFrom('notification_inbox')
    .innerJoin('notification_events', 'notification_events.id', 'notification_inbox.event_id')
    .selectAll('notification_events')
    .select('notification_inbox.read_at')
    .where('notification_inbox.user_id', '=', user.id)
    .orderBy('notification_events.occurred_at', 'desc')
    .orderBy('notification_events.id')
    .limit(500)
    .execute();
  const visible = rows.filter((row) => mayHearOf(user, row));
  return {
    notifications: visible.slice(0, limit).map((row) => ({
      id: row.id,
      title: row.title,
      link: row.link,
      at: row.occurred_at,
      read: row.read_at !== null,
    })),
    unread: visible.filter((row) => row.read_at === null).length,
  };
}

/**
 * Marks one of the user's notifications read, or every one with `eventId` null. Touches only the
 * user's own rows.
 *
 * @example
 * await markNotificationsRead(handle, identity.user.id, null, new Date());
 */
export async function markNotificationsRead(
  handle: DatabaseHandle,
  userId: string,
  eventId: string | null,
  now: Date,
): Promise<void> {
  let update = handle.db
    .updateTable('notification_inbox')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (eventId !== null) update = update.where('event_id', '=', eventId);
  await update.execute();
}
