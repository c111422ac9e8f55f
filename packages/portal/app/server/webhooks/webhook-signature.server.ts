import { createHmac } from 'node:crypto';

/** What starts a Standard Webhooks signing secret; the rest is the key in base64. */
const SECRET_PREFIX = 'whsec_';

/** The headers of one signed delivery, as Standard Webhooks names them. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The Standard Webhooks headers of a delivery of `body`: its id (the event's, the same on every retry, so
 * a receiver drops a repeat), the unix time in seconds, and `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` keyed with the secret's bytes (the base64 after `whsec_`). A receiver checks the
 * signature over the exact bytes received and refuses an old timestamp, so a changed or replayed body fails.
 *
 * @example
 * signedHeaders('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'evt_1', '{"seq":1}', new Date('2026-11-26T08:00:00Z'));
 * // { 'webhook-id': 'evt_1', 'webhook-timestamp': '1795680000', 'webhook-signature': 'v1,...' }
 */
export function signedHeaders(secret: string, id: string, body: string, now: Date): WebhookHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
