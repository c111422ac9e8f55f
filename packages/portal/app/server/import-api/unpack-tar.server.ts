import type { Readable } from 'node:stream';
import { extract, type Header } from 'tar-stream';
import { ArchiveRefusal } from './archive-refusal.server.js';
import { entryPath } from './entry-path.server.js';
import type { UnpackBudget } from './unpack-budget.server.js';
import { writeFile, writeFolder } from './write-entry.server.js';

/** What each refused kind of tar entry is called in the refusal. */
const REFUSED_KINDS: Record<string, string> = {
  symlink: 'a symbolic link',
  link: 'a hard link',
  'block-device': 'a device',
  'character-device': 'a device',
  fifo: 'a FIFO',
};

function kindOf(header: Header): 'file' | 'folder' {
  if (header.type === 'file' || header.type === 'contiguous-file') return 'file';
  if (header.type === 'directory') return 'folder';
  const kind = REFUSED_KINDS[header.type] ?? `of the kind ${String(header.type)}`;
  throw new ArchiveRefusal(
    400,
    `The archive entry ${JSON.stringify(header.name)} is ${kind}: only files and folders are accepted`,
  );
}

/**
 * Unpacks a tar stream (gunzipped already, if it was) into `root`, entry by entry: each name checked by
 * entryPath, only files and folders, each counted against the budget (its declared size before it is
 * read). The first refused entry stops it; the caller removes whatever was written.
 *
 * @throws ArchiveRefusal for an unsafe entry or a limit; the tar parser's error for a malformed archive.
 * @example
 * await unpackTar(createReadStream(file).pipe(createGunzip()), root, budget);
 */
export async function unpackTar(source: Readable, root: string, budget: UnpackBudget): Promise<void> {
  const entries = extract();
  source.on('error', (error) => entries.destroy(error));
  source.pipe(entries);
  for await (const entry of entries) {
    const { header } = entry;
    const kind = kindOf(header);
    const path = entryPath(header.name);
    budget.takeEntry();
    if (kind === 'folder' || path === '') {
      await writeFolder(root, path);
      entry.resume();
      continue;
    }
    budget.checkDeclared(header.size);
    // tar-stream's entry (a streamx Readable) yields the entry's data as Buffers.
    await writeFile(root, path, entry as AsyncIterable<Buffer>, budget);
  }
}
