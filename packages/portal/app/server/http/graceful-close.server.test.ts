import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close.server.js';

async function listening(hold: ServerResponse[]) {
  const server = createServer((_request, response) => hold.push(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number): Promise<string> {
  return new Promise((resolve) => {
    request({ port, host: '127.0.0.1', path: '/' }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk) => {
        body += chunk;
      });
      incoming.on('end', () => resolve(body));
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
      .end();
  });
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('closeGracefully', () => {
  it('refuses new connections at once but answers the request in flight, then resolves drained', async () => {
    const held: ServerResponse[] = [];
    const { server, port } = await listening(held);
    const inFlight = get(port);
    await until(() => held.length === 1);
    const logs: string[] = [];
    const closed = closeGracefully(server, {
      idleGraceMs: 10,
      deadlineMs: 5000,
      log: (line) => logs.push(line),
    });
    expect(await get(port)).toBe('ECONNREFUSED');
    held[0]?.end('finished');
    expect(await inFlight).toBe('finished');
    expect(await closed).toBe('drained');
    expect(logs).toEqual([]);
  });

  it('cuts a request still open at the deadline, says so in the log and resolves forced', async () => {
    const held: ServerResponse[] = [];
    const { server, port } = await listening(held);
    const stuck = get(port);
    await until(() => held.length === 1);
    const logs: string[] = [];
    expect(
      await closeGracefully(server, { idleGraceMs: 10, deadlineMs: 100, log: (line) => logs.push(line) }),
    ).toBe('forced');
    expect(await stuck).toBe('ECONNRESET');
    expect(logs).toEqual(['[rigready] shutdown deadline of 100 ms reached: cutting open connections']);
  });
});
