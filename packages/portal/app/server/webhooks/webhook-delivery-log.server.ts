import type { DatabaseHandle } from '../db/database.server.js';
import type { WebhookDeliveryStatus } from '../db/schema.server.js';

/** One attempt of a delivery: when it began, how long it took, and the HTTP status or why there was none. */
export interface WebhookAttemptEntry {
  attempt: number;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
}

/** One delivery as the admin's log shows it. */
export interface WebhookDeliveryEntry {
  id: string;
  eventId: string;
  eventType: string;
  subject: string;
  endpoint: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  /** When it is tried next; null once delivered or given up. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  /** Every attempt, first to last. */
  history: WebhookAttemptEntry[];
}

/** The most deliveries the log shows. */
const LOG_MAX = 200;

/** The attempts of the deliveries `ids`, by delivery, first attempt first. */
async function attemptsOf(
  handle: DatabaseHandle,
  ids: string[],
): Promise<Map<string, WebhookAttemptEntry[]>> {
  const byDelivery = new Map<string, WebhookAttemptEntry[]>();
  if (ids.length === 0) return byDelivery;
  const rows = await handle.db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', ids)
    .orderBy('delivery_id')
    .orderBy('attempt')
    .execute();
  for (const row of rows) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push({
      attempt: row.attempt,
      startedAt: row.started_at,
      durationMs: row.duration_ms,
      statusCode: row.status_code,
      error: row.error,
    });
    byDelivery.set(row.delivery_id, list);
  }
  return byDelivery;
}

/**
 * The latest deliveries, newest event first: which event went to which endpoint, how often it was tried,
 * what the receiver last answered, when it goes again or went through, and every attempt it had.
 *
 * @example
 * const log = await webhookDeliveryLog(handle); // [{ eventType: 'request.created', status: 'delivered', ... }]
 */
export async function webhookDeliveryLog(handle: DatabaseHandle): Promise<WebhookDeliveryEntry[]> {
  const rows = await handle.db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .innerJoin('outbox_events', 'outbox_events.id', 'webhook_deliveries.event_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.event_id',
      'outbox_events.type',
      'outbox_events.subject',
      'webhook_endpoints.name',
      'webhook_deliveries.status',
      'webhook_deliveries.attempts',
      'webhook_deliveries.last_status_code',
      'webhook_deliveries.last_error',
      'webhook_deliveries.next_attempt_at',
      'webhook_deliveries.delivered_at',
    ])
    .orderBy('webhook_deliveries.event_seq', 'desc')
    .orderBy('webhook_endpoints.name')
    .limit(LOG_MAX)
    .execute();
  const attempts = await attemptsOf(
    handle,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    eventType: row.type,
    subject: row.subject,
    endpoint: row.name,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    deliveredAt: row.delivered_at,
    history: attempts.get(row.id) ?? [],
  }));
}
