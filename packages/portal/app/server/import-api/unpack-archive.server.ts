import { createReadStream } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { ImportLimits } from '../config/env.server.js';
import { ArchiveRefusal } from './archive-refusal.server.js';
import { tooLarge, UnpackBudget } from './unpack-budget.server.js';
import { unpackTar } from './unpack-tar.server.js';
import { unpackZip } from './unpack-zip.server.js';

/** The kinds of archive the import takes, told by their first bytes. */
export type ArchiveKind = 'tar' | 'tar.gz' | 'zip';

/** What an archive unpacked to: the data set's folder (see unpackArchive), its files and bytes. */
export interface UnpackedArchive {
  kind: ArchiveKind;
  folder: string;
  files: number;
  bytes: number;
}

/** A tar's framing per entry, at most: its header, a long name's pax header, the padding of its data. */
const TAR_FRAMING_PER_ENTRY = 2048;
/** The end-of-archive blocks and the padding to a record. */
const TAR_TRAILER = 1024 * 1024;

/**
 * The kind of an archive by its first bytes: gzip (1f 8b; the import takes a gzipped tar), zip (PK and a
 * local header or an empty archive's end record) or tar (`ustar` at 257).
 *
 * @example
 * archiveKind(Buffer.from([0x1f, 0x8b, 8, 0])); // 'tar.gz'
 */
export function archiveKind(head: Uint8Array): ArchiveKind | null {
  const bytes = Buffer.from(head);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'tar.gz';
  if (
    bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04')) ||
    bytes.subarray(0, 4).equals(Buffer.from('PK\x05\x06'))
  )
    return 'zip';
  if (bytes.subarray(257, 262).toString('latin1') === 'ustar') return 'tar';
  return null;
}

async function readHead(file: string): Promise<{ head: Buffer; size: number }> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return { head: head.subarray(0, bytesRead), size: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

/** Passes a decompressed stream on, refusing it once it is longer than any archive within the limits. */
function decompressedLimit(limits: ImportLimits): Transform {
  const most = limits.maxUnpackedBytes + limits.maxFiles * TAR_FRAMING_PER_ENTRY + TAR_TRAILER;
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      done(seen > most ? tooLarge(limits.maxUnpackedBytes) : null, chunk);
    },
  });
}

/** The tar stream of a gzipped tar, its decompression bounded by the limits, any error ending it. */
function gunzipped(raw: Readable, limits: ImportLimits): Readable {
  const gunzip = createGunzip();
  const limited = decompressedLimit(limits);
  raw.on('error', (error) => limited.destroy(error));
  gunzip.on('error', (error) => limited.destroy(error));
  return raw.pipe(gunzip).pipe(limited);
}

function malformed(kind: ArchiveKind, error: unknown): ArchiveRefusal {
  const reason = error instanceof Error ? error.message : String(error);
  return new ArchiveRefusal(400, `The ${kind} archive is malformed or truncated: ${reason}`);
}

/** The data set's folder: the root, or the one folder the archive put everything in (`tar -czf x.tgz export/`). */
async function dataSetFolder(root: string): Promise<string> {
  const entries = await readdir(root, { withFileTypes: true });
  const [only] = entries;
  return entries.length === 1 && only?.isDirectory() ? join(root, only.name) : root;
}

/**
 * Unpacks the archive in `file` (a tar, a gzipped tar or a zip, told by its bytes, never by a declared
 * type) into the empty folder `root`, within the import limits: every entry a relative path inside `root`
 * (no traversal, no absolute path), only files and folders (no link, device or FIFO), at most `maxFiles`
 * entries and `maxUnpackedBytes` unpacked, and a gzip stream cut off once it is longer than that allows.
 * The data set is `root`, or the single folder the archive holds.
 *
 * @throws ArchiveRefusal saying what is wrong: 400 malformed, truncated or unsafe, 413 over a limit, 415 not
 *   an archive. The caller removes `root`, whatever was written to it.
 * @example
 * const { folder, files } = await unpackArchive('/data/import-uploads/7f3a/archive', '/data/import-uploads/7f3a/data', env.imports);
 */
export async function unpackArchive(
  file: string,
  root: string,
  limits: ImportLimits,
): Promise<UnpackedArchive> {
  const { head, size } = await readHead(file);
  if (size === 0)
    throw new ArchiveRefusal(
      400,
      'The request body is empty: send the data set as a tar, tar.gz or zip archive',
    );
  const kind = archiveKind(head);
  if (!kind)
    throw new ArchiveRefusal(
      415,
      'The request body is not a tar, tar.gz or zip archive (told by its first bytes)',
    );
  const budget = new UnpackBudget(limits);
  try {
    if (kind === 'zip') {
      await unpackZip(file, root, budget, limits.maxFiles);
    } else {
      const raw = createReadStream(file);
      try {
        await unpackTar(kind === 'tar' ? raw : gunzipped(raw, limits), root, budget);
      } finally {
        raw.destroy();
      }
    }
  } catch (error) {
    // A system call's failure (a full disk) is the server's; anything else the parsers say is the archive's.
    if (error instanceof ArchiveRefusal || (error as NodeJS.ErrnoException).syscall) throw error;
    throw malformed(kind, error);
  }
  const unpacked = await readdir(root, { recursive: true, withFileTypes: true });
  if (!unpacked.some((entry) => entry.isFile()))
    throw new ArchiveRefusal(400, 'The archive holds no files: send the data set folder in it');
  return { kind, folder: await dataSetFolder(root), files: budget.files, bytes: budget.bytes };
}
