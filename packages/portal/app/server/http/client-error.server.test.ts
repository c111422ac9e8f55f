import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from './client-error.server.js';

/** Sends `raw` bytes on a connection of their own and resolves with all the server wrote back. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('answerClientError', () => {
  const server = createServer((_req, res) => res.end('ok'));
  server.on('clientError', (error, socket) => answerClientError(error, socket, true));
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('should answer a method the parser does not know with 405, Allow and the security headers', async () => {
    const answer = await exchange(port, 'BREW / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain('allow: GET, HEAD, POST\r\n');
    expect(answer).toContain('x-content-type-options: nosniff\r\n');
    expect(answer).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'\r\n");
    expect(answer).toMatch(/\r\n\r\nThe request method is not one this server knows: use GET, HEAD or POST$/);
  });

  it('should answer a malformed request with 400 in its own words', async () => {
    const answer = await exchange(port, 'GET / HTTP/1.1\r\nHost x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('x-frame-options: DENY\r\n');
    expect(answer).toMatch(/\r\n\r\nThe request is not valid HTTP$/);
  });
});
