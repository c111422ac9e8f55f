import type { WebhookHeaders } from './webhook-signature.server.js';

/** How one attempt went: the receiver's HTTP status, or why there was none. */
export interface WebhookAttempt {
  statusCode: number | null;
  error: string | null;
}

/** Why an attempt cut short by the portal's stop got no answer. */
const STOPPING_ERROR = 'aborted: the portal was stopping';

function reason(error: unknown, timeoutMs: number, stop: AbortSignal | undefined): string {
  if (stop?.aborted) return STOPPING_ERROR;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${timeoutMs / 1000} s`;
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * POSTs one signed event to a receiver and answers how it went; never throws. A redirect is not followed
 * (it counts as not delivered), and the answer's body is not read beyond its status. `stop` cuts the
 * attempt short when the portal stops (its error then says so).
 *
 * @example
 * const attempt = await postWebhook('https://erp.example.com/hooks', body, headers, 10_000, stopping.signal);
 * // { statusCode: 204, error: null } or { statusCode: null, error: 'ECONNREFUSED' }
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: WebhookHeaders,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<WebhookAttempt> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'rigready-webhooks' },
      redirect: 'manual',
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: null };
  } catch (error) {
    return { statusCode: null, error: reason(error, timeoutMs, stop) };
  }
}
