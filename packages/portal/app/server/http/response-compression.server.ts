import type { IncomingMessage } from 'node:http';
import type { BrotliCompress, Gzip } from 'node:zlib';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { preferredEncoding } from './accept-encoding.server.js';

/** Pages, loader data (single fetch's turbo-stream) and /api JSON; documents (PDF, zip, XLSX) are packed already. */
const COMPRESSIBLE_TYPES = /^(text\/html|text\/x-script|text\/plain|text\/csv|application\/json)\b/i;

/** Below this an answer fits in one packet anyway. */
const MIN_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;

/** The encoding an answer is sent in. */
type ResponseEncoding = (typeof ENCODINGS)[number];

/**
 * Whether `response` is text worth compressing by its Content-Type (and not encoded already).
 *
 * @example
 * isCompressible(new Response('{}', { headers: { 'Content-Type': 'application/json' } })); // true
 */
export function isCompressible(response: Response): boolean {
  const { headers } = response;
  return !headers.has('Content-Encoding') && COMPRESSIBLE_TYPES.test(headers.get('Content-Type') ?? '');
}

/**
 * The encoding to send `response` in, or null to send it as it is: a text answer with a body (not HEAD,
 * not already encoded, not known to be tiny) to a client whose `Accept-Encoding` takes br or gzip.
 *
 * @example
 * responseEncoding(req, new Response('<html>…', { headers: { 'Content-Type': 'text/html' } })); // 'br'
 */
export function responseEncoding(req: IncomingMessage, response: Response): ResponseEncoding | null {
  if (!response.body || req.method === 'HEAD') return null;
  if (!isCompressible(response)) return null;
  const length = response.headers.get('Content-Length');
  if (length !== null && Number(length) < MIN_BYTES) return null;
  return preferredEncoding(req.headers['accept-encoding'], ENCODINGS);
}

/**
 * A streaming encoder for `encoding`, tuned for speed (answers are compressed as they are rendered):
 * brotli quality 4 and gzip level 6 compress a page in well under a millisecond per 100 KB.
 *
 * @example
 * const encoder = responseEncoder('br');
 */
export function responseEncoder(encoding: ResponseEncoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });
}

/**
 * Adds `Accept-Encoding` to a Vary header value (or makes one).
 *
 * @example
 * varyByEncoding('Cookie'); // 'Cookie, Accept-Encoding'
 */
export function varyByEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('accept-encoding') || names.includes('*') ? vary : `${vary}, Accept-Encoding`;
}
