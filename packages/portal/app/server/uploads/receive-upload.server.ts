import { randomUUID } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MOBILE_UPLOAD_LIMITS, type UploadLimits, uploadBodyBytes } from '../../shared/upload-limits.js';
import { BodyTooLargeError } from '../http/body-limit.server.js';
import { detectUploadFileType, SIGNATURE_BYTES, type UploadFileType } from './file-signature.server.js';

// The form's own fields (an approval's customer, subject and terms): a few short values at most.
const MAX_FIELDS = 16;
const MAX_FIELD_BYTES = 1024;

/** The upload is refused as a whole; `status` is the HTTP answer and `message` says what is wrong. */
export class UploadRejectedError extends Error {
  override name = 'UploadRejectedError';
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

/** One received file, checked, in a temporary folder until it is stored. */
export interface ReceivedFile {
  path: string;
  /** The name the phone gave it (as sent; made safe when shown or downloaded). */
  name: string;
  type: UploadFileType;
  size: number;
}

/** Every file of an accepted upload and the form's fields; `discard` removes the temporary folder. */
export interface ReceivedUpload {
  files: ReceivedFile[];
  /** The form's text fields by name (the last value of a repeated name). */
  fields: ReadonlyMap<string, string>;
  discard(): Promise<void>;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const tooLarge = (limits: UploadLimits) =>
  new UploadRejectedError(
    `The upload is too large: at most ${limits.maxFiles} files of ${megabytes(limits.maxFileBytes)}`,
    413,
  );
const SEND_MULTIPART = 'Send the files as multipart/form-data';
const OVERSIZED_FIELDS = 'The upload form has oversized fields';

/** The parser's words for a malformed body, in the portal's. */
function malformed(error: Error): UploadRejectedError {
  const message =
    error.message === 'Unexpected end of form'
      ? 'The upload ended before its last part was complete'
      : error.message === 'Malformed part header'
        ? 'A part of the upload has malformed headers'
        : 'The upload is not valid multipart/form-data';
  return new UploadRejectedError(message, 400);
}

function fileType(head: Buffer, name: string): UploadFileType {
  const type = detectUploadFileType(head);
  if (!type) throw new UploadRejectedError(`${name} is not a JPEG, PNG, HEIC or PDF file`, 415);
  return type;
}

/**
 * Writes one file part to `dir` as it streams in, checking its size and (by its first bytes) its type on
 * the way; null for the empty, unnamed part a browser sends when no file was chosen.
 */
async function receiveFile(
  stream: Readable,
  name: string,
  dir: string,
  limits: UploadLimits,
): Promise<ReceivedFile | null> {
  const path = join(dir, randomUUID());
  const file = await open(path, 'wx');
  let head = Buffer.alloc(0);
  let type: UploadFileType | null = null;
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxFileBytes) {
        throw new UploadRejectedError(`${name} is larger than ${megabytes(limits.maxFileBytes)}`, 413);
      }
      if (type) {
        await file.write(chunk);
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= SIGNATURE_BYTES) {
        type = fileType(head, name);
        await file.write(head);
      }
    }
    if (size === 0 && name === '') return null;
    if (size === 0) throw new UploadRejectedError(`${name} is empty`, 400);
    if (!type) {
      type = fileType(head, name);
      await file.write(head);
    }
    return { path, name, type, size };
  } finally {
    await file.close();
  }
}

/**
 * Reads a multipart/form-data upload as it streams in, with busboy, writing each file part to a temporary
 * file and checking it on the way: at most `maxFiles` files of at most `maxFileBytes`, each a JPEG, PNG,
 * HEIC or PDF by its first bytes. The first bad file stops the reading and refuses the whole upload
 * ({@link UploadRejectedError}); its temporary files are removed, so nothing of it remains.
 *
 * @example
 * const upload = await receiveUpload(request);
 * try { await storeAll(upload.files); } finally { await upload.discard(); }
 */
export async function receiveUpload(
  request: Request,
  limits: UploadLimits = MOBILE_UPLOAD_LIMITS,
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw new UploadRejectedError(SEND_MULTIPART, 400);
  }
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > uploadBodyBytes(limits)) throw tooLarge(limits);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // The file name as the phone sent it (browsers send UTF-8), path and all; it is made safe when shown.
      preservePath: true,
      defParamCharset: 'utf8',
      // One byte past the file limit, so that a file of exactly the limit is not taken for a cut one.
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
  } catch {
    throw new UploadRejectedError(SEND_MULTIPART, 400);
  }
  const dir = await mkdtemp(join(tmpdir(), 'rigready-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const received: Promise<ReceivedFile | null>[] = [];
  const streams = new Set<Readable>();
  const fields = new Map<string, string>();

  const parsing = new Promise<void>((resolve, reject) => {
    let fieldBytes = 0;
    const fail = (error: unknown) => {
      source.unpipe(parser);
      source.destroy();
      for (const stream of streams) stream.destroy();
      reject(error);
    };
    parser.on('file', (_field, stream, info) => {
      streams.add(stream);
      const file = receiveFile(stream, info.filename ?? '', dir, limits);
      file.catch(fail).finally(() => streams.delete(stream));
      received.push(file);
    });
    parser.on('field', (name, value, info) => {
      fields.set(name, value);
      fieldBytes += Buffer.byteLength(value);
      if (info.valueTruncated || info.nameTruncated || fieldBytes > MAX_FIELD_BYTES) {
        fail(new UploadRejectedError(OVERSIZED_FIELDS, 400));
      }
    });
    parser.on('fieldsLimit', () => fail(new UploadRejectedError(OVERSIZED_FIELDS, 400)));
    parser.on('filesLimit', () =>
      fail(new UploadRejectedError(`At most ${limits.maxFiles} files per upload`, 413)),
    );
    parser.on('error', (error: Error) => fail(malformed(error)));
    parser.on('close', () => Promise.all(received).then(() => resolve(), fail));
    source.on('error', (error) => fail(error instanceof BodyTooLargeError ? tooLarge(limits) : error));
    source.pipe(parser);
  });

  let files: ReceivedFile[];
  try {
    await parsing;
    files = (await Promise.all(received)).filter((file) => file !== null);
  } catch (error) {
    await Promise.allSettled(received);
    await discard();
    throw error;
  }
  if (files.length === 0) {
    await discard();
    throw new UploadRejectedError('Choose at least one photo or PDF', 400);
  }
  return { files, fields, discard };
}
