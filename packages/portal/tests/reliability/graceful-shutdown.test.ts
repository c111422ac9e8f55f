import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PERSONAS, TEST_PASSWORD } from '../helpers/portal-harness.js';
import { bearerToken } from './support/portal-client.js';
import { PORTAL_TIMEOUT_MS, useBuiltPortal } from './support/use-built-portal.js';

const WORKERS = 6;
const PATHS = ['/healthz', '/readyz', '/login', '/api/getAllRacks', '/api/getInventory'];

/** One request of the stream: when it started (performance.now()) and how it ended. */
interface Outcome {
  path: string;
  started: number;
  status?: number;
  connection?: string;
  error?: string;
}

interface SendOptions {
  agent: Agent;
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  /** Writes the body (or nothing) once the request is open; resolves when it has ended the request. */
  write?: (write: (chunk: string) => void) => Promise<void>;
}

function send(baseUrl: string, options: SendOptions): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(
      `${baseUrl}${options.path}`,
      { agent: options.agent, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', (error) => resolve({ path: options.path, started, error: error.message }));
        incoming.on('end', () =>
          resolve({
            path: options.path,
            started,
            status: incoming.statusCode ?? 0,
            connection: String(incoming.headers.connection ?? ''),
            ...(options.write ? { error: Buffer.concat(chunks).toString() } : {}),
          }),
        );
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ path: options.path, started, error: error.code ?? error.message }),
    );
    if (options.write) options.write((chunk) => outgoing.write(chunk)).then(() => outgoing.end());
    else outgoing.end();
  });
}

describe('graceful shutdown on SIGTERM', { timeout: PORTAL_TIMEOUT_MS }, () => {
  const { portal } = useBuiltPortal();

  it('finishes every in-flight request, a slow upload included, closes the database and exits 0 within 10 s', async () => {
    const token = await bearerToken(portal().baseUrl, PERSONAS.customerA);
    const auth = { Authorization: `Bearer ${token}` };
    let exited = false;
    void portal().exited.then(() => {
      exited = true;
    });
    const outcomes: Outcome[] = [];
    const worker = async (index: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let turn = index; !exited; turn++) {
        const outcome = await send(portal().baseUrl, {
          agent,
          path: PATHS[turn % PATHS.length] ?? '/',
          headers: auth,
        });
        outcomes.push(outcome);
        if (outcome.error) break;
      }
      agent.destroy();
    };
    const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // The slow one: a sign-in whose body trickles in on a connection the server already accepted.
    const slowAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(portal().baseUrl, { agent: slowAgent, path: '/healthz' })).status).toBe(200);
    const body = JSON.stringify({ email: PERSONAS.customerA, password: TEST_PASSWORD });
    let killedAt = 0;
    const slow = send(portal().baseUrl, {
      agent: slowAgent,
      method: 'POST',
      path: '/api/auth/sign-in',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': body.length,
        Origin: portal().baseUrl,
      },
      async write(write) {
        write(body.slice(0, 10));
        await new Promise((resolve) => setTimeout(resolve, 300));
        killedAt = performance.now();
        process.kill(portal().serverPid, 'SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        write(body.slice(10));
      },
    });

    const exit = await portal().exited;
    await Promise.all(workers);
    const slowOutcome = await slow;
    slowAgent.destroy();

    expect(exit.code).toBe(0);
    expect(exit.at - killedAt).toBeLessThan(10_000);
    expect(slowOutcome.status).toBe(200);
    expect(slowOutcome.error).toContain('"token"');
    const before = outcomes.filter((outcome) => outcome.started < killedAt);
    const after = outcomes.filter((outcome) => outcome.started >= killedAt);
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((outcome) => outcome.error !== undefined || outcome.status !== 200)).toEqual([]);
    // After the signal: answered on a connection the server had accepted (once it drains, with
    // Connection: close), or refused as a new connection.
    for (const outcome of after) {
      if (outcome.error) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(outcome.error);
      else expect(outcome.status).toBe(200);
    }
    expect(after.some((outcome) => outcome.connection === 'close')).toBe(true);
    // Two handles: the pages' and the notification job's (server.ts runs the job beside the build).
    expect(portal().output()).toMatch(
      /SIGTERM: draining[\s\S]*stopped in \d+ ms \(drained; 2 database handle\(s\) closed\)/,
    );
  });
});
