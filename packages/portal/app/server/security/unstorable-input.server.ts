import { bodyLimitFor, IMPORT_ROUTE, MAX_BODY_BYTES } from '../http/body-limit.server.js';
import { routePath } from '../http/route-path.server.js';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string holds what the portal does not take: NUL, which PostgreSQL cannot store in text (it
 * fails the whole query), or an unpaired UTF-16 surrogate, which has no UTF-8 form (the driver would
 * store U+FFFD in its place).
 *
 * @example
 * isUnstorable('a\u0000b'); // true
 */
export function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // A broken percent-encoding is the HTTP layer's to refuse (400), with its own message.
    return pathname;
  }
}

/** Where in a parsed JSON value the first unstorable string is (`a.b.0`), or null. */
function jsonPlace(value: unknown, at: string[] = []): string[] | null {
  if (typeof value === 'string') return isUnstorable(value) ? at : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key)) return [...at, key];
    const found = jsonPlace(item, [...at, key]);
    if (found) return found;
  }
  return null;
}

async function bodyPlace(request: Request, pathname: string): Promise<string | null> {
  // Upload routes stream their bodies (files, archives) and check their own names; nothing else is that large.
  if (routePath(pathname) === IMPORT_ROUTE || bodyLimitFor(pathname) !== MAX_BODY_BYTES || !request.body)
    return null;
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  try {
    if (type === 'application/json') {
      const found = jsonPlace(JSON.parse(await request.clone().text()));
      return found ? `the JSON body at ${found.join('.') || '(top)'}` : null;
    }
    if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return null;
    for (const [name, value] of await request.clone().formData()) {
      const text = typeof value === 'string' ? value : value.name;
      if (isUnstorable(name) || isUnstorable(text)) return `the form field ${JSON.stringify(name)}`;
    }
  } catch {
    // A body that cannot be read or parsed is the route's to answer, in its own words.
  }
  return null;
}

/**
 * Where a request carries a string the portal does not take (see {@link isUnstorable}): its path, a query
 * parameter, a form field or a place in its JSON body; null when it carries none. The body is read from a
 * clone, so the route still reads it.
 *
 * @example
 * await unstorableInputPlace(new Request('http://portal.test/inventory?item=%00')); // 'the query parameter "item"'
 */
export async function unstorableInputPlace(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (isUnstorable(decodedPath(url.pathname))) return 'its path';
  for (const [name, value] of url.searchParams)
    if (isUnstorable(name) || isUnstorable(value)) return `the query parameter ${JSON.stringify(name)}`;
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return bodyPlace(request, url.pathname);
}
