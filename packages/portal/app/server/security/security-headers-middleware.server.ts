import type { MiddlewareFunction } from 'react-router';
import { applySecurityHeaders } from '../http/security-headers.server.js';

const production = process.env.NODE_ENV !== 'development' && process.env.NODE_ENV !== 'test';

/**
 * Gives every answer of the router the security headers, whichever route made it: redirects thrown by
 * guards, resource routes that build their own Response (/healthz, /readyz, file downloads) and error
 * answers. Headers a route or entry.server set already win (the page CSP with its nonce, a document's
 * `private, no-store`); the rest get the deny-all defaults of {@link applySecurityHeaders}.
 *
 * @example
 * // app/root.tsx
 * export const middleware = [securityHeadersMiddleware];
 */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  const defaults = new Headers();
  applySecurityHeaders(defaults, { production });
  const missing = [...defaults].filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  try {
    for (const [name, value] of missing) response.headers.set(name, value);
    return response;
  } catch {
    // A Response with immutable headers (one passed through from fetch): copy it with the headers added.
    const headers = new Headers(response.headers);
    for (const [name, value] of missing) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
};
