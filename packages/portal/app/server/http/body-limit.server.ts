import { applySecurityHeaders } from '../security/security-headers.server.js';

/**
 * The largest request body the portal reads, except multipart uploads (the upload receiver counts those
 * against its own per-file limits). The largest legitimate JSON bodies (a list of order numbers, the
 * inventory columns) are a few kilobytes.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What a client is told when its body is over the limit. */
export const BODY_TOO_LARGE_MESSAGE = `The request body is larger than ${MAX_BODY_BYTES / (1024 * 1024)} MB`;

/** A request body went past {@link MAX_BODY_BYTES}. HTTP 413. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly status = 413;
  constructor() {
    super(BODY_TOO_LARGE_MESSAGE);
  }
}

/**
 * The limit for a request with this Content-Type: {@link MAX_BODY_BYTES}, or null for multipart uploads.
 *
 * @example
 * bodyLimitFor('application/json');                    // 1048576
 * bodyLimitFor('multipart/form-data; boundary=----x'); // null
 */
export function bodyLimitFor(contentType: string | null | undefined): number | null {
  return contentType?.trim().toLowerCase().startsWith('multipart/form-data') ? null : MAX_BODY_BYTES;
}

/**
 * Whether a declared Content-Length is over the limit, so the answer can go out before the body is read.
 *
 * @example
 * declaredTooLarge('2000000', 'application/json'); // true
 */
export function declaredTooLarge(
  contentLength: string | null | undefined,
  contentType?: string | null,
): boolean {
  const limit = bodyLimitFor(contentType);
  return limit !== null && Number(contentLength ?? 0) > limit;
}

/**
 * A stream that passes `source` on and errors with {@link BodyTooLargeError} once more than `maxBytes`
 * went through, calling `onExceeded` (a body sent without a Content-Length is only caught this way).
 *
 * @example
 * const body = limitedBody(Readable.toWeb(req), MAX_BODY_BYTES, () => (tooLarge = true));
 */
export function limitedBody(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  onExceeded: () => void = () => {},
): ReadableStream<Uint8Array> {
  let seen = 0;
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          onExceeded();
          controller.error(new BodyTooLargeError());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * A request's body as text, refused with {@link BodyTooLargeError} past {@link MAX_BODY_BYTES}, whether
 * the Content-Length says so or the bytes do.
 *
 * @example
 * const text = await readBodyText(request);
 */
export async function readBodyText(request: Request): Promise<string> {
  if (declaredTooLarge(request.headers.get('Content-Length'))) throw new BodyTooLargeError();
  if (!request.body) return '';
  return new Response(limitedBody(request.body, MAX_BODY_BYTES)).text();
}

/**
 * The 413 answer for an oversized body: `{ message }` for /api calls, the message as text elsewhere.
 *
 * @example
 * return bodyTooLargeAnswer(new URL(request.url), true);
 */
export function bodyTooLargeAnswer(url: URL, production: boolean): Response {
  const api = url.pathname.startsWith('/api/');
  const headers = new Headers({
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    Connection: 'close',
  });
  applySecurityHeaders(headers, { production });
  const body = api ? JSON.stringify({ message: BODY_TOO_LARGE_MESSAGE }) : BODY_TOO_LARGE_MESSAGE;
  return new Response(body, { status: 413, headers });
}
