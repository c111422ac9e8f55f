import { gzipSync, type Zippable, zipSync } from 'fflate';
import { type Header, pack } from 'tar-stream';

/** One entry of a test tar: a file with `body` unless `type` says otherwise. */
export interface TarEntry {
  name: string;
  type?: Header['type'];
  body?: string | Uint8Array;
  linkname?: string;
}

/**
 * A tar archive of the given entries, written by tar-stream's packer exactly as named (an attacker's tar
 * may hold `../x`, `/etc/x`, links and devices).
 *
 * @example
 * const tar = await tarOf([{ name: 'racks.json', body: '[]' }]);
 */
export async function tarOf(entries: readonly TarEntry[]): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => archive.on('end', () => resolve()));
  for (const entry of entries) {
    if (entry.type && entry.type !== 'file') {
      archive.entry({ name: entry.name, type: entry.type, linkname: entry.linkname ?? '', size: 0 });
    } else {
      archive.entry({ name: entry.name }, entry.body ?? '');
    }
  }
  archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A gzipped tar of the given entries.
 *
 * @example
 * const tgz = await tarGzOf([{ name: 'export/racks.json', body: '[]' }]);
 */
export async function tarGzOf(entries: readonly TarEntry[]): Promise<Buffer> {
  return Buffer.from(gzipSync(await tarOf(entries)));
}

/**
 * A zip archive of the given files (fflate's writer: names as given, Unix attributes when asked).
 *
 * @example
 * const zip = zipOf({ 'racks.json': new TextEncoder().encode('[]') });
 */
export function zipOf(files: Zippable): Buffer {
  return Buffer.from(zipSync(files));
}
