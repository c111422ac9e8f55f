import { chmod, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../helpers/portal-harness.js';
import { bearerToken, sessionCookie } from './support/portal-client.js';
import type { PortalProcess } from './support/portal-process.js';
import { PORTAL_TIMEOUT_MS, useBuiltPortal } from './support/use-built-portal.js';

/** Longer than the SQLite file guard reuses a healthy verdict (250 ms). */
const GUARD_SETTLE_MS = 400;

const settle = () => new Promise((resolve) => setTimeout(resolve, GUARD_SETTLE_MS));

interface Credentials {
  token: string;
  cookie: string;
}

async function signIn(portal: PortalProcess): Promise<Credentials> {
  return {
    token: await bearerToken(portal.baseUrl, PERSONAS.customerA),
    cookie: await sessionCookie(portal.baseUrl, PERSONAS.customerA),
  };
}

function get(portal: PortalProcess, path: string, credentials: Partial<Credentials> = {}) {
  const headers: Record<string, string> = {};
  if (credentials.token) headers.Authorization = `Bearer ${credentials.token}`;
  if (credentials.cookie) headers.Cookie = credentials.cookie;
  return fetch(`${portal.baseUrl}${path}`, { headers, redirect: 'manual' });
}

/** Every probe the fault must turn into a 503 (and recovery back into a 200). */
async function probe(portal: PortalProcess, credentials: Credentials) {
  const ready = await get(portal, '/readyz');
  const api = await get(portal, '/api/getAllRacks', credentials);
  const page = await get(portal, '/home', { cookie: credentials.cookie });
  return {
    ready: { status: ready.status, body: await ready.json() },
    api: { status: api.status, id: api.headers.get('X-Request-Id'), body: await api.text() },
    page: { status: page.status, id: page.headers.get('X-Request-Id'), body: await page.text() },
    health: (await get(portal, '/healthz')).status,
  };
}

async function expectUnavailable(portal: PortalProcess, credentials: Credentials) {
  const answers = await probe(portal, credentials);
  expect(answers.ready).toEqual({ status: 503, body: { status: 'unavailable', reason: expect.any(String) } });
  expect(answers.api.status).toBe(503);
  expect(JSON.parse(answers.api.body)).toEqual({
    message: 'The service is temporarily unavailable',
    requestId: answers.api.id,
  });
  expect(answers.page.status).toBe(503);
  expect(answers.page.body).toContain('<h1>The service is temporarily unavailable</h1>');
  expect(answers.page.body).toContain(`<code>${answers.page.id}</code>`);
  expect(answers.health).toBe(200);
  expect(portal.child.exitCode).toBeNull();
  for (const id of [answers.api.id, answers.page.id]) {
    expect(portal.output()).toContain(`answered 503: database unavailable (request ${id})`);
  }
}

async function expectServing(portal: PortalProcess, credentials: Credentials) {
  const answers = await probe(portal, credentials);
  expect(answers.ready).toEqual({ status: 200, body: { status: 'ready' } });
  expect(answers.api.status).toBe(200);
  expect(JSON.parse(answers.api.body)).toEqual(expect.any(Array));
  expect(answers.page.status).toBe(200);
  expect(answers.health).toBe(200);
}

describe('SQLite file faults while the portal runs', { timeout: PORTAL_TIMEOUT_MS }, () => {
  const { portal, database } = useBuiltPortal();
  let credentials: Credentials;
  const file = () => join(database().dataDir, 'test.sqlite');

  beforeAll(async () => {
    credentials = await signIn(portal());
  }, PORTAL_TIMEOUT_MS);

  it('answers 503 while the file and its -wal/-shm are read-only, and serves again once writable', async () => {
    await expectServing(portal(), credentials);
    const files = [file(), `${file()}-wal`, `${file()}-shm`];
    for (const path of files) await chmod(path, 0o444);
    await settle();
    await expectUnavailable(portal(), credentials);
    for (const path of files) await chmod(path, 0o644);
    await settle();
    await expectServing(portal(), credentials);
  });

  it('answers 503 while the file is moved away, and serves again once it is back', async () => {
    await rename(file(), `${file()}.away`);
    await settle();
    await expectUnavailable(portal(), credentials);
    await rename(`${file()}.away`, file());
    await settle();
    await expectServing(portal(), credentials);
  });
});

describe('PostgreSQL unreachable while the portal runs', { timeout: PORTAL_TIMEOUT_MS }, () => {
  const { portal, proxy } = useBuiltPortal({ dialect: 'postgres' });
  let credentials: Credentials;

  beforeAll(async () => {
    credentials = await signIn(portal());
  }, PORTAL_TIMEOUT_MS);

  it('answers 503 while the connection to the server is cut, and serves again without a restart', async () => {
    await expectServing(portal(), credentials);
    proxy().cut();
    await expectUnavailable(portal(), credentials);
    await expectUnavailable(portal(), credentials);
    proxy().restore();
    await expectServing(portal(), credentials);
  });
});
