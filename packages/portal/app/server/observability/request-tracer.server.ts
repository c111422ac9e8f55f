import type { PortalEnv } from '../config/env.server.js';
import type { RequestTracer } from './request-span.server.js';

/**
 * The request tracer when tracing is configured, else null. OpenTelemetry is loaded here, on first use, so a
 * portal without a collector never loads it.
 *
 * @example
 * const tracer = await startRequestTracer(env.tracing);
 * const span = tracer?.start('GET', req.headers);
 */
export async function startRequestTracer(tracing: PortalEnv['tracing']): Promise<RequestTracer | null> {
  if (tracing === null) return null;
  const { createOtlpTracer } = await import('./otlp-tracer.server.js');
  return createOtlpTracer(tracing.serviceName);
}
