import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { hashPassword } from '../../app/server/auth/password.server.js';
import { parseEnv } from '../../app/server/config/env.server.js';
import { parseIdentityConfig } from '../../app/server/config/identity-config.server.js';
import type { DialectName } from '../../app/server/db/database.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { createMailer } from '../../app/server/mail/mailer.server.js';
import { type PortalRuntime, setPortalRuntime } from '../../app/server/runtime/portal-runtime.server.js';
import { createRequestContext } from '../../app/server/security/request-context.server.js';
import { createTestDatabase, FIXTURES, type TestDatabase } from './test-database.js';

/** The origin test requests are sent to (and come from, for the same-origin check). */
export const ORIGIN = 'http://portal.test';

/** The password every persona of the harness signs in with. */
export const TEST_PASSWORD = 'rigready-demo';

/** The accounts of the two-customers fixture; Pia (Polar) gets a password from the harness. */
export const PERSONAS = {
  admin: 'admin@rigready.test',
  customerA: 'customer@rigready.test',
  guestA: 'guest@rigready.test',
  customerB: 'pia@polar.test',
} as const;

/** A test portal: its database, a clock the test can move, and the log lines written. */
export interface TestPortal {
  database: TestDatabase;
  runtime: PortalRuntime;
  clock: { now: Date; advance(ms: number): void };
  logs: string[];
}

/**
 * Gives each test a portal runtime over a fresh database with the two-customers fixture (or `fixture`; SQLite
 * or PostgreSQL), an outbox in its data folder, a movable clock and Pia of Polar Energy with a password.
 * The portal's origin is {@link ORIGIN} unless `identityEnv` sets PORTAL_ORIGIN.
 *
 * @example
 * const portal = useTestPortal('sqlite');
 * it('...', async () => { const cookie = await signIn(PERSONAS.customerA); });
 */
export function useTestPortal(
  dialect: DialectName,
  identityEnv: Record<string, string> = {},
  fixture: string = FIXTURES.twoCustomers,
): () => TestPortal {
  let current: TestPortal | undefined;
  beforeEach(async () => {
    const database = await createTestDatabase(dialect);
    const report = await importFolder(database.handle, database.store, fixture);
    if (!report.ok) throw new Error(`the fixture ${fixture} did not import`);
    await database.handle.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(TEST_PASSWORD) })
      .where('email_key', '=', PERSONAS.customerB)
      .execute();
    const logs: string[] = [];
    const clock = {
      now: new Date(),
      advance(ms: number) {
        clock.now = new Date(clock.now.getTime() + ms);
      },
    };
    const env = parseEnv(
      { PORTAL_DATA_DIR: database.dataDir, NODE_ENV: 'test', PORTAL_ORIGIN: ORIGIN, ...identityEnv },
      database.dataDir,
    );
    const runtime: PortalRuntime = {
      env,
      identity: parseIdentityConfig(identityEnv, 'test'),
      handle: database.handle,
      mailer: createMailer({
        smtpUrl: null,
        from: 'rigready <no-reply@rigready.test>',
        outboxDir: join(database.dataDir, 'outbox'),
        log: (line) => logs.push(line),
      }),
      tokenKey: randomBytes(32),
      now: () => clock.now,
      log: (line, details) => logs.push(details === undefined ? line : `${line} ${String(details)}`),
    };
    setPortalRuntime(runtime);
    current = { database, runtime, clock, logs };
  });
  afterEach(async () => {
    setPortalRuntime(undefined);
    await current?.database.destroy();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('useTestPortal: the portal exists only inside a test');
    return current;
  };
}

/** A request as a browser on the portal's own pages would send it. */
export interface TestRequest {
  method?: string;
  cookie?: string | null;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  address?: string;
}

/**
 * Builds a Request for `path` on {@link ORIGIN}; POSTs carry a same-origin Origin header unless the test
 * sets its own.
 *
 * @example
 * const request = testRequest('/login', { method: 'POST', form: { username, password } });
 */
export function testRequest(path: string, options: TestRequest = {}): Request {
  const method = options.method ?? (options.form || options.json !== undefined ? 'POST' : 'GET');
  const headers = new Headers(options.headers);
  if (method !== 'GET' && !headers.has('Origin')) headers.set('Origin', ORIGIN);
  if (options.cookie) headers.set('Cookie', options.cookie);
  let body: BodyInit | undefined;
  if (options.form) body = new URLSearchParams(options.form);
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('Content-Type', 'application/json');
  }
  return new Request(`${ORIGIN}${path}`, { method, headers, ...(body ? { body } : {}) });
}

type RouteFunction = (args: {
  request: Request;
  url: URL;
  pattern: string;
  params: Record<string, string>;
  context: ReturnType<typeof createRequestContext>;
}) => unknown;

interface DataWithInit {
  type: 'DataWithResponseInit';
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === 'object' && value !== null && (value as DataWithInit).type === 'DataWithResponseInit'
  );
}

function asResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isDataWithInit(value)) return Response.json(value.data, value.init ?? {});
  return Response.json(value ?? null);
}

// A loader's deferred values (promises at the top of its answer) go out once settled, as React Router
// streams them: what a test reads is the whole answer, and no query is left running when its database closes.
async function settled(value: unknown): Promise<unknown> {
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  return Object.fromEntries(
    await Promise.all(Object.entries(value).map(async ([key, entry]) => [key, await entry])),
  );
}

/**
 * Runs a route module's loader or action as React Router would, and answers what would go out as a
 * Response (thrown redirects and errors included; plain data as JSON, its deferred values settled).
 * `params` are the route's path parameters, as React Router would have matched them from the path.
 *
 * @example
 * const response = await runRoute(home.loader, testRequest('/home', { cookie }));
 * await runRoute(inspectionView.loader, testRequest('/inspection-view/S112', { cookie }), undefined, { orderno: 'S112' });
 */
export async function runRoute(
  fn: RouteFunction,
  request: Request,
  address = '203.0.113.7',
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    const url = new URL(request.url);
    return asResponse(
      await settled(
        await fn({ request, url, pattern: url.pathname, params, context: createRequestContext(address) }),
      ),
    );
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return asResponse(thrown);
    throw thrown;
  }
}

/**
 * The `name=value` part of a Set-Cookie answer, to send back as a Cookie header.
 *
 * @example
 * const cookie = cookieFrom(response); // 'rigready_session=...'
 */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('Set-Cookie');
  if (!setCookie) throw new Error(`no Set-Cookie in the answer (HTTP ${response.status})`);
  return setCookie.split(';')[0] ?? '';
}

/**
 * Signs in through the /login action and answers the session cookie.
 *
 * @example
 * const cookie = await signIn(PERSONAS.customerA);
 */
export async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const { action } = await import('../../app/routes/account/login.js');
  const response = await runRoute(action, testRequest('/login', { form: { username: email, password } }));
  if (response.status !== 302) throw new Error(`sign-in of ${email} failed with HTTP ${response.status}`);
  return cookieFrom(response);
}

/**
 * The e-mails in the outbox, oldest first, as raw .eml text (waits briefly for background sends).
 *
 * @example
 * const [mail] = await outbox(portal().database.dataDir, 1);
 */
export async function outbox(dataDir: string, atLeast = 0, timeoutMs = 3000): Promise<string[]> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort();
    if (names.length >= atLeast || Date.now() > deadline) {
      return Promise.all(names.map((name) => readFile(join(folder, name), 'utf8')));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The reset link of a reset e-mail (quoted-printable soft breaks undone).
 *
 * @example
 * const token = resetTokenFrom(mail);
 */
export function resetTokenFrom(mail: string): string {
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in the e-mail:\n${mail}`);
  return match[1];
}
