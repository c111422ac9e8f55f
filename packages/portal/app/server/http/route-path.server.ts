/**
 * The route path a request pathname is for: client navigations fetch `<path>.data` (and `/_root.data`
 * for '/'), and a trailing slash names the same route.
 *
 * @example
 * routePath('/mobile-upload/files.data'); // '/mobile-upload/files'
 */
export function routePath(pathname: string): string {
  const path = pathname.replace(/\.data$/, '');
  if (path === '/_root') return '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
