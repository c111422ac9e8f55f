import {
  APPROVAL_UPLOAD_LIMITS,
  MOBILE_UPLOAD_LIMITS,
  REQUEST_ATTACHMENT_LIMITS,
  uploadBodyBytes,
} from '../../shared/upload-limits.js';
import { httpAnswer } from './http-answer.server.js';
import { routePath } from './route-path.server.js';

/**
 * The largest request body the portal reads on every route but the upload routes. The largest legitimate
 * bodies (a list of order numbers, the inventory columns, a sign-in form) are a few kilobytes.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The routes whose body is a file upload, and its limit. Only these stream past {@link MAX_BODY_BYTES};
 * their action checks its access code (or the caller's right to the request) before it reads a byte, and
 * the upload receiver then holds each file to its own limits.
 */
const UPLOAD_ROUTES: ReadonlyMap<string, number> = new Map([
  ['/mobile-upload/files', uploadBodyBytes(MOBILE_UPLOAD_LIMITS)],
  ['/requests/attachments', uploadBodyBytes(REQUEST_ATTACHMENT_LIMITS)],
  ['/approvals/quote', uploadBodyBytes(APPROVAL_UPLOAD_LIMITS)],
]);

/**
 * What a client is told when its body is over `limit` bytes.
 *
 * @example
 * bodyTooLargeMessage(MAX_BODY_BYTES); // 'The request body is larger than 1 MB'
 */
export function bodyTooLargeMessage(limit: number): string {
  return `The request body is larger than ${Math.round(limit / (1024 * 1024))} MB`;
}

/** A request body went past its limit. HTTP 413. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly status = 413;
  constructor(limit = MAX_BODY_BYTES) {
    super(bodyTooLargeMessage(limit));
  }
}

/** The route data sets are pushed to as an archive; its limit is PORTAL_IMPORT_MAX_BYTES. */
export const IMPORT_ROUTE = '/api/import';

/**
 * The body limit of a POST to `pathname`, decided by the route alone, never by what the client declares:
 * an upload route's own limit, the import route's `importMaxBytes`, else {@link MAX_BODY_BYTES}.
 *
 * @example
 * bodyLimitFor('/login');                      // 1048576
 * bodyLimitFor('/mobile-upload/files');        // 158334976
 * bodyLimitFor('/api/import', 1_073_741_824); // 1073741824
 */
export function bodyLimitFor(pathname: string, importMaxBytes = MAX_BODY_BYTES): number {
  const path = routePath(pathname);
  if (path === IMPORT_ROUTE) return importMaxBytes;
  return UPLOAD_ROUTES.get(path) ?? MAX_BODY_BYTES;
}

/**
 * Whether a declared Content-Length is over `limit`, so the answer can go out before the body is read.
 *
 * @example
 * declaredTooLarge('2000000', MAX_BODY_BYTES); // true
 */
export function declaredTooLarge(contentLength: string | null | undefined, limit: number): boolean {
  return Number(contentLength ?? 0) > limit;
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
          controller.error(new BodyTooLargeError(maxBytes));
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
  if (declaredTooLarge(request.headers.get('Content-Length'), MAX_BODY_BYTES)) throw new BodyTooLargeError();
  if (!request.body) return '';
  return new Response(limitedBody(request.body, MAX_BODY_BYTES)).text();
}

/**
 * The 413 answer for a body over `limit`: `{ message }` for /api calls, the message as text elsewhere.
 *
 * @example
 * return bodyTooLargeAnswer('/login', MAX_BODY_BYTES, true);
 */
export function bodyTooLargeAnswer(pathname: string, limit: number, production: boolean): Response {
  return httpAnswer(pathname, 413, bodyTooLargeMessage(limit), { production });
}
