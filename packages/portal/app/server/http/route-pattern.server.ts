import type { ServerBuild } from 'react-router';
import { routeMatcher } from './route-matcher.server.js';

/** What a path that matches no route is logged and counted as. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route pattern each path of the build matches, its segments joined: what the access log and the
 * request metrics name instead of the path, which can carry a token and has no bound on its values.
 *
 * @example
 * const patternAt = routePatterns(build);
 * patternAt('/insptest/ABC-1');   // '/insptest/:equipment?'
 * patternAt('/inventory.data');   // '/inventory'
 * patternAt('/api/getAllRacks');  // '/api/*'
 */
export function routePatterns(build: Pick<ServerBuild, 'routes'>): (pathname: string) => string {
  const matchAt = routeMatcher(build);
  return (pathname) => {
    const matches = matchAt(pathname);
    if (!matches) return UNMATCHED_ROUTE;
    const segments = matches.flatMap(({ route }) => (route.path ? [route.path.replace(/^\/+/, '')] : []));
    return `/${segments.join('/')}`;
  };
}
