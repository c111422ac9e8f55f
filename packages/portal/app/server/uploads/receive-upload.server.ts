import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectUploadFileType, SIGNATURE_BYTES, type UploadFileType } from './file-signature.server.js';
import { MultipartError, multipartBoundary, readMultipart } from './multipart-stream.server.js';
import { MOBILE_UPLOAD_LIMITS, type UploadLimits } from './upload-limits.js';

// Multipart framing and the small form fields on top of the files themselves.
const FRAMING_ALLOWANCE = 1024 * 1024;
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

/** Every file of an accepted upload; `discard` removes the temporary folder. */
export interface ReceivedUpload {
  files: ReceivedFile[];
  discard(): Promise<void>;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads a multipart/form-data upload as it streams in, writing each file part to a temporary file and
 * checking it on the way: at most `maxFiles` files of at most `maxFileBytes`, each a JPEG, PNG, HEIC or PDF
 * by its first bytes. The first bad file stops the reading and refuses the whole upload
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
  const boundary = multipartBoundary(request.headers.get('Content-Type'));
  if (!boundary || !request.body) throw new UploadRejectedError('Send the files as multipart/form-data', 400);
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > limits.maxFiles * limits.maxFileBytes + FRAMING_ALLOWANCE) {
    throw new UploadRejectedError(
      `The upload is too large: at most ${limits.maxFiles} files of ${megabytes(limits.maxFileBytes)}`,
      413,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'rigready-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const files: ReceivedFile[] = [];
  let part: {
    name: string;
    file: FileHandle | null;
    head: Buffer;
    size: number;
    type: UploadFileType | null;
    path: string;
  } | null = null;
  let fieldBytes = 0;

  const detect = async () => {
    if (!part?.file || part.type) return;
    part.type = detectUploadFileType(part.head);
    if (!part.type) throw new UploadRejectedError(`${part.name} is not a JPEG, PNG, HEIC or PDF file`, 415);
    await part.file.write(part.head);
  };

  try {
    await readMultipart(request.body, boundary, {
      async onPartStart(headers) {
        if (headers.filename === null) {
          part = { name: headers.name, file: null, head: Buffer.alloc(0), size: 0, type: null, path: '' };
          return;
        }
        if (files.length >= limits.maxFiles) {
          throw new UploadRejectedError(`At most ${limits.maxFiles} files per upload`, 413);
        }
        const path = join(dir, randomUUID());
        part = {
          name: headers.filename,
          file: await open(path, 'wx'),
          head: Buffer.alloc(0),
          size: 0,
          type: null,
          path,
        };
      },
      async onPartData(chunk) {
        if (!part) return;
        part.size += chunk.length;
        if (!part.file) {
          fieldBytes += chunk.length;
          if (fieldBytes > MAX_FIELD_BYTES)
            throw new UploadRejectedError('The upload form has oversized fields', 400);
          return;
        }
        if (part.size > limits.maxFileBytes) {
          throw new UploadRejectedError(`${part.name} is larger than ${megabytes(limits.maxFileBytes)}`, 413);
        }
        if (part.type) {
          await part.file.write(chunk);
          return;
        }
        part.head = Buffer.concat([part.head, chunk]);
        if (part.head.length >= SIGNATURE_BYTES) await detect();
      },
      async onPartEnd() {
        const current = part;
        part = null;
        if (!current?.file) return;
        try {
          // A browser sends an empty, unnamed part when no file was chosen.
          if (current.size === 0 && current.name === '') return;
          if (current.size === 0) throw new UploadRejectedError(`${current.name} is empty`, 400);
          part = current;
          await detect();
          part = null;
          files.push({
            path: current.path,
            name: current.name,
            type: current.type as UploadFileType,
            size: current.size,
          });
        } finally {
          await current.file.close();
        }
      },
    });
  } catch (error) {
    const open = part as { file: FileHandle | null } | null;
    await open?.file?.close().catch(() => undefined);
    await discard();
    if (error instanceof MultipartError) throw new UploadRejectedError(error.message, 400);
    throw error;
  }
  if (files.length === 0) {
    await discard();
    throw new UploadRejectedError('Choose at least one photo or PDF', 400);
  }
  return { files, discard };
}
