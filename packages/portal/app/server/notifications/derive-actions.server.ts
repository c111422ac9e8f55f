import { storedPermissions } from '../actions/action-permissions.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { OUTBOX_PAGE_MAX, readOutbox } from '../outbox/read-outbox.server.js';
import { actionEvents } from './action-events.server.js';
import { eventAudience, reachesAssets } from './event-audience.server.js';
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
    const row = await handle.db
      .selectFrom('notification_state')
      .select('value')
      .where('name', '=', STATE)
      .executeTakeFirst();
    const page = await readOutbox(handle, { after: row ? Number(row.value) : 0, limit: OUTBOX_PAGE_MAX });
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
    const next = String(page.next);
    const added = await handle.db.transaction().execute(async (trx) => {
      const moved = row
        ? await trx
            .updateTable('notification_state')
            .set({ value: next })
            .where('name', '=', STATE)
            .where('value', '=', row.value)
            .returning('name')
            .execute()
        : await trx
            .insertInto('notification_state')
            .values({ name: STATE, value: next })
            .onConflict((conflict) => conflict.column('name').doNothing())
            .returning('name')
            .execute();
      return moved.length === 0
        ? null
        : storeEvents(
            trx,
            derived.map((action) => action.event),
            audience,
            now,
          );
    });
    if (added === null) return stored;
    stored += added;
  }
}
