import { storedPermissions } from '../actions/action-permissions.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { OUTBOX_PAGE_MAX, readOutbox } from '../outbox/read-outbox.server.js';
import { actionEvents } from './action-events.server.js';
import { eventAudience, reachesAssets } from './event-audience.server.js';
import { moveNotificationCursor, readNotificationCursor } from './notification-cursor.server.js';
import { storeEvents } from './store-events.server.js';

/** The job's cursor over the outbox in notification_state: the last `seq` derived. */
const STATE = 'outbox-seq';

/**
 * Derives the notifications of the customer actions in the outbox after the job's cursor, a page at a
 * time, and moves the cursor on in the transaction that stores them, compared with the cursor it read: two
 * processes never both store a page. A listener must reach every asset of the request's joints and tools,
 * and a quote or approval asked is told only to the users who may approve. Answers the number of events
 * stored.
 *
 * @example
 * await deriveActionEvents(handle, new Date());
 */
export async function deriveActionEvents(handle: DatabaseHandle, now: Date): Promise<number> {
  let stored = 0;
  for (;;) {
    const read = await readNotificationCursor(handle.db, STATE);
    const page = await readOutbox(handle, {
      after: read === undefined ? 0 : Number(read),
      limit: OUTBOX_PAGE_MAX,
    });
    if (page.events.length === 0) return stored;
    const derived = await actionEvents(handle.db, page.events);
    const byId = new Map(derived.map((action) => [action.event.id, action]));
    const audience = await eventAudience(
      handle,
      derived.map((action) => action.event),
      async (user, event) => {
        const action = byId.get(event.id);
        if (!action || !reachesAssets(user, event.customer, action.assets)) return false;
        return !action.approversOnly || (await storedPermissions(handle, user.id)).mayApprove;
      },
    );
    const added = await handle.db.transaction().execute(async (trx) =>
      (await moveNotificationCursor(trx, STATE, read, String(page.next)))
        ? storeEvents(
            trx,
            derived.map((action) => action.event),
            audience,
            now,
          )
        : null,
    );
    if (added === null) return stored;
    stored += added;
  }
}
