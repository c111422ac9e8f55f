import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';

/** The kinds of event the outbox carries, as the system of record and webhooks receive them. */
export type OutboxEventType =
  | 'request.created'
  | 'request.status-changed'
  | 'approval.requested'
  | 'approval.decided'
  | 'ncr.decided'
  | 'count.recorded';

/** One event to append: what happened, to which customer's record, and its JSON payload. */
export interface OutboxEventInput {
  type: OutboxEventType;
  customer: string;
  /** The request, approval, NCR or field count number the event is about. */
  subject: string;
  payload: Record<string, unknown>;
}

/** An arbitrary constant naming the outbox's advisory lock on PostgreSQL. */
const OUTBOX_LOCK = 4_311_015;

/**
 * Appends an event to the outbox inside the caller's transaction and answers its id. On PostgreSQL it
 * first takes the outbox's transaction lock, held until commit, so events commit in `seq` order and a
 * reader's cursor never passes an event that commits later; SQLite has one writer at a time already.
 * Call it before the transaction's other writes when two writers could race on the same record: the lock
 * then serializes them too.
 *
 * @example
 * await handle.db.transaction().execute(async (trx) => {
 *   await appendOutboxEvent({ ...handle, db: trx }, { type: 'ncr.decided', customer, subject: 'NCR-2026-004', payload }, now);
 * });
 */
export async function appendOutboxEvent(
  handle: DatabaseHandle,
  event: OutboxEventInput,
  now: Date,
): Promise<string> {
  await takeOutboxLock(handle);
  const id = `evt_${randomUUID()}`;
  await handle.db
    .insertInto('outbox_events')
    .values({
      id,
      type: event.type,
      Customer: event.customer,
      subject: event.subject,
      payload: JSON.stringify(event.payload),
      occurred_at: now.toISOString(),
    })
    .execute();
  return id;
}

/**
 * Takes the outbox's transaction lock, so an action's read-check-write runs alone: call it first in the
 * transaction of any action that appends to the outbox. On PostgreSQL it is an advisory lock held until
 * commit. On SQLite it is the database's write lock, taken by a write that changes nothing: one process
 * writes at a time anyway, but a transaction that read first and wrote second would fail at once when
 * another process (a second worker) wrote in between, where one that writes first waits its turn.
 *
 * @example
 * await handle.db.transaction().execute(async (trx) => { await takeOutboxLock({ ...handle, db: trx }); });
 */
export async function takeOutboxLock(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`.execute(handle.db);
  else await sql`update outbox_events set type = type where 0`.execute(handle.db);
}
