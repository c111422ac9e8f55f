import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as logout from '../../app/routes/account/logout.js';
import * as admin from '../../app/routes/admin/overview.js';
import * as home from '../../app/routes/system/home.js';
import {
  cookieFrom,
  ORIGIN,
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { runBehindRootMiddleware } from '../helpers/root-middleware.js';

describe('given the sign-in page on SQLite', () => {
  const portal = useTestPortal('sqlite');
  const post = (form: Record<string, string>, extra: { cookie?: string; address?: string } = {}) =>
    runRoute(login.action, testRequest('/login', { form, cookie: extra.cookie ?? null }), extra.address);

  it('should start a database session behind an httpOnly SameSite=Lax cookie and send a customer home', async () => {
    const response = await post({ username: 'Customer@RigReady.test', password: TEST_PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
    // What the browser kept of whoever used it before (caches, IndexedDB, the service worker) goes.
    expect(response.headers.get('Clear-Site-Data')).toBe('"cache"');
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(
      /^rigready_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    const token = cookieFrom(response).split('=')[1] ?? '';
    const rows = await portal().database.handle.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    // Stored as the SHA-256 hex digest of the cookie's token, worked out here with node:crypto.
    expect(rows[0]?.id_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows.some((row) => row.id_hash === token)).toBe(false);
  });

  it('should send an admin to /admin and a guest to the first route of their list', async () => {
    expect((await post({ username: PERSONAS.admin, password: TEST_PASSWORD })).headers.get('Location')).toBe(
      '/admin',
    );
    expect((await post({ username: PERSONAS.guestA, password: TEST_PASSWORD })).headers.get('Location')).toBe(
      '/dp',
    );
  });

  it('should answer a wrong password and an unknown e-mail alike, without the password', async () => {
    const wrong = await post({ username: PERSONAS.customerA, password: 'not-it' });
    const unknown = await post({ username: 'nobody@nowhere.test', password: 'not-it' });
    const noPassword = await post({ username: PERSONAS.customerA, password: '' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(noPassword.status).toBe(400);
    const bodies = await Promise.all([wrong.json(), unknown.json()]);
    expect(bodies[0]).toEqual({
      intent: 'sign-in',
      message: 'Oops.. Wrong e-mail or password',
      username: PERSONAS.customerA,
    });
    expect(bodies[1]).toEqual({ ...bodies[0], username: 'nobody@nowhere.test' });
    expect(JSON.stringify(bodies)).not.toContain('not-it');
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
    expect(wrong.headers.get('Clear-Site-Data')).toBeNull();
  });

  it('should give a new session id at every sign-in and end the one the browser held', async () => {
    const first = await signIn(PERSONAS.customerA);
    const second = cookieFrom(
      await post({ username: PERSONAS.customerA, password: TEST_PASSWORD }, { cookie: first }),
    );
    expect(second).not.toBe(first);
    expect((await runRoute(home.loader, testRequest('/home', { cookie: first }))).status).toBe(302);
    expect((await runRoute(home.loader, testRequest('/home', { cookie: second }))).status).toBe(200);
  });

  it('should show the customer name on /home and send a signed-in user from /login to /home', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const page = await runRoute(home.loader, testRequest('/home', { cookie }));
    expect(await page.json()).toMatchObject({
      heading: 'Northwind Drilling',
      email: 'Customer@RigReady.test',
    });
    const again = await runRoute(login.loader, testRequest('/login', { cookie }));
    expect(again.status).toBe(302);
    expect(again.headers.get('Location')).toBe('/home');
  });

  it('should send a signed-out visitor of /home, /admin and /audit to /login', async () => {
    for (const [fn, path] of [
      [home.loader, '/home'],
      [admin.loader, '/admin'],
    ] as const) {
      const response = await runRoute(fn, testRequest(path));
      expect(response.headers.get('Location'), path).toBe('/login');
    }
  });

  it('should roll the idle expiry on each navigation and end the session after idling or at the absolute limit', async () => {
    const { clock, runtime } = portal();
    const cookie = await signIn(PERSONAS.customerA);
    const idle = runtime.identity.sessionIdleMs;
    for (let step = 0; step < 3; step += 1) {
      clock.advance(idle - 1000);
      expect((await runRoute(home.loader, testRequest('/home', { cookie }))).status, `step ${step}`).toBe(
        200,
      );
    }
    clock.advance(idle);
    expect((await runRoute(home.loader, testRequest('/home', { cookie }))).headers.get('Location')).toBe(
      '/login',
    );
    const fresh = await signIn(PERSONAS.customerA);
    const start = clock.now.getTime();
    while (clock.now.getTime() - start < runtime.identity.sessionAbsoluteMs - idle) {
      clock.advance(idle - 1000);
      await runRoute(home.loader, testRequest('/home', { cookie: fresh }));
    }
    clock.advance(idle);
    expect((await runRoute(home.loader, testRequest('/home', { cookie: fresh }))).status).toBe(302);
  });

  it("should revoke the session on log-out, clear the cookie and the browser's caches and storage, and write the audit log", async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await runRoute(logout.action, testRequest('/logout', { method: 'POST', cookie }));
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.get('Set-Cookie')).toContain('Max-Age=0');
    expect(response.headers.get('Clear-Site-Data')).toBe('"cache", "storage"');
    expect((await runRoute(home.loader, testRequest('/home', { cookie }))).headers.get('Location')).toBe(
      '/login',
    );
    const actions = await portal()
      .database.handle.db.selectFrom('audit_log')
      .select('action')
      .orderBy('at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['sign-in', 'sign-out']);
  });

  it('should refuse a cross-site sign-in post and a log-out by GET', async () => {
    const crossSite = await runBehindRootMiddleware(
      login.action,
      testRequest('/login', {
        form: { username: PERSONAS.customerA, password: TEST_PASSWORD },
        headers: { Origin: 'https://evil.test' },
      }),
    );
    expect(crossSite.status).toBe(403);
    const fetchSite = await runBehindRootMiddleware(
      login.action,
      testRequest('/login', {
        form: { username: PERSONAS.customerA, password: TEST_PASSWORD },
        headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' },
      }),
    );
    expect(fetchSite.status).toBe(403);
    const cookie = await signIn(PERSONAS.customerA);
    await runRoute(logout.loader, testRequest('/logout', { cookie }));
    expect((await runRoute(home.loader, testRequest('/home', { cookie }))).status).toBe(200);
  });

  it('should make the password wait 2^(n-5) s after n >= 5 failures of an account, with 429 and Retry-After', async () => {
    const { clock } = portal();
    const attempt = (password: string, index: number) =>
      post({ username: PERSONAS.customerA, password }, { address: `198.51.100.${index}` });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await attempt('wrong', index)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const held = await attempt(TEST_PASSWORD, 6);
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBe('1');
    expect(await held.json()).toMatchObject({ message: 'Oops.. Too many attempts. Please try again later' });
    clock.advance(1000);
    expect((await attempt('wrong', 7)).status).toBe(401);
    const second = await attempt(TEST_PASSWORD, 8);
    expect([second.status, second.headers.get('Retry-After')]).toEqual([429, '2']);
    clock.advance(2000);
    expect((await attempt('wrong', 9)).status).toBe(401);
    clock.advance(4000);
    expect((await attempt(TEST_PASSWORD, 10)).status).toBe(302);
    // The right password forgot the account's failures: five free ones again.
    for (let index = 11; index < 16; index += 1) expect((await attempt('wrong', index)).status).toBe(401);
  });

  it('should cap the wait at 15 minutes and forget the failures a day after the last one', async () => {
    const { clock } = portal();
    let address = 0;
    const attempt = (password: string) => {
      address += 1;
      return post({ username: PERSONAS.customerA, password }, { address: `198.51.100.${address}` });
    };
    for (let index = 0; index < 20; index += 1) {
      if (index > 0) clock.advance(15 * 60_000);
      expect((await attempt('wrong')).status, `failure ${index + 1}`).toBe(401);
    }
    // After 20 failures the wait would be 2^15 s; it is 15 minutes.
    clock.advance(15 * 60_000 - 1000);
    const capped = await attempt(TEST_PASSWORD);
    expect([capped.status, capped.headers.get('Retry-After')]).toEqual([429, '1']);
    clock.advance(24 * 60 * 60_000);
    for (let index = 0; index < 5; index += 1) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(429);
  });

  it('should make an address wait after 20 failures, whichever accounts it tries', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await post(
        { username: `user${attempt}@nowhere.test`, password: 'x' },
        { address: '192.0.2.1' },
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    const audit = await portal()
      .database.handle.db.selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'sign-in.failed')
      .execute();
    expect(audit).toHaveLength(20);
  });
});
