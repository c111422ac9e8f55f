import type { IncomingHttpHeaders } from 'node:http';

/** One finished database query as its span records it: the statement kind only, never its text or values. */
export interface TracedQuery {
  /** `postgres` or `sqlite`. */
  dialect: string;
  /** The statement's first keyword, upper case (`SELECT`, `INSERT`, `WITH`). */
  operation: string;
  durationMs: number;
  failed: boolean;
}

/** The server span of one request. */
export interface RequestSpan {
  /** Records a query that just finished as a child span. */
  query(query: TracedQuery): void;
  /** Names the span `METHOD route-pattern`, records status and user, and ends it. */
  end(outcome: { route: string; status: number; userId: string | null }): void;
}

/** Makes the server spans of the requests and sends them to the configured OTLP collector. */
export interface RequestTracer {
  /** Starts the span of a request, continuing the trace of a valid incoming `traceparent`. */
  start(method: string, headers: IncomingHttpHeaders): RequestSpan;
  /** Sends the spans not yet sent, then stops (at shutdown). */
  shutdown(): Promise<void>;
}
