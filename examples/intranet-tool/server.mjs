#!/usr/bin/env node
// Serves the built tool (dist/) and forwards /api/* to the portal, so the browser sees one origin and the
// portal needs no CORS (see docs/decisions/ on embedding). No dependencies: Node's http and fetch.
//
//   PORTAL_URL=http://localhost:3000 PORT=5180 node server.mjs
//
// The hop behaves like any server-side API client of the portal: it forwards only what the API reads
// (method, path, query, body, content type and the bearer token) and never a cookie, so the portal's
// same-origin checks for its own cookie-authenticated pages are not involved.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
const portal = new URL(process.env.PORTAL_URL ?? 'http://localhost:3000');
const port = Number(process.env.PORT ?? 5180);
const host = process.env.HOST ?? '127.0.0.1';

const FORWARDED_REQUEST_HEADERS = ['accept', 'authorization', 'content-type', 'user', 'username'];
const FORWARDED_RESPONSE_HEADERS = ['cache-control', 'content-disposition', 'content-type', 'retry-after'];
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

async function proxy(request, response) {
  const target = new URL(request.url, portal);
  const headers = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    if (request.headers[name]) headers[name] = request.headers[name];
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? Readable.toWeb(request) : undefined,
    duplex: 'half',
    redirect: 'manual',
  });
  const out = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) out[name] = value;
  }
  response.writeHead(answer.status, out);
  if (answer.body) Readable.fromWeb(answer.body).pipe(response);
  else response.end();
}

async function serveFile(request, response) {
  const path = decodeURIComponent(new URL(request.url, 'http://tool').pathname);
  const file = normalize(join(DIST, path));
  const inside = file.startsWith(DIST) || `${file}${sep}` === DIST;
  const found = inside && (await stat(file).catch(() => null));
  // Every path that is not a built file is the app itself (it has one screen).
  const served = found?.isFile() ? file : join(DIST, 'index.html');
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(served)] ?? 'application/octet-stream',
    'cache-control': served.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  createReadStream(served).pipe(response);
}

const server = createServer((request, response) => {
  const handle = request.url?.startsWith('/api/') ? proxy : serveFile;
  handle(request, response).catch((error) => {
    console.error(`[intranet-tool] ${request.method} ${request.url}: ${error.message}`);
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'The portal could not be reached' }));
  });
});

server.listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`[intranet-tool] http://${host}:${actual} (API: ${portal.origin})`);
});
