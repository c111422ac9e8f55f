import type { IncomingMessage } from 'node:http';
import type { BrotliCompress, Gzip } from 'node:zlib';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { preferredEncoding } from './accept-encoding.server.js';

/** Pages, loader data (single fetch's turbo-stream) and /api JSON; documents (PDF, zip, XLSX) are packed already. */
const COMPRESSIBLE_TYPES = /^(text\/html|text\/x-script|text\/plain|text\/csv|application\/json)\b/i;

/** Below this an answer fits in one packet anyway. */
const MIN_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;

// Speed over size: answers are compressed on every request (brotli 4 and gzip 6 take well under a
// millisecond per 100 KB of a page).
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** The encoding an answer is sent in. */
export type ResponseEncoding = (typeof ENCODINGS)[number];

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
 * A streaming encoder for `encoding`, for a body that arrives in parts (a page streamed as it renders).
 * Every write is flushed as it is compressed, so what is written reaches the client without waiting for
 * more, at the cost of one flush per write: write a page's parts whole, not chunk by chunk.
 *
 * @example
 * const encoder = responseEncoder('br');
 */
export function responseEncoder(encoding: ResponseEncoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
}

/**
 * A whole body of a few tens of kilobytes compressed at once, on the event loop: cheaper than a streaming
 * encoder, whose every step waits for the thread pool and then for the event loop's next turn, which under
 * load is what a page's answer waits on most.
 *
 * @example
 * res.end(compressWhole(Buffer.from(page), 'br'));
 */
export function compressWhole(body: Uint8Array, encoding: ResponseEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
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
