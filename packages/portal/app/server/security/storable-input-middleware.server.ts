import type { MiddlewareFunction } from 'react-router';
import { httpAnswer } from '../http/http-answer.server.js';
import { unstorableInputPlace } from './unstorable-input.server.js';

/**
 * Refuses (400, saying where) a request whose path, query, form or JSON body holds a NUL character or an
 * unpaired surrogate, before any loader, action or resource route runs: no route can pass one on to a
 * query, where PostgreSQL fails it with a 500.
 *
 * @example
 * // app/root.tsx
 * export const middleware = [securityHeadersMiddleware, storableInputMiddleware, sameOriginMiddleware];
 */
export const storableInputMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const place = await unstorableInputPlace(request);
  if (place === null) return next();
  const { pathname } = new URL(request.url);
  const message = `The request holds a NUL character or an unpaired surrogate in ${place}, which the portal does not take: remove it`;
  // securityHeadersMiddleware, which runs around this one, adds HSTS in production.
  return httpAnswer(pathname, 400, message, { production: false });
};
