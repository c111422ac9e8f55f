import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The text formats of the client build, and WebAssembly (the label scanner's QR decoder: 947 KB, 321 KB as
 * brotli); images and fonts are compressed already.
 */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.wasm',
  '.webmanifest',
]);

/** Below this a file fits in one packet anyway, and the encoded copy can be larger than the file. */
const MIN_BYTES = 1024;

/** The encodings a file may have a precompressed copy in, by the suffix of that copy. */
export const ENCODED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of `root` worth
 * compressing, so the server answers `Accept-Encoding` without compressing on each request. A copy that
 * would not be smaller is not written. Answers the number of files compressed.
 *
 * @example
 * await precompressFolder('build/client'); // 42
 */
export async function precompressFolder(root: string): Promise<number> {
  let compressed = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE_EXTENSIONS.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < bytes.length) await writeFile(`${path}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
    compressed += 1;
  }
  return compressed;
}
