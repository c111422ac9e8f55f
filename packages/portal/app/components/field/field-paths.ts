/** The field screens: they open offline, and moving between them needs no connection. */
export const FIELD_PATHS = ['/scan', '/scan/rack', '/scan/delivery'] as const;

/**
 * Whether a path is one of the field screens.
 *
 * @example
 * isFieldPath('/scan/rack'); // true
 */
export function isFieldPath(pathname: string): boolean {
  return (FIELD_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
