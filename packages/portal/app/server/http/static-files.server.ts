import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { preferredEncoding } from './accept-encoding.server.js';
import { COMPRESSIBLE_EXTENSIONS, ENCODED_COPIES } from './precompress.server.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  // WebAssembly compiles while it downloads only when it is served as such.
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

// The service worker and the manifest keep their names from build to build: the browser asks the server each
// time (`no-cache` revalidates; the worker is registered with `updateViaCache: 'none'` too), so a new build's
// worker is found on the next start of the app.
const REVALIDATED_PATHS = new Set(['/sw.js', '/manifest.webmanifest']);

/** How long a browser may keep a file of the client build without asking again. */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (REVALIDATED_PATHS.has(pathname)) return 'no-cache';
  return 'public, max-age=3600';
}

type Encoding = (typeof ENCODED_COPIES)[number]['encoding'];

interface Variant {
  path: string;
  headers: Record<string, string | number>;
}

interface StaticFile {
  identity: Variant;
  /** The precompressed copies there are, in the order they are preferred. */
  encoded: { encoding: Encoding; variant: Variant }[];
}

/** Every file under `root` by its URL path (`/assets/app-1a2b.js`), with its precompressed copies. */
function listFiles(root: string): Map<string, StaticFile> {
  const paths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) paths.add(join(entry.parentPath, entry.name));
  }
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    if (
      ENCODED_COPIES.some(({ suffix }) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)))
    )
      continue;
    const pathname = `/${relative(root, path).split(sep).join('/')}`;
    const compressible = COMPRESSIBLE_EXTENSIONS.has(extname(path));
    const common = {
      'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(pathname),
      // Caches keep the plain and the encoded answers apart, even for a client that took the plain one.
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    const variant = (file: string, encoding?: Encoding): Variant => ({
      path: file,
      headers: {
        ...common,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': statSync(file).size,
      },
    });
    files.set(pathname, {
      identity: variant(path),
      encoded: ENCODED_COPIES.filter(({ suffix }) => paths.has(`${path}${suffix}`)).map(
        ({ encoding, suffix }) => ({ encoding, variant: variant(`${path}${suffix}`, encoding) }),
      ),
    });
  }
  return files;
}

function chooseVariant(file: StaticFile, acceptEncoding: string | undefined): Variant {
  const encoding = preferredEncoding(
    acceptEncoding,
    file.encoded.map((copy) => copy.encoding),
  );
  return file.encoded.find((copy) => copy.encoding === encoding)?.variant ?? file.identity;
}

/**
 * Serves the files of the client build (GET/HEAD only). The build does not change while the server runs,
 * so its files are listed once: a request that names none (every page and /api call) costs a map lookup,
 * not a `stat`. Fingerprinted files under /assets/ are cached for a year, /sw.js and /manifest.webmanifest
 * are revalidated on every use, others are cached for an hour. A text file
 * with precompressed copies (see precompressFolder) is answered in brotli or gzip when `Accept-Encoding`
 * takes it, with `Vary: Accept-Encoding`; the copies are not served under their own names. The returned
 * function answers whether it served the request.
 *
 * @example
 * const serveStatic = staticFileServer(join(buildDir, 'client'));
 * if (!serveStatic(request, response)) listener(request, response);
 */
export function staticFileServer(
  root: string,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const files = listFiles(root);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return false;
    }
    const file = files.get(pathname);
    if (!file) return false;
    const variant = chooseVariant(file, request.headers['accept-encoding']);
    response.writeHead(200, variant.headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(variant.path).pipe(response);
    return true;
  };
}
