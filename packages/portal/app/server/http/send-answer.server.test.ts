import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAnswer } from './send-answer.server.js';

/** POSTs `bytes` in 64 KB chunks over `agent`, resolving with the answer however the connection ends. */
function post(url: string, agent: Agent, bytes: number) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { 'Content-Length': bytes } },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection, body }),
        );
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    for (let sent = 0; sent < bytes; sent += chunk.length) outgoing.write(chunk.subarray(0, bytes - sent));
    outgoing.end();
  });
}

describe('sendAnswer', () => {
  // Answers /read after reading the body, anything else without reading it, as the HTTP server does a
  // refused one.
  const server = createServer((req, res) => {
    const answer = () => void sendAnswer(req, res, new Response('refused', { status: 413 }));
    if (req.url !== '/read') return answer();
    req.resume();
    req.on('end', answer);
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('should get the answer to a client still sending, and close that connection instead of reusing it', async () => {
    const agent = new Agent({ keepAlive: true });
    for (let round = 0; round < 3; round++) {
      expect(await post(url, agent, 8 * 1024 * 1024)).toEqual({
        status: 413,
        connection: 'close',
        body: 'refused',
      });
    }
    agent.destroy();
  });

  it('should keep a connection whose body had arrived whole', async () => {
    const agent = new Agent({ keepAlive: true });
    const answer = await new Promise<string | undefined>((resolve) => {
      request(`${url}read`, { method: 'POST', agent }, (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.headers.connection));
      }).end('x=1');
    });
    expect(answer).toBe('keep-alive');
    agent.destroy();
  });
});
