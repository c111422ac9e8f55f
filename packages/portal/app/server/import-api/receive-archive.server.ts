import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { BodyTooLargeError, declaredTooLarge } from '../http/body-limit.server.js';
import { ArchiveRefusal } from './archive-refusal.server.js';

function tooLargeBody(maxBytes: number): ArchiveRefusal {
  return new ArchiveRefusal(413, `The archive is larger than ${maxBytes} bytes (PORTAL_IMPORT_MAX_BYTES)`);
}

/**
 * Writes a request's body to `file` (private to the portal), refused past `maxBytes` whether its
 * Content-Length says so or its bytes do. Answers the bytes written.
 *
 * @throws ArchiveRefusal 413 past the limit, 400 for a body that broke off.
 * @example
 * const bytes = await receiveArchive(request, '/data/import-uploads/7f3a/archive', env.imports.maxBytes);
 */
export async function receiveArchive(request: Request, file: string, maxBytes: number): Promise<number> {
  if (declaredTooLarge(request.headers.get('Content-Length'), maxBytes)) throw tooLargeBody(maxBytes);
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done(bytes > maxBytes ? tooLargeBody(maxBytes) : null, chunk);
    },
  });
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const body = request.body
    ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
    : Readable.from([] as Buffer[]);
  try {
    await pipeline(body, counted, output);
  } catch (error) {
    if (error instanceof ArchiveRefusal) throw error;
    if (error instanceof BodyTooLargeError) throw tooLargeBody(maxBytes);
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    throw new ArchiveRefusal(400, 'The upload broke off before the archive was complete');
  }
  return bytes;
}
