import { listWebhookEndpoints } from '../admin/webhook-endpoints.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import { INTEGRATION_KEYS } from '../auth/machine-key.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { webhookDeliveryLog } from '../webhooks/webhook-delivery-log.server.js';
import { machineKeyRows } from './machine-key-rows.server.js';

/**
 * What /integrations shows: the integration keys, the webhook endpoints and the latest deliveries with
 * each of their attempts (its start to the second), every instant on the provider's clock (`timeZone`), and the two URLs a key opens, for the curl examples.
 *
 * @example
 * const page = await integrationsPage(handle, { origin: 'https://portal.example.com', timeZone: 'Europe/Oslo' });
 */
export async function integrationsPage(
  handle: DatabaseHandle,
  { origin, timeZone }: { origin: string; timeZone: string },
) {
  const when = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : null);
  // Attempts can be seconds apart. Every time zone's offset is whole minutes, so the seconds are the UTC ones.
  const toTheSecond = (instant: string) =>
    `${formatDateTime(instant, timeZone)}:${new Date(instant).toISOString().slice(17, 19)}`;
  const [keys, endpoints, deliveries] = await Promise.all([
    machineKeyRows(handle, INTEGRATION_KEYS, timeZone),
    listWebhookEndpoints(handle),
    webhookDeliveryLog(handle),
  ]);
  return {
    outboxUrl: `${origin}/api/outbox`,
    requestsUrl: `${origin}/api/requests`,
    keys,
    endpoints: endpoints.map((endpoint) => ({
      ...endpoint,
      createdAt: when(endpoint.createdAt),
      disabledAt: when(endpoint.disabledAt),
    })),
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      nextAttemptAt: when(delivery.nextAttemptAt),
      deliveredAt: when(delivery.deliveredAt),
      history: delivery.history.map((attempt) => ({ ...attempt, startedAt: toTheSecond(attempt.startedAt) })),
    })),
  };
}
