import type { RouteObject, ServerBuild } from 'react-router';

/**
 * The build's routes as the nested tree `matchRoutes` takes (the build lists them flat, by parent id).
 *
 * @example
 * matchRoutes(routeTree(build.routes, undefined), '/inventory');
 */
export function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route): RouteObject => {
      const { id, path, index, caseSensitive } = route as NonNullable<typeof route>;
      return index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(routes, id) };
    });
}
