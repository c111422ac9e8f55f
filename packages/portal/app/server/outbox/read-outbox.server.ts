import type { DatabaseHandle } from '../db/database.server.js';
import type { OutboxEventType } from './append-outbox-event.server.js';

/** One outbox event as the API and webhooks carry it. */
export interface OutboxEvent {
  /** The cursor: pass it as `after` to read the events that follow. */
  seq: number;
  id: string;
  type: OutboxEventType;
  customer: string;
  subject: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/** A page of events and the cursor to read on from (the last event's `seq`, or `after` when none). */
export interface OutboxPage {
  events: OutboxEvent[];
  next: number;
}

/** The most events one read answers. */
export const OUTBOX_PAGE_MAX = 500;

/**
 * The events after the cursor `after`, oldest first, at most `limit` (at most {@link OUTBOX_PAGE_MAX}).
 * Reading from the same cursor twice answers the same events; reading from `next` answers none twice.
 *
 * @example
 * const { events, next } = await readOutbox(handle, { after: 0, limit: 100 });
 */
export async function readOutbox(
  handle: DatabaseHandle,
  { after, limit }: { after: number; limit: number },
): Promise<OutboxPage> {
  const rows = await handle.db
    .selectFrom('outbox_events')
    .selectAll()
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(Math.min(Math.max(1, limit), OUTBOX_PAGE_MAX))
    .execute();
  const events = rows.map(
    (row): OutboxEvent => ({
      seq: Number(row.seq),
      id: row.id,
      type: row.type as OutboxEventType,
      customer: row.Customer,
      subject: row.subject,
      occurredAt: row.occurred_at,
      data: JSON.parse(row.payload) as Record<string, unknown>,
    }),
  );
  return { events, next: events.at(-1)?.seq ?? after };
}
