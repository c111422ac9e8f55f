import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../helpers/portal-harness.js';
import { bearerToken } from './support/portal-client.js';
import type { PortalProcess } from './support/portal-process.js';
import { PORTAL_TIMEOUT_MS, useBuiltPortal } from './support/use-built-portal.js';

/** One request on a connection of its own, so the primary hands each to the next server process. */
function fresh(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${path}`,
      { agent: false, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const serverPids = (portal: PortalProcess) =>
  (/(\d+) server processes ([\d, ]+), pid/.exec(portal.output())?.[2] ?? '').split(', ').map(Number);

describe('two server processes behind one port', { timeout: PORTAL_TIMEOUT_MS }, () => {
  const { portal } = useBuiltPortal({ env: { PORTAL_WORKERS: '2' } });

  it('should accept on every process a bearer token that one of them signed', async () => {
    expect(serverPids(portal())).toHaveLength(2);
    const token = await bearerToken(portal().baseUrl, PERSONAS.customerA);
    const headers = { Authorization: `Bearer ${token}` };
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => fresh(portal().baseUrl, '/api/getAllRacks', { headers })),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('should count sign-in failures of one account across both processes', async () => {
    // Five failed sign-ins of one account are free; the next attempt waits 1 s (docs/security.md).
    const freeFailures = 5;
    const attempt = () =>
      fresh(portal().baseUrl, '/api/auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: portal().baseUrl },
        body: JSON.stringify({ email: PERSONAS.guestA, password: 'not the password' }),
      });
    const failures: number[] = [];
    for (let index = 0; index < freeFailures; index++) failures.push(await attempt());
    expect(failures).toEqual(Array.from({ length: freeFailures }, () => 401));
    // After the free failures the next attempt waits 1 s: of four at once, at most one (if that second
    // has passed on a slow machine) reaches the password check, whichever process takes it.
    const next = await Promise.all([attempt(), attempt(), attempt(), attempt()]);
    expect(next.filter((status) => status === 401).length).toBeLessThanOrEqual(1);
    expect(next.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('should replace a server process that dies and keep serving', async () => {
    const [victim] = serverPids(portal());
    process.kill(victim as number, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (
      !portal().output().includes(`server process ${victim} exited with signal SIGKILL: starting another`)
    ) {
      if (Date.now() > deadline) throw new Error(`no replacement logged:\n${portal().output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const statuses = await Promise.all(Array.from({ length: 6 }, () => fresh(portal().baseUrl, '/healthz')));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(portal().child.exitCode).toBeNull();
  });
});
