import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../helpers/portal-harness.js';
import type { TestDatabase } from '../helpers/test-database.js';
import { fixtureDatabase, portalEnv } from '../reliability/support/fixture-database.js';
import { freePort, type PortalProcess, startPortalProcess } from '../reliability/support/portal-process.js';

const METRICS_TOKEN = 'scrape-token-0123456789';
const SECRET_BEARER = 'Bearer not-a-real-token-a8f3c1d9e7';
const SECRET_COOKIE = 'rigready_session=cookie-value-5e2b7d04c6';
const WRONG_PASSWORD = 'wrong-password-9b1f4e6a';

/** One request on a connection of its own, so the primary hands each to the next server process. */
function fresh(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; requestId: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent: false, method: options.method ?? 'GET', headers: options.headers },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            requestId: incoming.headers['x-request-id'] as string,
            body,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The JSON lines of the portal's output (start-up lines, access lines, errors). */
const logLines = (portal: PortalProcess) =>
  portal
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The value of the sample `name{labels}` in Prometheus text, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((candidate) => {
    if (!candidate.startsWith(`${name}{`) && !candidate.startsWith(`${name} `)) return false;
    return Object.entries(labels).every(([label, value]) => candidate.includes(`${label}="${value}"`));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('logs and metrics of two server processes', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let portal: PortalProcess;
  let metricsPort: number;

  beforeAll(async () => {
    database = await fixtureDatabase('sqlite');
    metricsPort = await freePort();
    portal = await startPortalProcess({
      ...portalEnv(database),
      PORTAL_WORKERS: '2',
      PORTAL_METRICS_TOKEN: METRICS_TOKEN,
      PORTAL_METRICS_PORT: String(metricsPort),
    });
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await database?.destroy();
  });

  it('should write one JSON access line per request under the id the caller sent', async () => {
    const sent = await fresh(`${portal.baseUrl}/readyz`, { headers: { 'X-Request-Id': 'lb-obs-1' } });
    const traced = await fresh(`${portal.baseUrl}/readyz`, {
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect([sent.requestId, traced.requestId]).toEqual(['lb-obs-1', '4bf92f3577b34da6a3ce929d0e0e4736']);
    const sentLines = () =>
      logLines(portal).filter(
        (line) => line.requestId === 'lb-obs-1' || line.requestId === '4bf92f3577b34da6a3ce929d0e0e4736',
      );
    await expect.poll(() => sentLines().length).toBe(2);
    const access = sentLines();
    const readyzLine = {
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/readyz',
      status: 200,
      userId: null,
    };
    expect(access.map(({ time, pid, durationMs, ...line }) => line)).toEqual([
      { ...readyzLine, requestId: 'lb-obs-1' },
      { ...readyzLine, requestId: '4bf92f3577b34da6a3ce929d0e0e4736' },
    ]);
    expect(typeof access[0]?.durationMs).toBe('number');
  });

  it('should name the signed-in user and the route pattern, never the token, cookie or password sent', async () => {
    const refused = await fresh(`${portal.baseUrl}/api/getAllRacks?username=someone`, {
      headers: { Authorization: SECRET_BEARER, Cookie: SECRET_COOKIE, 'X-Request-Id': 'lb-obs-secret' },
    });
    expect(refused.status).toBe(401);
    const signIn = await fresh(`${portal.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: portal.baseUrl, 'X-Request-Id': 'lb-obs-wrong' },
      body: JSON.stringify({ email: PERSONAS.customerA, password: WRONG_PASSWORD }),
    });
    expect(signIn.status).toBe(401);
    const good = await fresh(`${portal.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: portal.baseUrl },
      body: JSON.stringify({ email: PERSONAS.customerA, password: 'rigready-demo' }),
    });
    const { token } = JSON.parse(good.body) as { token: string };
    await fresh(`${portal.baseUrl}/insptest/ABC-1`, { headers: { Authorization: `Bearer ${token}` } });
    await fresh(`${portal.baseUrl}/api/getAllRacks`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': 'lb-obs-user' },
    });
    await expect.poll(() => logLines(portal).some((line) => line.requestId === 'lb-obs-user')).toBe(true);
    const byId = (id: string) => logLines(portal).find((line) => line.requestId === id);
    expect(byId('lb-obs-secret')).toMatchObject({ route: '/api/*', status: 401, userId: null });
    expect(byId('lb-obs-user')).toMatchObject({ route: '/api/*', status: 200, userId: expect.any(String) });
    expect(logLines(portal).some((line) => line.route === '/insptest/:equipment?')).toBe(true);
    for (const secret of [
      'not-a-real-token-a8f3c1d9e7',
      'cookie-value-5e2b7d04c6',
      WRONG_PASSWORD,
      token,
      'ABC-1',
      'someone',
    ]) {
      expect(portal.output()).not.toContain(secret);
    }
  });

  it('should keep /metrics behind its token on the portal port, open on its own port', async () => {
    expect((await fresh(`${portal.baseUrl}/metrics`)).status).toBe(401);
    expect(
      (
        await fresh(`${portal.baseUrl}/metrics`, {
          headers: { Authorization: 'Bearer wrong-token-0123456789' },
        })
      ).status,
    ).toBe(401);
    const own = await fresh(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(own.body).toContain('# TYPE rigready_http_request_duration_seconds histogram');
  });

  it('should count the requests of both server processes together', async () => {
    const before = await fresh(`${portal.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(before.status).toBe(200);
    const readyzBefore = sample(before.body, 'rigready_http_request_duration_seconds_count', {
      route: '/readyz',
      status: '200',
    });
    // The first test sent two.
    expect(readyzBefore).toBe(2);
    const pids = new Set<unknown>();
    for (let index = 0; index < 6; index++) {
      const answer = await fresh(`${portal.baseUrl}/readyz`, {
        headers: { 'X-Request-Id': `lb-obs-count-${index}` },
      });
      expect(answer.status).toBe(200);
    }
    await expect.poll(() => logLines(portal).some((line) => line.requestId === 'lb-obs-count-5')).toBe(true);
    for (const line of logLines(portal))
      if (String(line.requestId).startsWith('lb-obs-count-')) pids.add(line.pid);
    expect(pids.size).toBe(2);
    const after = await fresh(`${portal.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(
      sample(after.body, 'rigready_http_request_duration_seconds_count', { route: '/readyz', status: '200' }),
    ).toBe(8);
    expect(sample(after.body, 'rigready_sign_in_failures_total', {})).toBe(1);
    expect(
      sample(after.body, 'rigready_response_cache_lookups_total', { call: 'getAllRacks', outcome: 'miss' }),
    ).toBe(1);
    expect(after.body).toMatch(/rigready_db_query_duration_seconds_count\{[^}]*dialect="sqlite"[^}]*\} \d+/);
    expect(sample(after.body, 'rigready_import_runs', { outcome: 'succeeded' })).toBe(0);
  });
});
