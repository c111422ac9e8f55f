import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as callback from '../../app/routes/account/oidc-callback.js';
import * as connections from '../../app/routes/admin/connections.js';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as home from '../../app/routes/system/home.js';
import {
  type FakeOidcProvider,
  type ProviderUser,
  startFakeOidcProvider,
} from '../helpers/fake-oidc-provider.js';
import {
  ORIGIN,
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';

const REDIRECT_URI = `${ORIGIN}/auth/oidc/callback`;
const NORTHWIND = { clientId: 'portal-at-northwind', clientSecret: 'northwind-secret-7Q2x' };
const POLAR = { clientId: 'portal-at-polar', clientSecret: 'polar-secret-9Zk4' };

const verified = (email: string, name?: string): ProviderUser =>
  ({ sub: `sub-${email}`, email, email_verified: true, ...(name ? { name } : {}) }) as ProviderUser;

describe('given company sign-in for Northwind Drilling and Polar Energy through their own providers', () => {
  const portal = useTestPortal('sqlite');
  let northwind: FakeOidcProvider;
  let polar: FakeOidcProvider;
  let admin: string;

  beforeAll(async () => {
    northwind = await startFakeOidcProvider({ ...NORTHWIND, redirectUri: REDIRECT_URI });
    polar = await startFakeOidcProvider({ ...POLAR, redirectUri: REDIRECT_URI });
  });
  afterAll(async () => {
    await northwind.close();
    await polar.close();
  });

  const saveConnection = (cookie: string, form: Record<string, string>) =>
    runRoute(connections.action, testRequest('/connections', { cookie, form }));

  const connectionForm = (provider: FakeOidcProvider, client: typeof NORTHWIND) => ({
    intent: 'create',
    issuer: provider.issuer,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    allowHttp: 'true',
    createUsers: 'false',
    required: 'false',
    newUserRoutes: '[]',
  });

  beforeEach(async () => {
    admin = await signIn(PERSONAS.admin);
    // Northwind's connection: its own domain and the demo's, never required, creates no users.
    const first = await saveConnection(admin, {
      ...connectionForm(northwind, NORTHWIND),
      customer: 'Northwind Drilling',
      domains: 'northwind.test, rigready.test',
    });
    expect(await first.json()).toEqual({ ok: true, message: 'Company sign-in of Northwind Drilling added' });
    // Polar's: required, creates users with two routes.
    const second = await saveConnection(admin, {
      ...connectionForm(polar, POLAR),
      customer: 'Polar Energy',
      domains: 'polar.test',
      createUsers: 'true',
      required: 'true',
      newUserRoutes: '["dp","NCR"]',
    });
    expect(second.status).toBe(200);
    const { db } = portal().database.handle;
    await db
      .insertInto('users')
      .values(
        [
          ['u-ola', 'ola@northwind.test', 'Northwind Drilling'],
          ['u-spy', 'spy@northwind.test', 'Polar Energy'],
        ].map(([id, email, customer]) => ({
          id: id as string,
          email: email as string,
          email_key: email as string,
          name: null,
          phone: null,
          Customer: customer as string,
          is_admin: 0,
          routes_list: '[]',
          assets: '["Rig A"]',
          excluded_assets: '[]',
          flags: '{}',
          password_hash: null,
          created_at: '2026-11-01T00:00:00.000Z',
        })),
      )
      .execute();
  });

  const companyPost = (email: string) =>
    runRoute(login.action, testRequest('/login', { form: { intent: 'company', email } }));

  /** The whole round trip: the company form, the provider (signing in `user`), the callback. */
  async function roundTrip(formEmail: string, provider: FakeOidcProvider, user: ProviderUser) {
    const started = await companyPost(formEmail);
    expect(started.status).toBe(302);
    const pending = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(pending).toMatch(/^rigready_oidc=/);
    provider.user = user;
    const atProvider = await fetch(started.headers.get('Location') ?? '', { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('Location') ?? '');
    return runRoute(callback.loader, testRequest(`${back.pathname}${back.search}`, { cookie: pending }));
  }

  const sessionOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('rigready_session=')) ?? null;

  const auditRows = async (action: string) =>
    (
      await portal()
        .database.handle.db.selectFrom('audit_log')
        .select(['action', 'Customer', 'actor_user_id', 'details'])
        .where('action', '=', action)
        .orderBy('at')
        .execute()
    ).map((row) => ({ ...row, details: JSON.parse(row.details ?? '{}') }));

  // The admin's password sign-in of the set-up is not one of them.
  const companySignIns = async () =>
    (await auditRows('sign-in')).filter((row) => row.details.method === 'oidc');

  it("should send each address to its own company's provider, and tell an address without one so", async () => {
    const page = await runRoute(login.loader, testRequest('/login'));
    expect(await page.json()).toMatchObject({ companySignIn: true, passwordSignIn: true, provider: null });
    const toNorthwind = new URL((await companyPost('Ola@Northwind.test')).headers.get('Location') ?? '');
    expect(`${toNorthwind.origin}${toNorthwind.pathname}`).toBe(`${northwind.issuer}/authorize`);
    expect(toNorthwind.searchParams.get('client_id')).toBe('portal-at-northwind');
    expect(toNorthwind.searchParams.get('redirect_uri')).toBe('http://portal.test/auth/oidc/callback');
    const toPolar = new URL((await companyPost('pia@polar.test')).headers.get('Location') ?? '');
    expect(`${toPolar.origin}${toPolar.pathname}`).toBe(`${polar.issuer}/authorize`);
    expect(toPolar.searchParams.get('client_id')).toBe('portal-at-polar');
    const none = await companyPost('kim@elsewhere.test');
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      intent: 'company',
      message: 'Oops.. elsewhere.test has no company sign-in. Sign in with your e-mail and password',
    });
  });

  it("should sign in a customer's user through its connection, audited with the connection and customer", async () => {
    const response = await roundTrip('ola@northwind.test', northwind, verified('ola@northwind.test'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
    const session = sessionOf(response);
    expect(session).toMatch(/^rigready_session=[A-Za-z0-9_-]{43}$/);
    const page = await runRoute(home.loader, testRequest('/home', { cookie: session }));
    expect(await page.json()).toMatchObject({ heading: 'Northwind Drilling' });
    const [entry] = await companySignIns();
    const connectionId = entry?.details.connectionId;
    expect(connectionId).toMatch(/^K-[0-9a-f-]{36}$/);
    expect(entry).toEqual({
      action: 'sign-in',
      Customer: 'Northwind Drilling',
      actor_user_id: 'u-ola',
      details: { method: 'oidc', connectionId, address: '203.0.113.7', subject: 'sub-ola@northwind.test' },
    });
  });

  it('should refuse an unknown address when the connection creates no users, and create none', async () => {
    const response = await roundTrip('new@northwind.test', northwind, verified('new@northwind.test'));
    expect(response.headers.get('Location')).toBe('/login?error=company-no-account');
    expect(sessionOf(response)).toBeNull();
    const users = await portal()
      .database.handle.db.selectFrom('users')
      .select('id')
      .where('email_key', '=', 'new@northwind.test')
      .execute();
    expect(users).toEqual([]);
    const [entry] = await auditRows('sign-in.failed');
    expect(entry?.Customer).toBe('Northwind Drilling');
    expect(entry?.details).toMatchObject({
      email: 'new@northwind.test',
      reason: 'no account has this e-mail and the connection creates none',
    });
    const page = await runRoute(login.loader, testRequest('/login?error=company-no-account'));
    expect(await page.json()).toMatchObject({
      notice: {
        message: 'Oops.. There is no account for this address yet. Ask your administrator for one',
        tone: 'error',
      },
    });
  });

  it("should create an unknown address as a user of the connection's customer when the connection allows it", async () => {
    const response = await roundTrip('nina@polar.test', polar, verified('Nina@Polar.test', 'Nina Berg'));
    // A user with a route list lands on its first route.
    expect(response.headers.get('Location')).toBe('/dp');
    const user = await portal()
      .database.handle.db.selectFrom('users')
      .select([
        'id',
        'email',
        'name',
        'Customer',
        'is_admin',
        'routes_list',
        'assets',
        'excluded_assets',
        'password_hash',
      ])
      .where('email_key', '=', 'nina@polar.test')
      .executeTakeFirstOrThrow();
    expect({ ...user, id: undefined }).toEqual({
      id: undefined,
      email: 'nina@polar.test',
      name: 'Nina Berg',
      Customer: 'Polar Energy',
      is_admin: 0,
      routes_list: '["dp","NCR"]',
      assets: '["Rig P"]',
      excluded_assets: '[]',
      password_hash: null,
    });
    const [created] = await auditRows('sign-in.user-created');
    expect(created).toMatchObject({
      Customer: 'Polar Energy',
      actor_user_id: user.id,
      details: { email: 'nina@polar.test', routes: ['dp', 'NCR'] },
    });
    const [signedIn] = await companySignIns();
    expect(signedIn?.actor_user_id).toBe(user.id);
    // The second sign-in finds the account: nothing more is created.
    await roundTrip('nina@polar.test', polar, verified('nina@polar.test'));
    expect(await auditRows('sign-in.user-created')).toHaveLength(1);
  });

  it("should refuse an address outside the connection's domains", async () => {
    const response = await roundTrip('ola@northwind.test', northwind, verified('pia@polar.test'));
    expect(response.headers.get('Location')).toBe('/login?error=company-domain');
    expect(sessionOf(response)).toBeNull();
    const page = await runRoute(login.loader, testRequest('/login?error=company-domain'));
    expect(await page.json()).toMatchObject({
      notice: {
        message:
          "Oops.. That address is outside your company sign-in's domains. Sign in with your company address",
      },
    });
  });

  it("should never sign in another customer's user or a provider admin through a customer's connection", async () => {
    for (const email of ['spy@northwind.test', PERSONAS.admin]) {
      const response = await roundTrip('ola@northwind.test', northwind, verified(email));
      expect(response.headers.get('Location'), email).toBe('/login?error=company-customer');
      expect(sessionOf(response), email).toBeNull();
    }
    expect((await auditRows('sign-in.failed')).map((row) => row.details.reason)).toEqual([
      "the account belongs to Polar Energy, not to the connection's customer",
      "the account belongs to the provider, not to the connection's customer",
    ]);
    expect(await companySignIns()).toEqual([]);
  });

  it('should refuse a sign-in whose connection was removed while the browser was at the provider', async () => {
    const issuedBefore = northwind.tokensIssued;
    const started = await companyPost('ola@northwind.test');
    const pending = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    northwind.user = verified('ola@northwind.test');
    const back = new URL(
      (await fetch(started.headers.get('Location') ?? '', { redirect: 'manual' })).headers.get('Location') ??
        '',
    );
    const { db } = portal().database.handle;
    await db.deleteFrom('customer_connection_domains').where('domain', '=', 'northwind.test').execute();
    await db.deleteFrom('customer_connection_domains').where('domain', '=', 'rigready.test').execute();
    await db.deleteFrom('customer_connections').where('client_id', '=', NORTHWIND.clientId).execute();
    const response = await runRoute(
      callback.loader,
      testRequest(`${back.pathname}${back.search}`, { cookie: pending }),
    );
    expect(response.headers.get('Location')).toBe('/login?error=company-failed');
    expect(sessionOf(response)).toBeNull();
    // Refused before the code is redeemed.
    expect(northwind.tokensIssued).toBe(issuedBefore);
    expect(portal().logs.at(-1)).toMatch(
      /^oidc sign-in refused \[request [0-9a-f-]{36}\]: the connection K-[0-9a-f-]{36} was removed$/,
    );
  });

  it('should refuse a disabled user', async () => {
    await portal()
      .database.handle.db.updateTable('users')
      .set({ disabled_at: '2026-11-20T00:00:00.000Z' })
      .where('id', '=', 'u-ola')
      .execute();
    const response = await roundTrip('ola@northwind.test', northwind, verified('ola@northwind.test'));
    expect(response.headers.get('Location')).toBe('/login?error=company-disabled');
    const page = await runRoute(login.loader, testRequest('/login?error=company-disabled'));
    expect(await page.json()).toMatchObject({
      notice: { message: 'Oops.. This account is disabled. Ask your administrator' },
    });
  });

  it("should route a required connection's user from the password form to the provider, and refuse link and reset", async () => {
    const password = await runRoute(
      login.action,
      testRequest('/login', { form: { username: PERSONAS.customerB, password: TEST_PASSWORD } }),
    );
    expect(password.status).toBe(302);
    const location = new URL(password.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${polar.issuer}/authorize`);
    expect(sessionOf(password)).toBeNull();
    const wrong = await runRoute(
      login.action,
      testRequest('/login', { form: { username: PERSONAS.customerB, password: 'not-the-password' } }),
    );
    expect(wrong.status).toBe(302);
    expect(await auditRows('sign-in.failed')).toEqual([]);
    const message = 'Polar Energy signs in with its company account: use "Sign in with your company account"';
    for (const intent of ['forgot', 'sign-in-link']) {
      const answer = await runRoute(
        login.action,
        testRequest('/login', { form: { intent, email: PERSONAS.customerB } }),
      );
      expect(answer.status, intent).toBe(403);
      expect(await answer.json(), intent).toMatchObject({ ok: false, message });
    }
    expect(await auditRows('password.reset-requested')).toEqual([]);
    expect(await auditRows('sign-in.link-requested')).toEqual([]);
    const api = await runRoute(
      apiSignIn.action,
      testRequest('/api/auth/sign-in', { json: { email: PERSONAS.customerB, password: TEST_PASSWORD } }),
    );
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message });
  });

  it("should keep the password form as it was for a connection that is not required (the demo's accounts)", async () => {
    expect(await signIn(PERSONAS.customerA)).toMatch(/^rigready_session=/);
    expect(await signIn(PERSONAS.admin)).toMatch(/^rigready_session=/);
  });
});

describe('the company sign-in page, for anyone but an admin', () => {
  const portal = useTestPortal('sqlite');

  it("should send a customer's user and a guest away from the page and its changes, changing nothing", async () => {
    for (const [persona, home] of [
      [PERSONAS.customerA, '/home'],
      [PERSONAS.guestA, '/dp'],
      [PERSONAS.customerB, '/home'],
    ] as const) {
      const cookie = await signIn(persona);
      const page = await runRoute(connections.loader, testRequest('/connections', { cookie }));
      expect(page.status, persona).toBe(302);
      expect(page.headers.get('Location'), persona).toBe(home);
      const posted = await runRoute(
        connections.action,
        testRequest('/connections', {
          cookie,
          form: {
            intent: 'create',
            customer: 'Polar Energy',
            issuer: 'https://idp.polar.test',
            clientId: 'x',
            clientSecret: 'y',
            domains: 'polar.test',
          },
        }),
      );
      expect(posted.status, persona).toBe(302);
      expect(posted.headers.get('Location'), persona).toBe(home);
    }
    const { db } = portal().database.handle;
    expect(await db.selectFrom('customer_connections').selectAll().execute()).toEqual([]);
    // Without any connection, /login offers no company sign-in: the page is as it was.
    const page = await runRoute(login.loader, testRequest('/login'));
    expect(await page.json()).toMatchObject({ companySignIn: false });
  });
});
