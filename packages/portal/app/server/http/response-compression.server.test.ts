import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sendFetchResponse } from './fetch-bridge.server.js';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Rig Ready 12</p>'.repeat(200)}</body></html>`;

interface Answer {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: Server | undefined;

async function answering(make: () => Response): Promise<Server> {
  server = createServer((req, res) => void sendFetchResponse(req, res, make()));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return server;
}

function get(on: Server, headers: Record<string, string>): Promise<Answer> {
  const { port } = on.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/inventory', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const html = () =>
  new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie' } });

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('pages and data answers compressed on the way out', () => {
  it('should send a page in brotli to a browser that takes br, varying by Accept-Encoding as well', async () => {
    const answer = await get(await answering(html), { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it('should send gzip to a client that takes only gzip, and the plain page to one that takes nothing', async () => {
    const gzip = await get(await answering(html), { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await get(server as Server, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('should send a streamed page as it renders: the shell decoded before the data streamed after it exists', async () => {
    let release = () => {};
    const streamed = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(Buffer.from('<html><body><main>Rig Ready 12</main>'));
            release = () => {
              controller.enqueue(Buffer.from('<script>Booked 7</script></body></html>'));
              controller.close();
            };
          },
        }),
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    const { port } = (await answering(streamed)).address() as AddressInfo;
    const decoded = await new Promise<string>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: '/inventory', headers: { 'Accept-Encoding': 'br' } },
        (incoming) => {
          let page = '';
          incoming
            .pipe(createBrotliDecompress())
            .on('data', (chunk: Buffer) => {
              page += chunk.toString();
              if (page === '<html><body><main>Rig Ready 12</main>') release();
            })
            .on('end', () => resolve(page))
            .on('error', reject);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(decoded).toBe('<html><body><main>Rig Ready 12</main><script>Booked 7</script></body></html>');
  });

  it('should leave documents that are compressed already (a PDF, a zip) as they are', async () => {
    const pdf = () =>
      new Response(PAGE, { headers: { 'Content-Type': 'application/pdf', 'Content-Length': '3841' } });
    const answer = await get(await answering(pdf), { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe('3841');
    expect(answer.body.toString()).toBe(PAGE);
  });
});
