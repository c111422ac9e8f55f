import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';
import { OUTBOX_PAGE_MAX, readOutbox } from '../outbox/read-outbox.server.js';

/**
 * Adds a delivery, due at once, for every outbox event each live endpoint has not had yet: the events
 * after its starting point (`after_seq`) and after the last one it was given. A delivery is unique per
 * endpoint and event, so two passes that race add each one once.
 *
 * @example
 * const added = await enqueueWebhookDeliveries(handle, new Date()); // 3
 */
export async function enqueueWebhookDeliveries(handle: DatabaseHandle, now: Date): Promise<number> {
  const endpoints = await handle.db
    .selectFrom('webhook_endpoints')
    .leftJoin('webhook_deliveries', 'webhook_deliveries.endpoint_id', 'webhook_endpoints.id')
    .select((eb) => [
      'webhook_endpoints.id',
      'webhook_endpoints.after_seq',
      eb.fn.max('webhook_deliveries.event_seq').as('last_seq'),
    ])
    .where('webhook_endpoints.disabled_at', 'is', null)
    .groupBy(['webhook_endpoints.id', 'webhook_endpoints.after_seq'])
    .execute();
  let added = 0;
  for (const endpoint of endpoints) {
    const after = Math.max(endpoint.after_seq, Number(endpoint.last_seq ?? 0));
    const { events } = await readOutbox(handle, { after, limit: OUTBOX_PAGE_MAX });
    if (events.length === 0) continue;
    const inserted = await handle.db
      .insertInto('webhook_deliveries')
      .values(
        events.map((event) => ({
          id: randomUUID(),
          endpoint_id: endpoint.id,
          event_id: event.id,
          event_seq: event.seq,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: now.toISOString(),
          last_status_code: null,
          last_error: null,
          lease_holder: null,
          lease_until: null,
          created_at: now.toISOString(),
          delivered_at: null,
        })),
      )
      .onConflict((conflict) => conflict.columns(['endpoint_id', 'event_id']).doNothing())
      .executeTakeFirst();
    added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
