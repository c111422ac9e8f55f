import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { requestUrl, sendFetchResponse } from './fetch-bridge.server.js';

const CHUNK = 64 * 1024;

/** A body of `chunks` chunks of 64 KB; `cancelled` resolves with the reason if the reader gives up. */
function slowBody(chunks: number) {
  let sent = 0;
  let cancel: (reason: unknown) => void = () => {};
  const cancelled = new Promise<unknown>((resolve) => (cancel = resolve));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) controller.close();
      else controller.enqueue(new Uint8Array(CHUNK).fill(sent++ % 256));
    },
    cancel: (reason) => cancel(reason),
  });
  return { body, cancelled };
}

async function serve(answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('requestUrl', () => {
  it('should take the host from the Host header only, even for an absolute-form target', () => {
    const request = (url: string) => ({ url, headers: { host: 'portal.test:3000' } }) as IncomingMessage;
    expect(requestUrl(request('/inventory?item=A')).href).toBe('http://portal.test:3000/inventory?item=A');
    expect(requestUrl(request('http://evil.example/login?x=1')).href).toBe(
      'http://portal.test:3000/login?x=1',
    );
    expect(requestUrl(request('//evil.example/login')).href).toBe('http://portal.test:3000/login');
  });
});

describe('sendFetchResponse', () => {
  it('should send the status, every Set-Cookie and a large body whole', async () => {
    const { server, url } = await serve((req, res) => {
      const headers = new Headers({ 'Content-Type': 'application/octet-stream' });
      headers.append('Set-Cookie', 'a=1');
      headers.append('Set-Cookie', 'b=2');
      return sendFetchResponse(req, res, new Response(slowBody(80).body, { status: 201, headers }));
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(bytes.byteLength).toBe(80 * CHUNK);
    expect(bytes[79 * CHUNK]).toBe(79);
    server.close();
  });

  it('should cancel the body and reject when the client goes away mid-answer', async () => {
    const { body, cancelled } = slowBody(100_000);
    let outcome: Promise<void> = Promise.resolve();
    const { server, url } = await serve((req, res) => {
      outcome = sendFetchResponse(req, res, new Response(body));
      return outcome.catch(() => {});
    });
    await new Promise<void>((resolve) => {
      const request = get(url, (incoming) => {
        incoming.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => {});
    });
    expect(await cancelled).toBeInstanceOf(Error);
    await expect(outcome).rejects.toThrow();
    server.close();
  });
});
