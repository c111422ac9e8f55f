import type { IncomingHttpHeaders } from 'node:http';
import { IMPORT_ROUTE } from './body-limit.server.js';
import { routePath } from './route-path.server.js';

/** What a client is told when it sends an /api endpoint a body that is not JSON. */
export const JSON_ONLY_MESSAGE = 'Send the request body as application/json';

/**
 * Whether a request to `pathname` is refused (415) for the type of its body: every /api endpoint takes
 * JSON or no body at all, so a form or multipart body there is never parsed. The import route is the one
 * exception: its body is an archive, which it tells by its first bytes, not by what the client declares.
 *
 * @example
 * refusesBodyType('/api/auth/sign-in', { 'content-type': 'text/plain', 'content-length': '12' }); // true
 */
export function refusesBodyType(pathname: string, headers: IncomingHttpHeaders): boolean {
  if (!pathname.startsWith('/api/') || routePath(pathname) === IMPORT_ROUTE) return false;
  const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  if (!hasBody) return false;
  return headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== 'application/json';
}
