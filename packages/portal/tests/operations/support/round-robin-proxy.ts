import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer in a few lines: each request goes to the next target in turn. */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts an HTTP proxy on 127.0.0.1 that sends each request to the next of `targets` (base URLs, read at each
 * request, so they may be added once the portals know the proxy's URL) and appends the client's address to
 * X-Forwarded-For, as a load balancer does.
 *
 * @example
 * const targets: string[] = [];
 * const proxy = await startRoundRobinProxy(targets);
 * targets.push(a.baseUrl, b.baseUrl);
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', targets[next++ % targets.length]);
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean);
    const upstream = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwarded.join(', ') } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
