import { applySecurityHeaders } from './security-headers.server.js';

/**
 * An answer the HTTP layer gives itself, before or instead of a route (400, 405, 413, 415, 500):
 * `{ message }` for /api calls, the message as text elsewhere, with the security headers and no caching.
 *
 * @example
 * httpAnswer('/', 405, 'TRACE is not allowed on /: use GET or HEAD', { production: true, headers: { Allow: 'GET, HEAD' } });
 */
export function httpAnswer(
  pathname: string,
  status: number,
  message: string,
  options: { production: boolean; headers?: Record<string, string> },
): Response {
  const api = pathname.startsWith('/api/');
  const headers = new Headers({
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    ...options.headers,
  });
  applySecurityHeaders(headers, { production: options.production });
  return new Response(api ? JSON.stringify({ message }) : message, { status, headers });
}
