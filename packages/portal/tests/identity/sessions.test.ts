// The signed-in devices: each session remembers the browser and the address it was started from; its user
// lists and ends their own sessions at /settings/sessions, a provider admin ends all of a user's from /users.
// An ended session's cookie and every bearer token issued for it are refused on the next request.
import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as sessionsPage from '../../app/routes/account/sessions.js';
import * as users from '../../app/routes/admin/users.js';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as fetchUserName from '../../app/routes/api/fetch-user-name.js';
import * as home from '../../app/routes/system/home.js';
import {
  cookieFrom,
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Listed {
  key: string;
  device: string;
  address: string | null;
  current: boolean;
}

describe.each(DIALECTS)('signed-in devices on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const db = () => portal().database.handle.db;

  const signInOn = async (email: string, userAgent: string, address: string) => {
    const response = await runRoute(
      login.action as RouteFn,
      testRequest('/login', {
        form: { username: email, password: TEST_PASSWORD },
        headers: { 'User-Agent': userAgent },
      }),
      address,
    );
    expect(response.status).toBe(302);
    return cookieFrom(response);
  };
  const listed = async (cookie: string) => {
    const response = await runRoute(
      sessionsPage.loader as RouteFn,
      testRequest('/settings/sessions', { cookie }),
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { sessions: Listed[] }).sessions.map(
      ({ device, address, current }) => ({
        device,
        address,
        current,
      }),
    );
  };
  const keys = async (cookie: string) => {
    const response = await runRoute(
      sessionsPage.loader as RouteFn,
      testRequest('/settings/sessions', { cookie }),
    );
    return ((await response.json()) as { sessions: Listed[] }).sessions;
  };
  const post = (cookie: string, form: Record<string, string>) =>
    runRoute(
      sessionsPage.action as RouteFn,
      testRequest('/settings/sessions', { cookie, form }),
      '192.0.2.9',
    );
  const homePage = (cookie: string) => runRoute(home.loader as RouteFn, testRequest('/home', { cookie }));
  const apiToken = async (email: string) => {
    const response = await runRoute(
      apiSignIn.action as RouteFn,
      testRequest('/api/auth/sign-in', {
        json: { email, password: TEST_PASSWORD },
        headers: { 'User-Agent': 'curl/8.5.0' },
      }),
      '198.51.100.20',
    );
    return ((await response.json()) as { token: string }).token;
  };
  const whoAmI = (token: string) =>
    runRoute(
      fetchUserName.action as RouteFn,
      testRequest('/api/fetchUserName', { json: {}, headers: { Authorization: `Bearer ${token}` } }),
    );
  const audited = async (action: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', '=', action)
        .orderBy('at')
        .execute()
    ).map((row) => JSON.parse(row.details ?? '{}') as Record<string, unknown>);

  it('should record the browser and the address of each sign-in, and list the user’s own sessions only', async () => {
    const laptop = await signInOn(PERSONAS.customerA, FIREFOX_WINDOWS, '203.0.113.7');
    const phone = await signInOn(PERSONAS.customerA, SAFARI_IPHONE, '198.51.100.4');
    await signInOn(PERSONAS.customerB, FIREFOX_WINDOWS, '192.0.2.200');
    const stored = await db()
      .selectFrom('sessions')
      .select(['user_agent', 'address'])
      .orderBy('address')
      .execute();
    expect(stored).toEqual([
      { user_agent: FIREFOX_WINDOWS, address: '192.0.2.200' },
      { user_agent: SAFARI_IPHONE, address: '198.51.100.4' },
      { user_agent: FIREFOX_WINDOWS, address: '203.0.113.7' },
    ]);
    expect((await listed(laptop)).sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { device: 'Firefox on Windows', address: '203.0.113.7', current: true },
      { device: 'Safari on iPhone', address: '198.51.100.4', current: false },
    ]);
    expect((await listed(phone)).filter((session) => session.current)).toEqual([
      { device: 'Safari on iPhone', address: '198.51.100.4', current: true },
    ]);
  });

  it('should end one of the user’s own sessions: its cookie and its bearer token are refused next', async () => {
    const laptop = await signInOn(PERSONAS.customerA, FIREFOX_WINDOWS, '203.0.113.7');
    const token = await apiToken(PERSONAS.customerA);
    expect((await whoAmI(token)).status).toBe(200);
    const phone = await signInOn(PERSONAS.customerA, SAFARI_IPHONE, '198.51.100.4');
    const sessions = await keys(laptop);
    const ofPhone = sessions.find((session) => session.device === 'Safari on iPhone');
    const ofCurl = sessions.find((session) => session.device === 'curl');
    if (!ofPhone || !ofCurl) throw new Error('the phone and the API sessions are not listed');

    const ended = await post(laptop, { intent: 'end', session: ofPhone.key });
    expect(await ended.json()).toEqual({ ok: true, message: 'Signed out Safari on iPhone' });
    const next = await homePage(phone);
    expect(next.status).toBe(302);
    expect(next.headers.get('Location')).toBe('/login');

    expect(await (await post(laptop, { intent: 'end', session: ofCurl.key })).json()).toEqual({
      ok: true,
      message: 'Signed out curl',
    });
    const refused = await whoAmI(token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'FAIL' });

    expect((await homePage(laptop)).status).toBe(200);
    expect(await audited('session.ended')).toEqual([
      { device: 'Safari on iPhone', sessionAddress: '198.51.100.4', address: '192.0.2.9' },
      { device: 'curl', sessionAddress: '198.51.100.20', address: '192.0.2.9' },
    ]);
  });

  it("should refuse another user's session key, an ended one and nonsense alike, and leave it running", async () => {
    const carl = await signInOn(PERSONAS.customerA, FIREFOX_WINDOWS, '203.0.113.7');
    const pia = await signInOn(PERSONAS.customerB, SAFARI_IPHONE, '198.51.100.4');
    const [piaSession] = await keys(pia);
    if (!piaSession) throw new Error('Pia has no session');
    const refused = await post(carl, { intent: 'end', session: piaSession.key });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({
      ok: false,
      message: 'That session is not one of yours, or it has ended already',
    });
    expect((await homePage(pia)).status).toBe(200);
    expect((await post(carl, { intent: 'end', session: 'ba7816bf8f01cfea414140de5dae2223' })).status).toBe(
      404,
    );
    expect(await (await post(carl, { intent: 'end' })).json()).toEqual({
      ok: false,
      message: 'Choose the session to end',
    });
    expect(await (await post(carl, { intent: 'wipe' })).json()).toEqual({
      ok: false,
      message: "intent must be 'end' or 'end-others'",
    });
    expect(await audited('session.ended')).toEqual([]);
  });

  it('should sign out all other devices and keep this one; repeating it ends none', async () => {
    const laptop = await signInOn(PERSONAS.customerA, FIREFOX_WINDOWS, '203.0.113.7');
    const phone = await signInOn(PERSONAS.customerA, SAFARI_IPHONE, '198.51.100.4');
    const token = await apiToken(PERSONAS.customerA);
    const pia = await signIn(PERSONAS.customerB);
    expect(await (await post(laptop, { intent: 'end-others' })).json()).toEqual({
      ok: true,
      message: 'Signed out 2 other devices',
    });
    expect(await (await post(laptop, { intent: 'end-others' })).json()).toEqual({
      ok: true,
      message: 'Signed out 0 other devices',
    });
    expect((await homePage(phone)).headers.get('Location')).toBe('/login');
    expect((await whoAmI(token)).status).toBe(401);
    expect((await homePage(laptop)).status).toBe(200);
    expect((await homePage(pia)).status).toBe(200);
    expect(await audited('session.others-ended')).toEqual([
      { sessionsEnded: 2, address: '192.0.2.9' },
      { sessionsEnded: 0, address: '192.0.2.9' },
    ]);
  });

  it('should sign out when the session ended is the one in use', async () => {
    const laptop = await signInOn(PERSONAS.customerA, FIREFOX_WINDOWS, '203.0.113.7');
    const [own] = await keys(laptop);
    const out = await post(laptop, { intent: 'end', session: own?.key ?? '' });
    expect(out.status).toBe(302);
    expect(out.headers.get('Location')).toBe('/login');
    expect(out.headers.get('Set-Cookie')).toContain('Max-Age=0');
    expect((await homePage(laptop)).headers.get('Location')).toBe('/login');
  });

  it('should let a provider admin end every session of a user from /users, audited, and no one else', async () => {
    const admin = await signIn(PERSONAS.admin);
    const carlLaptop = await signInOn(PERSONAS.customerA, FIREFOX_WINDOWS, '203.0.113.7');
    const carlToken = await apiToken(PERSONAS.customerA);
    const pia = await signIn(PERSONAS.customerB);
    const carl = await db()
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', PERSONAS.customerA)
      .executeTakeFirstOrThrow();
    const endAll = (cookie: string, userid: string) =>
      runRoute(
        users.action as RouteFn,
        testRequest('/users', { cookie, form: { intent: 'end-sessions', userid } }),
      );

    for (const cookie of [pia, carlLaptop])
      expect([302, 403]).toContain((await endAll(cookie, carl.id)).status);
    expect((await homePage(carlLaptop)).status).toBe(200);

    expect(await (await endAll(admin, carl.id)).json()).toEqual({
      ok: true,
      message: 'Customer@RigReady.test: 2 sessions ended',
    });
    expect((await homePage(carlLaptop)).headers.get('Location')).toBe('/login');
    expect((await whoAmI(carlToken)).status).toBe(401);
    expect((await homePage(pia)).status).toBe(200);
    expect((await homePage(admin)).status).toBe(200);
    expect(await (await endAll(admin, carl.id)).json()).toEqual({
      ok: true,
      message: 'Customer@RigReady.test: 0 sessions ended',
    });
    const unknown = await endAll(admin, 'no-such-user');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      ok: false,
      message: 'No such user: choose the user again from the list',
    });
    const rows = await db()
      .selectFrom('audit_log')
      .select(['Customer', 'details'])
      .where('action', '=', 'admin.user.sessions-ended')
      .orderBy('at')
      .execute();
    expect(rows).toEqual([
      { Customer: 'Northwind Drilling', details: '{"email":"Customer@RigReady.test","sessionsEnded":2}' },
      { Customer: 'Northwind Drilling', details: '{"email":"Customer@RigReady.test","sessionsEnded":0}' },
    ]);
  });
});
