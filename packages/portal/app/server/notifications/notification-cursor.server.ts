import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.server.js';

/**
 * Reads a notification job's cursor from notification_state: `undefined` before the job's first run.
 *
 * @example
 * const read = await readNotificationCursor(handle.db, 'outbox-seq');
 */
export async function readNotificationCursor(
  db: Kysely<Database>,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('notification_state')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Moves a notification job's cursor from the value it read to `next`, inside the caller's transaction, only
 * if no other process moved it since (a first cursor is inserted unless another process inserted it first).
 * Answers whether this process moved it: only then may it store what it derived.
 *
 * @example
 * const moved = await moveNotificationCursor(trx, 'outbox-seq', read, '42');
 * if (moved) await storeEvents(trx, events, audience, now);
 */
export async function moveNotificationCursor(
  trx: Kysely<Database>,
  name: string,
  read: string | undefined,
  next: string,
): Promise<boolean> {
  const moved =
    read === undefined
      ? await trx
          .insertInto('notification_state')
          .values({ name, value: next })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .returning('name')
          .execute()
      : await trx
          .updateTable('notification_state')
          .set({ value: next })
          .where('name', '=', name)
          .where('value', '=', read)
          .returning('name')
          .execute();
  return moved.length > 0;
}
