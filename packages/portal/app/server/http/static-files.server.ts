import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

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
  '.txt': 'text/plain; charset=utf-8',
};

interface StaticFile {
  path: string;
  size: number;
  headers: Record<string, string | number>;
}

/** Every file under `root` by its URL path (`/assets/app-1a2b.js`). */
function listFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const pathname = `/${relative(root, path).split(sep).join('/')}`;
    const { size } = statSync(path);
    files.set(pathname, {
      path,
      size,
      headers: {
        'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        'Content-Length': size,
        'Cache-Control': pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      },
    });
  }
  return files;
}

/**
 * Serves the files of the client build (GET/HEAD only). The build does not change while the server runs,
 * so its files are listed once: a request that names none (every page and /api call) costs a map lookup,
 * not a `stat`. Fingerprinted files under /assets/ are cached for a year; others for an hour. The returned
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
    response.writeHead(200, file.headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file.path).pipe(response);
    return true;
  };
}
