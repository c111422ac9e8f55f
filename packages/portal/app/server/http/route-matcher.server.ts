import { matchRoutes, type ServerBuild } from 'react-router';
import { ByteBudgetLru } from '../memory/byte-budget-lru.server.js';
import { routePath } from './route-path.server.js';
import { routeTree } from './route-tree.server.js';

/** The routes a path matches, outermost first; null when none does. */
export type RouteMatches = ReturnType<typeof matchRoutes>;

// Paths come from clients, so the memo is bounded; a path weighs its characters and its matches.
const MEMO_BUDGET_BYTES = 1024 * 1024;
const pathWeight = (path: string) => path.length * 2 + 512;

const matchers = new WeakMap<ServerBuild['routes'], (pathname: string) => RouteMatches>();

/**
 * The routes of the build a request pathname matches (`<path>.data` and a trailing slash name the same
 * route), remembered per path: React Router's `matchRoutes` flattens, ranks and compiles the whole route
 * tree on every call, which cost more than a cached /api answer. One matcher per build, shared by
 * everything that asks about paths.
 *
 * @example
 * const matchAt = routeMatcher(build);
 * matchAt('/inventory.data')?.at(-1)?.route.id; // 'routes/inventory/inventory'
 */
export function routeMatcher(build: Pick<ServerBuild, 'routes'>): (pathname: string) => RouteMatches {
  let matcher = matchers.get(build.routes);
  if (!matcher) {
    const tree = routeTree(build.routes, undefined);
    const memo = new ByteBudgetLru<RouteMatches>(MEMO_BUDGET_BYTES);
    matcher = (pathname) => {
      const path = routePath(pathname);
      const known = memo.get(path);
      if (known !== undefined) return known;
      const matches = matchRoutes(tree, path);
      memo.set(path, matches, pathWeight(path));
      return matches;
    };
    matchers.set(build.routes, matcher);
  }
  return matcher;
}
