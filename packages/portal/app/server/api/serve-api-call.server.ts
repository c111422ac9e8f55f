import { findRouteByName, routeVerdict } from '@rigready/core';
import type { RouterContextProvider } from 'react-router';
import { requireApiAdmin, requireApiIdentity } from '../access/require-api-identity.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { createScopedDb } from '../scoping/scoped-db.server.js';
import { apiJson } from '../security/api-answers.server.js';
import { clientAddress, requestIdContext } from '../security/request-context.server.js';
import type { ApiCall, PublicApiCall } from './api-call.server.js';
import { API_CALLS } from './api-calls.server.js';
import { readCallParams } from './read-call-params.server.js';
import { serveCachedCall } from './response-cache/serve-cached-call.server.js';

/** The call a request names: everything after `/api/` (some legacy names have a slash: statistics/item). */
function callName(request: Request): string {
  const name = new URL(request.url).pathname.replace(/^\/api\//, '');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Serves `/api/<name>` for every call in {@link API_CALLS}: 404 for an unknown call, 405 for the wrong
 * method, the caller's identity (401 FAIL/ERROR as the core client expects; 403 for admin-only calls and for
 * calls whose screen the user may not open), same-origin check on POST, validated parameters (400), then the
 * handler over the caller's scoped database. A failure inside a handler is logged with the request id and
 * answers a generic 500 that carries only that id.
 *
 * @example
 * export const loader = ({ request, context }: Route.LoaderArgs) => serveApiCall(request, context);
 */
export async function serveApiCall(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<Response> {
  const name = callName(request);
  const call = API_CALLS.get(name);
  if (!call) return apiJson({ message: `Unknown call '${name}'` }, 404);
  if (request.method !== call.method) {
    return apiJson({ message: `${call.name} takes ${call.method}` }, 405, { Allow: call.method });
  }
  const runtime = getPortalRuntime();
  if (call.access === 'public') return servePublicCall(call, request, context);
  const identity =
    call.access === 'admin' ? await requireApiAdmin(request) : await requireApiIdentity(request);
  const route = call.route ? findRouteByName(call.route) : null;
  if (route && routeVerdict(route, identity.coreSession).kind !== 'proceed') {
    return apiJson({ message: 'Forbidden' }, 403);
  }
  const params = await readCallParams(request, call.method, call.params);
  try {
    const callContext = {
      identity,
      scoped: createScopedDb(runtime.handle, identity.actor),
      params,
      request,
      address: clientAddress(request, context, runtime.identity),
    };
    if (call.cacheable) return await serveCachedCall(call, callContext);
    const answer = await call.handle(callContext);
    return answer instanceof Response ? answer : apiJson(answer ?? null);
  } catch (error) {
    return failure(call, error, context);
  }
}

/**
 * A handler's failure as an answer: a thrown Response as it is; an error that carries a client status
 * (400-499: out of scope, not found, conflict, rate limited) with its own message; anything else is logged
 * with the request id and answers a generic 500.
 */
function failure(
  call: ApiCall,
  error: unknown,
  context: Readonly<RouterContextProvider> | undefined,
): Response {
  if (error instanceof Response) throw error;
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) {
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    return apiJson(
      { message: error.message },
      status,
      typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {},
    );
  }
  const requestId = context?.get(requestIdContext) ?? null;
  getPortalRuntime().log(`[${requestId ?? 'no-request-id'}] /api/${call.name} failed`, error);
  return apiJson({ message: 'The server could not answer this call', requestId }, 500);
}

/** A public call: no credential is read; parameters are validated; the handler binds its own scope. */
async function servePublicCall(
  call: PublicApiCall,
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<Response> {
  const params = await readCallParams(request, call.method, call.params);
  const address = clientAddress(request, context, getPortalRuntime().identity);
  try {
    const answer = await call.handle({ params, request, address });
    return answer instanceof Response ? answer : apiJson(answer ?? null);
  } catch (error) {
    return failure(call, error, context);
  }
}
