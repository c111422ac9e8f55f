import type { Logger } from 'pino';
import { httpRequestDuration } from './metrics.server.js';
import type { RequestScope } from './request-scope.server.js';

/** One answered request, as the access line and the request metrics see it. */
export interface AccessEntry extends RequestScope {
  method: string;
  status: number;
  durationMs: number;
  /** The client went away before the answer was complete. */
  aborted: boolean;
}

/**
 * Writes the access line of a request (method, route pattern, status, duration, user, request id; never its
 * path, query, headers or body, where tokens and cookies travel) and counts it in the request histogram.
 *
 * @example
 * recordAccess(logger, { method: 'GET', route: '/api/*', status: 200, durationMs: 12.5, requestId, userId, aborted: false });
 */
export function recordAccess(log: Logger, entry: AccessEntry): void {
  const durationMs = Math.round(entry.durationMs * 10) / 10;
  log.info(
    {
      method: entry.method,
      route: entry.route,
      status: entry.status,
      durationMs,
      userId: entry.userId,
      requestId: entry.requestId,
      ...(entry.aborted ? { aborted: true } : {}),
    },
    'request',
  );
  httpRequestDuration.observe(
    { method: entry.method, route: entry.route, status: String(entry.status) },
    entry.durationMs / 1000,
  );
}
