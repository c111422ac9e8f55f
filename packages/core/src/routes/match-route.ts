import { ROUTE_TABLE } from './route-table.js';
import type { RouteDefinition } from './route-table.types.js';

/**
 * The path part of a navigation target, without query, hash or trailing slashes ('/' stays '/'). Throws
 * for a target that is not an absolute path, because a relative path or a full URL here is a caller's bug.
 *
 * @example
 * targetPathname('/inventory/?showrack=A1#top'); // '/inventory'
 */
export function targetPathname(target: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    throw new TypeError(
      `A navigation target must be an absolute path such as "/home", got ${JSON.stringify(target)}`,
    );
  }
  return target.replace(/[?#].*$/s, '').replace(/\/+$/, '') || '/';
}

function segmentsOf(pathname: string): string[] {
  return pathname === '/' ? [] : pathname.slice(1).split('/');
}

function matches(row: RouteDefinition, segments: readonly string[]): boolean {
  const own = segmentsOf(row.path);
  if (segments.length < own.length || segments.length > own.length + row.params.length) return false;
  const sameBase = own.every((segment, index) => segment.toLowerCase() === segments[index]?.toLowerCase());
  return sameBase && segments.slice(own.length).every((segment) => segment !== '');
}

/**
 * The route of the table that a target opens, or null for '/' and unknown paths. Matching ignores case and
 * a trailing slash (like the legacy router), and accepts the route's optional parameters.
 *
 * @example
 * matchRoute('/hw')?.name; // 'heavy'
 * matchRoute('/insptest/Drill%20Pipe')?.name; // 'insptest'
 * matchRoute('/nowhere'); // null
 */
export function matchRoute(target: string): RouteDefinition | null {
  const segments = segmentsOf(targetPathname(target));
  return ROUTE_TABLE.find((row) => matches(row, segments)) ?? null;
}
