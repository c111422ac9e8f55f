import type { AnswerEncoding } from './cached-answer.server.js';

/**
 * The coding to send an answer in, from the request's Accept-Encoding: br, else gzip, when the client
 * accepts it with a non-zero quality; null for the identity.
 *
 * @example
 * preferredEncoding('gzip, deflate, br'); // 'br'
 * preferredEncoding('br;q=0, gzip');      // 'gzip'
 */
export function preferredEncoding(acceptEncoding: string | null): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (quality && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return null;
}

/**
 * Whether an If-None-Match header names the answer's tag (weak comparison, as RFC 9110 asks; `*` matches).
 * A tag the answer was sent with in a content coding (`"…-br"`) names the same answer.
 *
 * @example
 * noneMatch('W/"abc-gzip", "def"', '"abc"'); // true
 */
export function noneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    if (opaque === '*') return true;
    return opaque.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '') === wanted;
  });
}
