import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ArchiveRefusal } from './archive-refusal.server.js';
import type { UnpackBudget } from './unpack-budget.server.js';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

function refusedPlace(path: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR')
    return new ArchiveRefusal(
      400,
      `The archive holds ${JSON.stringify(path)} twice, or as a file and a folder`,
    );
  return error;
}

/**
 * Makes the folder `path` (checked by entryPath) under `root`.
 *
 * @example
 * await writeFolder(root, 'export/documents');
 */
export async function writeFolder(root: string, path: string): Promise<void> {
  try {
    await mkdir(join(root, path), { recursive: true, mode: PRIVATE_DIR });
  } catch (error) {
    throw refusedPlace(path, error);
  }
}

/**
 * Writes one archive entry to `path` (checked by entryPath) under `root`, private to the portal, counting
 * its bytes against the budget as they come. Only regular files and folders are ever made, so no later
 * entry can be written through a link; an entry written twice is refused.
 *
 * @example
 * await writeFile(root, 'export/serials.ndjson', stream, budget);
 */
export async function writeFile(
  root: string,
  path: string,
  source: AsyncIterable<Buffer>,
  budget: UnpackBudget,
): Promise<void> {
  await writeFolder(root, dirname(path));
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        budget.takeBytes(chunk.byteLength);
        done(null, chunk);
      } catch (refusal) {
        done(refusal as Error);
      }
    },
  });
  try {
    await pipeline(source, counted, createWriteStream(join(root, path), { flags: 'wx', mode: PRIVATE_FILE }));
  } catch (error) {
    throw refusedPlace(path, error);
  }
}
