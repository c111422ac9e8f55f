import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tarGzOf, tarOf, zipOf } from '../../../tests/helpers/archives.js';
import { ArchiveRefusal } from './archive-refusal.server.js';
import { unpackArchive } from './unpack-archive.server.js';

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxUnpackedBytes: 1024 * 1024, maxFiles: 3 };
const text = (value: string) => new TextEncoder().encode(value);
const EIGHT_MIB_OF_ZEROS = new Uint8Array(8 * 1024 * 1024);

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'unpack-'));
  await mkdir(join(work, 'data'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function unpack(archive: Uint8Array) {
  await writeFile(join(work, 'archive'), archive);
  return unpackArchive(join(work, 'archive'), join(work, 'data'), LIMITS);
}

async function refusal(archive: Uint8Array): Promise<{ status: number; message: string }> {
  try {
    await unpack(archive);
  } catch (error) {
    if (error instanceof ArchiveRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('the archive was not refused');
}

describe('unpackArchive', () => {
  it('should unpack a tar, a tar.gz and a zip, told by their bytes, into the data folder', async () => {
    const tar = await unpack(await tarOf([{ name: 'racks.json', body: '[]' }]));
    expect(tar).toEqual({ kind: 'tar', folder: join(work, 'data'), files: 1, bytes: 2 });
    await rm(join(work, 'data', 'racks.json'));
    await rm(join(work, 'archive'));
    const zip = await unpack(zipOf({ 'racks.json': text('[1]'), 'documents/a.pdf': text('%PDF') }));
    expect(zip).toEqual({ kind: 'zip', folder: join(work, 'data'), files: 2, bytes: 7 });
    expect(await readFile(join(work, 'data', 'documents', 'a.pdf'), 'utf8')).toBe('%PDF');
  });

  it('should take the one folder an archive holds as the data set', async () => {
    const unpacked = await unpack(
      await tarGzOf([
        { name: 'export/', type: 'directory' },
        { name: 'export/racks.json', body: '[]' },
        { name: './export/items.json', body: '[]' },
      ]),
    );
    expect(unpacked).toEqual({ kind: 'tar.gz', folder: join(work, 'data', 'export'), files: 3, bytes: 4 });
  });

  it.each([
    [
      '../evil.json',
      'The archive entry "../evil.json" leaves the data set\'s folder (..): path traversal is refused',
    ],
    [
      'export/../../evil.json',
      'The archive entry "export/../../evil.json" leaves the data set\'s folder (..): path traversal is refused',
    ],
    ['/etc/evil.json', 'The archive entry "/etc/evil.json" has an absolute path: entries must be relative'],
  ])('should refuse the tar entry %s, writing nothing', async (name, message) => {
    expect(await refusal(await tarGzOf([{ name, body: '[]' }]))).toEqual({ status: 400, message });
    expect(await readdir(join(work, 'data'))).toEqual([]);
  });

  it.each([
    ['symlink', 'a symbolic link'],
    ['link', 'a hard link'],
    ['character-device', 'a device'],
    ['block-device', 'a device'],
    ['fifo', 'a FIFO'],
  ] as const)('should refuse a tar entry that is a %s', async (type, kind) => {
    const archive = await tarOf([
      { name: 'racks.json', body: '[]' },
      { name: 'items.json', type, linkname: '/etc/passwd' },
    ]);
    expect(await refusal(archive)).toEqual({
      status: 400,
      message: `The archive entry "items.json" is ${kind}: only files and folders are accepted`,
    });
  });

  it('should refuse a zip entry that leaves the folder, has an absolute path or is a link', async () => {
    expect(await refusal(zipOf({ '../evil.json': text('[]') }))).toEqual({
      status: 400,
      message:
        'The archive entry "../evil.json" leaves the data set\'s folder (..): path traversal is refused',
    });
    expect(await refusal(zipOf({ '/etc/evil.json': text('[]') }))).toEqual({
      status: 400,
      message: 'The archive entry "/etc/evil.json" has an absolute path: entries must be relative',
    });
    const symlink = zipOf({ 'racks.json': [text('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] });
    expect(await refusal(symlink)).toEqual({
      status: 400,
      message: 'The archive entry "racks.json" is a symbolic link: only files and folders are accepted',
    });
    expect(await readdir(join(work, 'data'))).toEqual([]);
  });

  it('should refuse more files than the limit, before writing any of a zip', async () => {
    const four = { 'a.json': text('[]'), 'b.json': text('[]'), 'c.json': text('[]'), 'd.json': text('[]') };
    const message = 'The archive holds more than 3 files (PORTAL_IMPORT_MAX_FILES)';
    expect(await refusal(zipOf(four))).toEqual({ status: 413, message });
    expect(await readdir(join(work, 'data'))).toEqual([]);
    const tar = await tarOf(Object.keys(four).map((name) => ({ name, body: '[]' })));
    expect(await refusal(tar)).toEqual({ status: 413, message });
  });

  it('should refuse a zip bomb and a gzip bomb by their unpacked size', async () => {
    const message =
      'The archive unpacks to more than 1048576 bytes (PORTAL_IMPORT_MAX_UNPACKED_BYTES): refused, as a zip or gzip bomb would be';
    const zipBomb = zipOf({ 'serials.ndjson': EIGHT_MIB_OF_ZEROS });
    expect(zipBomb.byteLength).toBeLessThan(20_000);
    expect(await refusal(zipBomb)).toEqual({ status: 413, message });
    const gzipBomb = await tarGzOf([{ name: 'serials.ndjson', body: EIGHT_MIB_OF_ZEROS }]);
    expect(gzipBomb.byteLength).toBeLessThan(20_000);
    expect(await refusal(gzipBomb)).toEqual({ status: 413, message });
    // Zeros past a tar's end: no entry declares a size, the decompressed stream itself is cut off.
    expect(await refusal(gzipSync(EIGHT_MIB_OF_ZEROS))).toEqual({ status: 413, message });
    expect(await readdir(join(work, 'data'))).toEqual([]);
  });

  it('should refuse truncated and malformed archives, saying which kind', async () => {
    const tgz = await tarGzOf([{ name: 'racks.json', body: 'x'.repeat(5000) }]);
    const cut = await refusal(tgz.subarray(0, Math.floor(tgz.byteLength / 2)));
    expect(cut).toEqual({
      status: 400,
      message: 'The tar.gz archive is malformed or truncated: unexpected end of file',
    });
    const zip = zipOf({ 'racks.json': text('[]') });
    const cutZip = await refusal(zip.subarray(0, zip.byteLength - 10));
    expect(cutZip.status).toBe(400);
    expect(cutZip.message).toMatch(/^The zip archive is malformed or truncated: /);
    expect(await refusal(text('{"not":"an archive"}'))).toEqual({
      status: 415,
      message: 'The request body is not a tar, tar.gz or zip archive (told by its first bytes)',
    });
    expect(await refusal(new Uint8Array(0))).toEqual({
      status: 400,
      message: 'The request body is empty: send the data set as a tar, tar.gz or zip archive',
    });
  });

  it('should refuse an archive without files, and one that holds a name twice', async () => {
    expect(await refusal(await tarOf([{ name: 'export/', type: 'directory' }]))).toEqual({
      status: 400,
      message: 'The archive holds no files: send the data set folder in it',
    });
    expect(
      await refusal(
        await tarOf([
          { name: 'racks.json', body: '[]' },
          { name: 'racks.json', body: '[1]' },
        ]),
      ),
    ).toEqual({ status: 400, message: 'The archive holds "racks.json" twice, or as a file and a folder' });
  });
});
