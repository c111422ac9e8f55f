import { applySecurityHeaders } from '../http/security-headers.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/**
 * A JSON answer of an /api call with the security headers and no caching.
 *
 * @example
 * return apiJson({ token, expiresAt }, 200);
 */
export function apiJson(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', ...extra });
  applySecurityHeaders(headers, { production: getPortalRuntime().env.mode === 'production' });
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * The authentication status answer the core client reads: HTTP 401 with `{ status, message }`. FAIL: the
 * credentials are refused (the client signs out); ERROR: the token expired (the client refreshes once).
 *
 * @example
 * throw authStatusAnswer('ERROR', 'Token expired');
 */
export function authStatusAnswer(status: 'FAIL' | 'ERROR', message: string): Response {
  return apiJson({ status, message }, 401, { 'WWW-Authenticate': 'Bearer realm="rigready"' });
}
