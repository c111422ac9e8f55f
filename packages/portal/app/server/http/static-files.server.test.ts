import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.server.js';
import { staticFileServer } from './static-files.server.js';

const PUBLIC_FOLDER = new URL('../../../public/', import.meta.url).pathname;

// A script large enough to be worth compressing, of known bytes.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(server: Server, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function serve(root: string): Promise<Server> {
  const serveStatic = staticFileServer(root);
  const server = createServer((req, res) => {
    if (!serveStatic(req, res)) res.writeHead(404).end('not a static file');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('static files precompressed at build and served by Accept-Encoding', () => {
  let root: string;
  let server: Server;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'rigready-static-'));
    await writeFile(join(root, 'app-1a2b.js'), SCRIPT);
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'assets', 'app-1a2b.js'), SCRIPT);
    await writeFile(join(root, 'assets', 'tiny-3c4d.js'), 'export {};\n');
    await writeFile(join(root, 'assets', 'logo-5e6f.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await precompressFolder(root);
    server = await serve(root);
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('should answer a script asked for with br in brotli that decompresses to the same bytes', async () => {
    const answer = await get(server, '/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('should answer gzip to a browser that takes gzip but not br, or refuses br with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get(server, '/assets/app-1a2b.js', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(gunzipSync(answer.body).toString(), accept).toBe(SCRIPT);
    }
  });

  it('should answer the plain file, still varying by Accept-Encoding, to a client that takes no encoding', async () => {
    const answer = await get(server, '/assets/app-1a2b.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('should cache files outside /assets/ for an hour, and leave files not worth compressing as they are', async () => {
    const outside = await get(server, '/app-1a2b.js', { 'Accept-Encoding': 'br' });
    expect(outside.headers['cache-control']).toBe('public, max-age=3600');
    expect(outside.headers['content-encoding']).toBe('br');
    const tiny = await get(server, '/assets/tiny-3c4d.js', { 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    const image = await get(server, '/assets/logo-5e6f.png', { 'Accept-Encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('should not serve the compressed copies under their own names', async () => {
    const answer = await get(server, '/assets/app-1a2b.js.br');
    expect(answer.status).toBe(404);
  });
});

describe('the installable app: its manifest, icons and service worker', () => {
  let root: string;
  let server: Server;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'rigready-static-'));
    await writeFile(join(root, 'sw.js'), SCRIPT);
    await precompressFolder(root);
    server = await serve(root);
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('should answer the service worker revalidated on every use, so a new build is found on the next start', async () => {
    const answer = await get(server, '/sw.js', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('should answer the committed manifest as application/manifest+json, revalidated, and an icon as a PNG', async () => {
    const publicServer = await serve(PUBLIC_FOLDER);
    try {
      const manifest = await get(publicServer, '/manifest.webmanifest');
      expect(manifest.status).toBe(200);
      expect(manifest.headers['content-type']).toBe('application/manifest+json');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(manifest.body.toString())).toMatchObject({
        name: 'rigready',
        start_url: '/scan',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b4f8a',
      });
      const icon = await get(publicServer, '/icons/icon-maskable-512.png');
      expect(icon.status).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      publicServer.closeAllConnections();
      await new Promise((resolve) => publicServer.close(resolve));
    }
  });
});

describe('robots.txt', () => {
  it('should be a plain-text file that keeps crawlers to the sign-in page and the public serial lookup', async () => {
    const server = await serve(PUBLIC_FOLDER);
    try {
      const answer = await get(server, '/robots.txt');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body.toString()).toBe('User-agent: *\nAllow: /login\nAllow: /keystone\nDisallow: /\n');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
