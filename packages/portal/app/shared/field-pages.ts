/**
 * The field screens people use at the rack, the pages the service worker keeps for offline use (and the
 * only ones it keeps: every other page and every /api answer always comes from the network).
 *
 * @example
 * FIELD_PATHS.includes('/scan/rack'); // true
 */
export const FIELD_PATHS: readonly string[] = ['/scan', '/scan/rack', '/scan/delivery'];

/**
 * The browser cache the service worker keeps the field screens' last answers in (their pages and their
 * loader data), emptied when a page says nobody is signed in.
 *
 * @example
 * await caches.delete(FIELD_PAGES_CACHE);
 */
export const FIELD_PAGES_CACHE = 'rigready-field-pages';

/**
 * Whether a path is one of the field screens ({@link FIELD_PATHS}); a trailing slash counts as none.
 *
 * @example
 * isFieldPath('/scan/delivery'); // true
 * isFieldPath('/scanner'); // false
 */
export function isFieldPath(pathname: string): boolean {
  return FIELD_PATHS.includes(pathname);
}

/**
 * The field screen whose loader data a React Router single-fetch URL asks for (`/scan/rack.data` for
 * `/scan/rack`), or null when the URL asks for another page's data or is no data request.
 *
 * @example
 * fieldPathOfDataRequest('/scan.data'); // '/scan'
 * fieldPathOfDataRequest('/orders.data'); // null
 */
export function fieldPathOfDataRequest(pathname: string): string | null {
  if (!pathname.endsWith('.data')) return null;
  const page = pathname.slice(0, -'.data'.length);
  return isFieldPath(page) ? page : null;
}
