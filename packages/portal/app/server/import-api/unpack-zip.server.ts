import { type Entry, getFileNameLowLevel, openPromise } from 'yauzl';
import { ArchiveRefusal } from './archive-refusal.server.js';
import { entryPath } from './entry-path.server.js';
import { tooManyFiles, type UnpackBudget } from './unpack-budget.server.js';
import { writeFile, writeFolder } from './write-entry.server.js';

/** The host system of a zip entry made on Unix, whose high attribute bits are a file mode. */
const UNIX_HOST = 3;
const FILE_TYPE = 0o170000;
const REFUSED_TYPES: ReadonlyMap<number, string> = new Map([
  [0o120000, 'a symbolic link'],
  [0o020000, 'a device'],
  [0o060000, 'a device'],
  [0o010000, 'a FIFO'],
  [0o140000, 'a socket'],
]);

/** The bytes of a local file header before its name. */
const LOCAL_HEADER_BYTES = 30;

function nameOf(entry: Entry): string {
  return getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileName as unknown as Buffer,
    entry.extraFields,
    false,
  );
}

/**
 * Refuses entries whose bytes overlap in the file: a zip bomb points many entries at the same compressed
 * data, so that a small file unpacks to a great many bytes. Each entry takes at least its local header,
 * its name and its compressed data, from its offset on.
 */
function refuseOverlaps(entries: readonly Entry[]): void {
  const byOffset = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (let index = 1; index < byOffset.length; index += 1) {
    const before = byOffset[index - 1] as Entry;
    const entry = byOffset[index] as Entry;
    const end =
      before.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + before.fileNameLength + before.compressedSize;
    if (entry.relativeOffsetOfLocalHeader < end)
      throw new ArchiveRefusal(
        400,
        `The archive entries ${JSON.stringify(nameOf(before))} and ${JSON.stringify(nameOf(entry))} overlap: refused, as the entries of a zip bomb would be`,
      );
  }
}

/**
 * Unpacks the zip file `file` into `root`. The central directory is read first: more entries than the
 * budget allows, or entries that overlap, are refused before any is written. Each entry's name is checked by entryPath, a link,
 * device, FIFO or socket (Unix mode bits) and an encrypted entry are refused, and each declared size is
 * counted against the budget before the entry is read; yauzl refuses an entry whose data is not the size
 * it declares.
 *
 * @throws ArchiveRefusal for an unsafe entry or a limit; yauzl's error for a malformed archive.
 * @example
 * await unpackZip('/data/import-uploads/7f3a/archive', root, budget);
 */
export async function unpackZip(
  file: string,
  root: string,
  budget: UnpackBudget,
  maxFiles: number,
): Promise<void> {
  const zip = await openPromise(file, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: true,
    strictFileNames: false,
  });
  try {
    if (zip.entryCount > maxFiles) throw tooManyFiles(maxFiles);
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    refuseOverlaps(entries);
    for (const entry of entries) {
      const name = nameOf(entry);
      const shown = JSON.stringify(name);
      const mode =
        entry.versionMadeBy >> 8 === UNIX_HOST ? (entry.externalFileAttributes >>> 16) & FILE_TYPE : 0;
      const refused = REFUSED_TYPES.get(mode);
      if (refused)
        throw new ArchiveRefusal(
          400,
          `The archive entry ${shown} is ${refused}: only files and folders are accepted`,
        );
      if (entry.isEncrypted()) throw new ArchiveRefusal(400, `The archive entry ${shown} is encrypted`);
      const path = entryPath(name);
      budget.takeEntry();
      if (name.endsWith('/') || path === '') {
        await writeFolder(root, path);
        continue;
      }
      budget.checkDeclared(entry.uncompressedSize);
      await writeFile(root, path, await zip.openReadStreamPromise(entry), budget);
    }
  } finally {
    zip.close();
  }
}
