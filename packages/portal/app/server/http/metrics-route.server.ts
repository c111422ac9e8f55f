import type { IncomingMessage } from 'node:http';
import { register } from 'prom-client';
import { bearerMatches, serverMetricsText } from '../observability/metrics-endpoint.server.js';
import { httpAnswer } from './http-answer.server.js';

/** The path of the metrics on the portal's port. */
export const METRICS_PATH = '/metrics';

/**
 * The answer to /metrics on the portal's port: 404 unless PORTAL_METRICS_TOKEN is set (the metrics are
 * not public), then 401 without that bearer token, else the server's metrics in Prometheus text.
 *
 * @example
 * if (pathname === METRICS_PATH) return sendAnswer(req, res, await metricsRouteAnswer(req, env.metrics.token, true));
 */
export async function metricsRouteAnswer(
  req: IncomingMessage,
  token: string | null,
  production: boolean,
): Promise<Response> {
  if (token === null) return httpAnswer(METRICS_PATH, 404, 'Not found', { production });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return httpAnswer(METRICS_PATH, 405, `${req.method} is not allowed on /metrics: use GET or HEAD`, {
      production,
      headers: { Allow: 'GET, HEAD' },
    });
  }
  if (!bearerMatches(req, token)) {
    return httpAnswer(METRICS_PATH, 401, 'The metrics need the bearer token of PORTAL_METRICS_TOKEN', {
      production,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  }
  const text = await serverMetricsText();
  return new Response(text, {
    headers: { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' },
  });
}
