import type { DatabaseHandle } from '../db/database.server.js';
import type { WebhookDeliveriesTable } from '../db/schema.server.js';
import { readOutbox } from '../outbox/read-outbox.server.js';
import { postWebhook } from './post-webhook.server.js';
import { nextAttemptAt } from './webhook-retry.server.js';
import { signedHeaders } from './webhook-signature.server.js';

/** What the deliverer needs: the database, who it is, and how long a claim and an attempt may last. */
export interface WebhookSender {
  handle: DatabaseHandle;
  /** This process, as written in a claimed delivery's lease. */
  holder: string;
  /** How long a claim lasts; longer than an attempt's timeout. */
  leaseMs: number;
  /** How long a receiver has to answer. */
  timeoutMs: number;
  /** Told one line per attempt: which event, where, and how it went. */
  note: (line: string) => void;
  /** Aborted when the portal stops: the attempt under way is cut short and no other is begun. */
  stop?: AbortSignal;
}

/** Deliveries claimed per pass, so one pass never holds many leases at once. */
const BATCH = 20;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Claims a due delivery for this sender (one statement, so two senders never both hold it). */
async function claim(sender: WebhookSender, id: string, now: Date): Promise<WebhookDeliveriesTable | null> {
  const at = now.toISOString();
  const claimed = await sender.handle.db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      lease_holder: sender.holder,
      lease_until: later(now, sender.leaseMs),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .returningAll()
    .execute();
  return claimed[0] ?? null;
}

/**
 * Sends one claimed delivery and records how it went, on the delivery (delivered, due again later, or
 * given up) and as one row of its attempts, both in one transaction.
 */
async function attempt(
  sender: WebhookSender,
  delivery: WebhookDeliveriesTable,
  now: () => Date,
): Promise<void> {
  const { handle } = sender;
  const endpoint = await handle.db
    .selectFrom('webhook_endpoints')
    .select(['name', 'url', 'secret'])
    .where('id', '=', delivery.endpoint_id)
    .executeTakeFirstOrThrow();
  // The event at `event_seq` is the first one after the seq before it: seqs are never reused.
  const [event] = (await readOutbox(handle, { after: delivery.event_seq - 1, limit: 1 })).events;
  if (event?.id !== delivery.event_id) throw new Error(`the outbox has no event ${delivery.event_id}`);
  const body = JSON.stringify(event);
  const startedAt = now();
  const result = await postWebhook(
    endpoint.url,
    body,
    signedHeaders(endpoint.secret, event.id, body, startedAt),
    sender.timeoutMs,
    sender.stop,
  );
  const settledAt = now();
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  // Cut short by the portal's stop, not the receiver's fault: due again at once, by whichever process runs next.
  const stopped = result.statusCode === null && sender.stop?.aborted === true;
  const retryAt = delivered ? null : stopped ? settledAt : nextAttemptAt(delivery.attempts, settledAt);
  const error = result.error ?? (delivered ? null : `HTTP ${result.statusCode}`);
  await handle.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('webhook_deliveries')
      .set({
        status: delivered ? 'delivered' : retryAt ? 'pending' : 'failed',
        last_status_code: result.statusCode,
        last_error: error,
        delivered_at: delivered ? settledAt.toISOString() : null,
        ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : {}),
        lease_holder: null,
        lease_until: null,
      })
      .where('id', '=', delivery.id)
      .where('lease_holder', '=', sender.holder)
      .execute();
    await tx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: delivery.id,
        attempt: delivery.attempts,
        started_at: startedAt.toISOString(),
        duration_ms: settledAt.getTime() - startedAt.getTime(),
        status_code: result.statusCode,
        error,
      })
      .onConflict((conflict) => conflict.columns(['delivery_id', 'attempt']).doNothing())
      .execute();
  });
  sender.note(
    `webhook ${event.id} to ${endpoint.name}, attempt ${delivery.attempts}: ${
      delivered
        ? `delivered (HTTP ${result.statusCode})`
        : `${error}; ${retryAt ? `again at ${retryAt.toISOString()}` : 'given up'}`
    }`,
  );
}

/**
 * Sends the deliveries that are due, to live endpoints, oldest first, each claimed by this sender for the
 * time of its attempt, so two processes never send one at once (a claim that ran out, its sender gone, is
 * taken again: a receiver drops a repeat by its webhook-id). Answers how many it tried.
 *
 * @example
 * const tried = await deliverDueWebhooks({ handle, holder, leaseMs: 60_000, timeoutMs: 10_000, note }, () => new Date());
 */
export async function deliverDueWebhooks(sender: WebhookSender, now: () => Date): Promise<number> {
  const at = now().toISOString();
  const due = await sender.handle.db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .select('webhook_deliveries.id')
    .where('webhook_deliveries.status', '=', 'pending')
    .where('webhook_deliveries.next_attempt_at', '<=', at)
    .where((eb) =>
      eb.or([
        eb('webhook_deliveries.lease_until', 'is', null),
        eb('webhook_deliveries.lease_until', '<', at),
      ]),
    )
    .where('webhook_endpoints.disabled_at', 'is', null)
    .orderBy('webhook_deliveries.next_attempt_at')
    .orderBy('webhook_deliveries.event_seq')
    .limit(BATCH)
    .execute();
  let tried = 0;
  for (const { id } of due) {
    if (sender.stop?.aborted) break;
    const delivery = await claim(sender, id, now());
    if (!delivery) continue;
    await attempt(sender, delivery, now);
    tried += 1;
  }
  return tried;
}
