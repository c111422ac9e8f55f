import type { IncomingHttpHeaders } from 'node:http';

/** What a client is told when it sends an /api endpoint a body that is not JSON. */
export const JSON_ONLY_MESSAGE = 'Send the request body as application/json';

/**
 * Whether a request to `pathname` is refused (415) for the type of its body: every /api endpoint takes
 * JSON or no body at all, so a form or multipart body there is never parsed.
 *
 * @example
 * refusesBodyType('/api/auth/sign-in', { 'content-type': 'text/plain', 'content-length': '12' }); // true
 */
export function refusesBodyType(pathname: string, headers: IncomingHttpHeaders): boolean {
  if (!pathname.startsWith('/api/')) return false;
  const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  if (!hasBody) return false;
  return headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== 'application/json';
}
