import type { ServerBuild } from 'react-router';
import { routeMatcher } from './route-matcher.server.js';

/** The methods the portal serves at all; any other is refused before a route runs. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/**
 * The methods each path of the build answers, from the module of the route it matches: GET and HEAD when
 * it has a loader or a page, POST when it has an action. The HTTP server answers any other method 405
 * with these in `Allow`, before React Router sees the request.
 *
 * @example
 * const methodsAt = routeMethods(build);
 * methodsAt('/delivery/zip'); // ['POST']
 * methodsAt('/login');        // ['GET', 'HEAD', 'POST']
 */
export function routeMethods(build: Pick<ServerBuild, 'routes'>): (pathname: string) => string[] {
  const matchAt = routeMatcher(build);
  return (pathname) => {
    const leaf = matchAt(pathname)?.at(-1)?.route.id;
    const module = leaf === undefined ? undefined : build.routes[leaf]?.module;
    if (!module) return [...SERVED_METHODS];
    const readable = Boolean(module.loader || module.default);
    return SERVED_METHODS.filter((method) => (method === 'POST' ? Boolean(module.action) : readable));
  };
}

/**
 * The `Allow` header value and the message of a 405 for `method` on `pathname`.
 *
 * @example
 * methodNotAllowed('GET', '/delivery/zip', ['POST']);
 * // { allow: 'POST', message: 'GET is not allowed on /delivery/zip: use POST' }
 */
export function methodNotAllowed(
  method: string,
  pathname: string,
  allowed: readonly string[],
): { allow: string; message: string } {
  const choices =
    allowed.length > 1
      ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`
      : (allowed[0] ?? 'nothing');
  return { allow: allowed.join(', '), message: `${method} is not allowed on ${pathname}: use ${choices}` };
}
