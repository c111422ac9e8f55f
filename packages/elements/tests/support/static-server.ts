import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';

/** A folder served over HTTP on a free port of 127.0.0.1. */
export interface StaticServer {
  /** The server's origin, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css; charset=utf-8',
};

// The API hop of a tool's same-origin proxy (docs/decisions/006): method, path, query, body, and the headers
// the API reads, never a cookie.
const FORWARDED = ['accept', 'authorization', 'content-type', 'user', 'username'];

async function forward(portal: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = Object.fromEntries(
    FORWARDED.flatMap((name) => (request.headers[name] ? [[name, request.headers[name] as string]] : [])),
  );
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(new URL(request.url ?? '/', portal), {
    method: request.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  response.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * Serves the files of `folder` as they are, as any static web server would: no bundler, no dev server,
 * no transform; a path outside the folder or a missing file is a 404. With `apiTo`, `/api/*` goes to that
 * portal, as a tool's same-origin proxy does.
 *
 * @example
 * const server = await serveFolder('packages/elements');
 * await page.goto(`${server.url}/examples/plain.html`);
 */
export async function serveFolder(folder: string, apiTo?: string): Promise<StaticServer> {
  const root = normalize(folder.endsWith(sep) ? folder : `${folder}${sep}`);
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname);
    requests.push(path);
    if (apiTo && path.startsWith('/api/')) {
      forward(apiTo, request, response).catch(() => response.writeHead(502).end());
      return;
    }
    const file = normalize(join(root, path));
    stat(file)
      .then(
        (found) => {
          if (!file.startsWith(root) || !found.isFile()) throw new Error('not a file');
          response.writeHead(200, {
            'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          });
          createReadStream(file).pipe(response);
        },
        () => {
          response.writeHead(404, { 'content-type': 'text/plain' }).end(`No file ${path}`);
        },
      )
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
