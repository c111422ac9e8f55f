import type { DatabaseHandle } from '../db/database.server.js';
import type { WebhookDeliveryStatus } from '../db/schema.server.js';

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
}

/** The most deliveries the log shows. */
const LOG_MAX = 200;

/**
 * The latest deliveries, newest event first: which event went to which endpoint, how often it was tried,
 * what the receiver last answered, and when it goes again or went through.
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
  }));
}
