import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestSpan } from './request-span.server.js';

/** What the log and the access line know about the request being answered. */
export interface RequestScope {
  requestId: string;
  /** The route pattern the request matched (`/insptest/:equipment?`), never its path: paths carry tokens. */
  route: string;
  /** The signed-in account, once a guard has read it. */
  userId: string | null;
  /** The request's server span, when tracing is configured. */
  span?: RequestSpan;
}

// The HTTP server (server.ts) and the React Router build load this module separately, so the one store
// both see lives on globalThis.
const STORE_KEY = Symbol.for('rigready.observability.requestScope');
const shared = globalThis as { [STORE_KEY]?: AsyncLocalStorage<RequestScope> };
shared[STORE_KEY] ??= new AsyncLocalStorage<RequestScope>();
const store = shared[STORE_KEY];

/**
 * Runs `answer` (one request) inside `scope`: every log line written meanwhile carries its request id.
 *
 * @example
 * await inRequestScope({ requestId, route: '/api/*', userId: null }, () => answer(req, res));
 */
export function inRequestScope<T>(scope: RequestScope, answer: () => T): T {
  return store.run(scope, answer);
}

/**
 * The scope of the request being answered, or undefined outside one (start-up, a script).
 *
 * @example
 * const requestId = currentRequestScope()?.requestId;
 */
export function currentRequestScope(): RequestScope | undefined {
  return store.getStore();
}

/**
 * Notes who is asking, for the access line (outside a request it does nothing).
 *
 * @example
 * noteRequestUser(identity.user.id);
 */
export function noteRequestUser(userId: string): void {
  const scope = store.getStore();
  if (scope) scope.userId = userId;
}
