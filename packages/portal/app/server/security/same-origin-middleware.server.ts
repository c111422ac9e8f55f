import type { MiddlewareFunction } from 'react-router';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { isSameOriginRequest } from './same-origin.server.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every state-changing request from another site (403) before any action or resource route runs, so
 * no route can forget the check: a cross-site form post, upload or /api POST never reaches its handler.
 * Requests without Origin or Referer (API clients with a bearer token) pass, as in {@link isSameOriginRequest}.
 *
 * @example
 * // app/root.tsx
 * export const middleware = [securityHeadersMiddleware, sameOriginMiddleware];
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (SAFE_METHODS.has(request.method)) return next();
  const { env } = getPortalRuntime();
  if (!isSameOriginRequest(request, { publicOrigin: env.originConfigured ? env.origin : null })) {
    return Response.json({ message: 'Cross-site request refused' }, { status: 403 });
  }
  return next();
};
