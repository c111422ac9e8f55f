/** Headers of one part of a multipart/form-data body. */
export interface MultipartPartHeaders {
  /** The form field name. */
  name: string;
  /** The file name the browser sent, or null for a plain field. */
  filename: string | null;
  contentType: string | null;
}

/** What {@link readMultipart} calls as it reads; awaited, so slow writes hold the request back. */
export interface MultipartHandlers {
  onPartStart(headers: MultipartPartHeaders): Promise<void> | void;
  onPartData(chunk: Uint8Array): Promise<void> | void;
  onPartEnd(): Promise<void> | void;
}

/** The body is not well-formed multipart/form-data. */
export class MultipartError extends Error {
  override name = 'MultipartError';
}

const MAX_HEADER_BYTES = 8 * 1024;
const CRLF_CRLF = Buffer.from('\r\n\r\n');

/**
 * The boundary of a multipart/form-data Content-Type, or null when it is another type.
 *
 * @example
 * multipartBoundary('multipart/form-data; boundary=----x1'); // '----x1'
 */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function parseHeaders(text: string): MultipartPartHeaders {
  let disposition = '';
  let contentType: string | null = null;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    if (key === 'content-type') contentType = value;
  }
  const parameter = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition)?.[1] ?? null;
  const name = parameter('name');
  if (!/^form-data\b/i.test(disposition) || name === null) {
    throw new MultipartError('A part of the upload has no form-data name');
  }
  return { name, filename: parameter('filename'), contentType };
}

/**
 * Reads a multipart/form-data body as it streams in, handing each part's bytes to the handlers without
 * holding a whole part (or the body) in memory: only a boundary's length is kept back between chunks.
 * Throws {@link MultipartError} for a malformed or truncated body; a handler's error stops the reading.
 *
 * @example
 * await readMultipart(request.body, multipartBoundary(request.headers.get('Content-Type')), handlers);
 */
export async function readMultipart(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  handlers: MultipartHandlers,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary has no CRLF before it; starting with one lets one delimiter match them all.
  let buffer: Buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'boundary' | 'headers' | 'body' | 'done' = 'preamble';
  for await (const chunk of body) {
    if (state === 'done') continue;
    buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, chunk]);
    for (;;) {
      if (state === 'preamble') {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length));
          break;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'boundary';
      }
      if (state === 'boundary') {
        if (buffer.length < 2) break;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          break;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) break;
        buffer = buffer.subarray(lineEnd + 2);
        state = 'headers';
      }
      if (state === 'headers') {
        const end = buffer.indexOf(CRLF_CRLF);
        if (end < 0) {
          if (buffer.length > MAX_HEADER_BYTES)
            throw new MultipartError('A part of the upload has oversized headers');
          break;
        }
        const headers = parseHeaders(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + 4);
        await handlers.onPartStart(headers);
        state = 'body';
      }
      if (state === 'body') {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          const safe = buffer.length - (delimiter.length - 1);
          if (safe > 0) {
            await handlers.onPartData(buffer.subarray(0, safe));
            buffer = buffer.subarray(safe);
          }
          break;
        }
        if (at > 0) await handlers.onPartData(buffer.subarray(0, at));
        await handlers.onPartEnd();
        buffer = buffer.subarray(at + delimiter.length);
        state = 'boundary';
      }
    }
  }
  if (state !== 'done') throw new MultipartError('The upload ended before its last part was complete');
}
