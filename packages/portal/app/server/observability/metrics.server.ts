import type { LogEvent } from 'kysely';
import { Counter, Histogram } from 'prom-client';
import { currentRequestScope } from './request-scope.server.js';
import { sharedMetric } from './shared-metric.server.js';

/** Seconds from a request's arrival to its last byte, by method, route pattern and status. */
export const httpRequestDuration = sharedMetric(
  'rigready_http_request_duration_seconds',
  (name) =>
    new Histogram({
      name,
      help: 'Time from the arrival of a request to the last byte of its answer, by route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    }),
);

const dbQueryDuration = sharedMetric(
  'rigready_db_query_duration_seconds',
  (name) =>
    new Histogram({
      name,
      help: 'Time of each database query, by database kind and outcome',
      labelNames: ['dialect', 'outcome'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    }),
);

/** Lookups of the /api response cache, by call and outcome (hit, miss, or uncacheable: not kept). */
export const responseCacheLookups = sharedMetric(
  'rigready_response_cache_lookups_total',
  (name) =>
    new Counter({
      name,
      help: 'Lookups of the /api response cache by call and outcome (hit, miss, uncacheable)',
      labelNames: ['call', 'outcome'] as const,
    }),
);

/** Password checks that failed (wrong password or unknown account). */
export const signInFailures = sharedMetric(
  'rigready_sign_in_failures_total',
  (name) => new Counter({ name, help: 'Sign-ins refused for a wrong password or an unknown account' }),
);

/** Requests refused by a rate limit or a sign-in delay, by rule. */
export const rateLimitRefusals = sharedMetric(
  'rigready_rate_limit_refusals_total',
  (name) =>
    new Counter({
      name,
      help: 'Requests refused by a rate limit or a sign-in delay (429), by rule',
      labelNames: ['rule'] as const,
    }),
);

/** Notification mails by what became of an attempt (see docs/decisions/034). */
export const notificationMails = sharedMetric(
  'rigready_notification_mails_total',
  (name) =>
    new Counter({
      name,
      help: 'Notification mail attempts by outcome (sent, retried, failed, uncertain, dropped)',
      labelNames: ['outcome'] as const,
    }),
);

/** The first keyword of a statement (`SELECT`, `INSERT`, `WITH`): what a span may tell of a query. */
const statementKind = (sql: string) => /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';

/**
 * Kysely's `log` hook for the query-time histogram (every query's duration, by outcome) and, when the
 * request is traced, a child span of its server span.
 *
 * @example
 * new Kysely<Database>({ dialect, log: (event) => observeQuery('postgres', event) });
 */
export function observeQuery(dialect: string, event: LogEvent): void {
  const outcome = event.level === 'error' ? 'error' : 'ok';
  dbQueryDuration.observe({ dialect, outcome }, event.queryDurationMillis / 1000);
  currentRequestScope()?.span?.query({
    dialect,
    operation: statementKind(event.query.sql),
    durationMs: event.queryDurationMillis,
    failed: outcome === 'error',
  });
}
