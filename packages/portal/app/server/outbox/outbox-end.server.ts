import type { DatabaseHandle } from '../db/database.server.js';

/**
 * The `seq` of the outbox's last event, 0 when it is empty: a reader that starts here reads only the
 * events appended from now on.
 *
 * @example
 * const afterSeq = await outboxEnd(handle); // 42
 */
export async function outboxEnd(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('seq').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}
