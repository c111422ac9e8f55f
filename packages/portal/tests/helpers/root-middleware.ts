import { middleware as rootMiddleware } from '../../app/root.js';
import { createRequestContext } from '../../app/server/security/request-context.server.js';
import { runRoute } from './portal-harness.js';

type Handler = () => Promise<Response>;

/**
 * Runs a route module's loader or action behind the root route's middleware, as the server does: a request
 * the middleware refuses (a cross-site post) never reaches the route.
 *
 * @example
 * const response = await runBehindRootMiddleware(login.action, testRequest('/login', { form, headers }));
 */
export function runBehindRootMiddleware(
  fn: Parameters<typeof runRoute>[0],
  request: Request,
): Promise<Response> {
  const chain = rootMiddleware.reduceRight<Handler>(
    (next, middleware) => async () =>
      ((await middleware(
        { request, params: {}, context: createRequestContext('203.0.113.7') } as never,
        next as never,
      )) as Response | undefined) ?? next(),
    () => runRoute(fn, request),
  );
  return chain();
}
