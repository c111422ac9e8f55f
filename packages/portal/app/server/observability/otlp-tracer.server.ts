import { defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_SYSTEM_NAME,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { RequestTracer } from './request-span.server.js';

// `user.id` and the `sqlite` system name are still incubating conventions, which the package asks users to
// copy rather than import.
const ATTR_USER_ID = 'user.id';
const DB_SYSTEMS: Record<string, string> = { postgres: DB_SYSTEM_NAME_VALUE_POSTGRESQL, sqlite: 'sqlite' };

/** Milliseconds since the epoch, to sub-millisecond precision. */
const now = () => performance.timeOrigin + performance.now();

/**
 * A request tracer on the OpenTelemetry trace SDK, with spans made by hand (no auto-instrumentation):
 * batched and sent as OTLP/HTTP JSON to the collector that OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT names (the exporter reads them). Spans carry the method, route
 * pattern, status and user; never the path, query, headers or body, where tokens and cookies travel.
 *
 * @example
 * const tracer = createOtlpTracer('rigready-portal');
 */
export function createOtlpTracer(serviceName: string): RequestTracer {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  const tracer = provider.getTracer('@rigready/portal');
  const propagator = new W3CTraceContextPropagator();
  return {
    start(method, headers) {
      const incoming = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } },
        incoming,
      );
      const within = trace.setSpan(ROOT_CONTEXT, span);
      return {
        query({ dialect, operation, durationMs, failed }) {
          const ended = now();
          const child = tracer.startSpan(
            operation,
            {
              kind: SpanKind.CLIENT,
              startTime: ended - durationMs,
              attributes: {
                [ATTR_DB_SYSTEM_NAME]: DB_SYSTEMS[dialect] ?? dialect,
                [ATTR_DB_OPERATION_NAME]: operation,
              },
            },
            within,
          );
          if (failed) child.setStatus({ code: SpanStatusCode.ERROR });
          child.end(ended);
        },
        end({ route, status, userId }) {
          span.updateName(`${method} ${route}`);
          span.setAttributes({ [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: status });
          if (userId !== null) span.setAttribute(ATTR_USER_ID, userId);
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
