import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as callback from '../../app/routes/account/oidc-callback.js';
import * as start from '../../app/routes/account/oidc-start.js';
import * as home from '../../app/routes/system/home.js';
import { oidcRedirectUri } from '../../app/server/auth/oidc-sign-in.server.js';
import { parseEnv } from '../../app/server/config/env.server.js';
import { parseIdentityConfig } from '../../app/server/config/identity-config.server.js';
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
const CLIENT = { clientId: 'rigready-portal', clientSecret: 'fake-provider-secret' };

const verified = (email: string): ProviderUser => ({ sub: `sub-${email}`, email, email_verified: true });

/** The `name=value` of each Set-Cookie of an answer, by cookie name, with the full header beside it. */
function setCookies(response: Response): Map<string, { pair: string; header: string }> {
  const cookies = new Map<string, { pair: string; header: string }>();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    cookies.set(pair.slice(0, pair.indexOf('=')), { pair, header });
  }
  return cookies;
}

/** The browser's side of a provider sign-in, one step at a time. */
function browser(provider: () => FakeOidcProvider) {
  const steps = {
    async start(cookie: string | null = null) {
      const response = await runRoute(start.loader, testRequest('/auth/oidc/start', { cookie }));
      const pending = [...setCookies(response).values()].find((c) => c.pair.includes('oidc='));
      return { response, location: response.headers.get('Location') ?? '', pending: pending?.pair ?? '' };
    },
    /** Follows the authorization URL at the provider and answers where it sends the browser back. */
    async atProvider(location: string): Promise<URL> {
      const answer = await fetch(location, { redirect: 'manual' });
      expect(answer.status, `the provider answered ${await answer.clone().text()}`).toBe(302);
      return new URL(answer.headers.get('Location') ?? '');
    },
    async callback(back: URL, cookie: string | null, address?: string) {
      return runRoute(callback.loader, testRequest(`${back.pathname}${back.search}`, { cookie }), address);
    },
    /** The whole round trip for the provider's current user. */
    async signIn(user: ProviderUser, sessionCookie: string | null = null) {
      provider().user = user;
      const { location, pending } = await steps.start(sessionCookie);
      const back = await steps.atProvider(location);
      const cookie = [pending, sessionCookie].filter(Boolean).join('; ');
      return { response: await steps.callback(back, cookie), back, cookie };
    },
  };
  return steps;
}

describe('given an OpenID provider configured with a client secret', () => {
  const env: Record<string, string> = {};
  const portal = useTestPortal('sqlite', env);
  let provider: FakeOidcProvider;
  const steps = browser(() => provider);

  beforeAll(async () => {
    provider = await startFakeOidcProvider({ ...CLIENT, redirectUri: REDIRECT_URI });
    Object.assign(env, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_PROVIDER_NAME: 'Acme ID',
    });
  });
  afterAll(() => provider.close());

  const auditRows = () =>
    portal()
      .database.handle.db.selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'details'])
      .orderBy('at')
      .execute();
  const refusedTo = (response: Response) => {
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?error=oidc');
    expect(setCookies(response).has('rigready_session')).toBe(false);
    expect(response.headers.get('Clear-Site-Data')).toBeNull();
  };

  it("should show 'Sign in with Acme ID' beside the password form", async () => {
    const page = await runRoute(login.loader, testRequest('/login'));
    expect(await page.json()).toMatchObject({
      provider: { name: 'Acme ID', href: '/auth/oidc/start' },
      passwordSignIn: true,
      message: null,
    });
  });

  it('should send the browser to the provider with state, nonce and an S256 challenge, sealed in a short-lived httpOnly cookie', async () => {
    const { response, location } = await steps.start();
    expect(response.status).toBe(302);
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name), name).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const pending = setCookies(response).get('rigready_oidc');
    expect(pending?.header).toMatch(/^rigready_oidc=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
    expect(pending?.pair).not.toContain(url.searchParams.get('state'));
    expect(pending?.pair).not.toContain(url.searchParams.get('nonce'));
    const second = await steps.start();
    expect(new URL(second.location).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('should sign a customer in by e-mail in any letter case, with the session cookie, audit entry and redirect of a password sign-in', async () => {
    const { response } = await steps.signIn(verified('CUSTOMER@rigready.TEST'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Clear-Site-Data')).toBe('"cache"');
    const cookies = setCookies(response);
    expect(cookies.get('rigready_session')?.header).toMatch(
      /^rigready_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    expect(cookies.get('rigready_oidc')?.header).toContain('Max-Age=0');
    const session = cookies.get('rigready_session')?.pair ?? '';
    const rows = await portal().database.handle.db.selectFrom('sessions').select('id_hash').execute();
    // Stored as the SHA-256 hex digest of the cookie's token, worked out here with node:crypto.
    const token = session.split('=')[1] ?? '';
    expect(rows.map((row) => row.id_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    const page = await runRoute(home.loader, testRequest('/home', { cookie: session }));
    expect(await page.json()).toMatchObject({ heading: 'Northwind Drilling' });
    const [entry] = await auditRows();
    expect(entry?.action).toBe('sign-in');
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({
      method: 'oidc',
      address: '203.0.113.7',
      subject: 'sub-CUSTOMER@rigready.TEST',
    });
  });

  it('should send an admin to /admin and a guest to the first route of their list', async () => {
    expect((await steps.signIn(verified(PERSONAS.admin))).response.headers.get('Location')).toBe('/admin');
    expect((await steps.signIn(verified(PERSONAS.guestA))).response.headers.get('Location')).toBe('/dp');
  });

  it('should give a new session id and end the session the browser held', async () => {
    const before = await signIn(PERSONAS.customerA, TEST_PASSWORD);
    const { response } = await steps.signIn(verified(PERSONAS.customerA), before);
    const after = setCookies(response).get('rigready_session')?.pair ?? '';
    expect(after).not.toBe(before);
    expect((await runRoute(home.loader, testRequest('/home', { cookie: before }))).status).toBe(302);
    expect((await runRoute(home.loader, testRequest('/home', { cookie: after }))).status).toBe(200);
  });

  it('should refuse an e-mail with no account, create none, audit it and log the reason with the request id', async () => {
    const { response } = await steps.signIn(verified('stranger@elsewhere.test'));
    refusedTo(response);
    const users = await portal()
      .database.handle.db.selectFrom('users')
      .select('id')
      .where('email_key', '=', 'stranger@elsewhere.test')
      .execute();
    expect(users).toEqual([]);
    const [entry] = await auditRows();
    expect(entry?.action).toBe('sign-in.failed');
    expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({
      method: 'oidc',
      email: 'stranger@elsewhere.test',
      reason: 'no account has this e-mail',
    });
    expect(portal().logs.at(-1)).toMatch(
      /^oidc sign-in refused \[request [0-9a-f-]{36}\]: no account has this e-mail$/,
    );
    const page = await runRoute(login.loader, testRequest('/login?error=oidc'));
    expect(await page.json()).toMatchObject({ message: 'Oops.. Sign-in failed. Please try again' });
  });

  it('should refuse a disabled account with its own message, and start no session', async () => {
    await portal()
      .database.handle.db.updateTable('users')
      .set({ disabled_at: '2026-11-29T10:00:00.000Z' })
      .where('email_key', '=', PERSONAS.customerA)
      .execute();
    const { response } = await steps.signIn(verified(PERSONAS.customerA));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?error=disabled');
    expect(setCookies(response).has('rigready_session')).toBe(false);
    expect((await auditRows()).map((row) => row.action)).toEqual(['sign-in.disabled']);
    const page = await runRoute(login.loader, testRequest('/login?error=disabled'));
    expect(await page.json()).toMatchObject({ message: 'This account is disabled. Ask your administrator.' });
  });

  it('should refuse an e-mail the provider says is not verified, and an ID token without one', async () => {
    refusedTo((await steps.signIn({ ...verified(PERSONAS.customerA), email_verified: false })).response);
    refusedTo((await steps.signIn({ sub: 'no-mail' })).response);
    expect((await auditRows()).map((row) => JSON.parse(row.details ?? '{}').reason)).toEqual([
      'the provider says the e-mail is not verified',
      'the ID token has no e-mail',
    ]);
  });

  it('should refuse a callback whose state is not the one sealed in the cookie, without redeeming the code', async () => {
    provider.user = verified(PERSONAS.customerA);
    const issued = provider.tokensIssued;
    const { location, pending } = await steps.start();
    const back = await steps.atProvider(location);
    back.searchParams.set('state', 'forged-state-from-another-browser');
    refusedTo(await steps.callback(back, pending));
    expect(provider.tokensIssued).toBe(issued);
    expect(portal().logs.at(-1)).toContain('state mismatch');
  });

  it('should refuse a callback without the cookie, with an altered cookie, or after 10 minutes', async () => {
    provider.user = verified(PERSONAS.customerA);
    const issued = provider.tokensIssued;
    const first = await steps.start();
    const back = await steps.atProvider(first.location);
    refusedTo(await steps.callback(back, null));
    refusedTo(await steps.callback(back, `${first.pending.slice(0, -4)}AAAA`));
    portal().clock.advance(10 * 60_000);
    refusedTo(await steps.callback(back, first.pending));
    expect(provider.tokensIssued).toBe(issued);
    expect(portal().logs.filter((line) => line.includes('no pending sign-in'))).toHaveLength(3);
  });

  it('should refuse a replayed callback even with its cookie, before asking the provider again', async () => {
    const { response, back, cookie } = await steps.signIn(verified(PERSONAS.customerA));
    expect(response.headers.get('Location')).toBe('/home');
    const issued = provider.tokensIssued;
    refusedTo(await steps.callback(back, cookie));
    expect(provider.tokensIssued).toBe(issued);
    expect(portal().logs.at(-1)).toContain('replayed callback');
  });

  it('should refuse a code bound to another PKCE challenge: the provider rejects the code_verifier', async () => {
    provider.user = verified(PERSONAS.customerA);
    const { location, pending } = await steps.start();
    const injected = new URL(location);
    injected.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    refusedTo(await steps.callback(await steps.atProvider(injected.href), pending));
    expect(provider.refusals.at(-1)).toBe('invalid_grant: PKCE verification failed');
    expect(portal().logs.at(-1)).toContain('code exchange or ID token refused');
  });

  it.each([
    ['a wrong nonce', { nonce: 'replayed-nonce' }, '"nonce" claim'],
    ['another audience', { audience: 'someone-else' }, '"aud" (audience) claim'],
    ['another issuer', { issuer: 'https://evil.test' }, '"iss" (issuer) claim'],
    ['an expiry in the past', { expiresIn: -120 }, '"exp"'],
    ['a signature by a key the provider does not publish', { foreignKey: true }, 'signature'],
  ])('should refuse an ID token with %s', async (_, tampering, reason) => {
    provider.user = verified(PERSONAS.customerA);
    provider.tamperNextIdToken(tampering);
    const { response } = await steps.signIn(verified(PERSONAS.customerA));
    refusedTo(response);
    expect(await portal().database.handle.db.selectFrom('sessions').select('id_hash').execute()).toEqual([]);
    expect(portal().logs.at(-1)).toContain('code exchange or ID token refused');
    expect(portal().logs.at(-1)).toContain(reason);
  });

  it("should refuse the provider's error answer with the generic message", async () => {
    provider.denyNext('access_denied');
    refusedTo((await steps.signIn(verified(PERSONAS.customerA))).response);
    expect(portal().logs.at(-1)).toContain('provider error access_denied');
  });

  it('should rate-limit callbacks per address like sign-in, with Retry-After', async () => {
    const back = new URL(`${REDIRECT_URI}?code=x&state=y`);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      answers.push((await steps.callback(back, null, '192.0.2.9')).headers.get('Location') ?? '');
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill('/login?error=oidc'));
    const limited = await steps.callback(back, null, '192.0.2.9');
    expect(limited.headers.get('Location')).toBe('/login?error=busy');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const page = await runRoute(login.loader, testRequest('/login?error=busy'));
    expect(await page.json()).toMatchObject({ message: 'Oops.. Too many attempts. Please try again later' });
  });
});

describe('given a public client, secure cookies and the password form turned off', () => {
  const env: Record<string, string> = {};
  const portal = useTestPortal('sqlite', env);
  let provider: FakeOidcProvider;
  const steps = browser(() => provider);

  beforeAll(async () => {
    provider = await startFakeOidcProvider({
      clientId: 'public-portal',
      clientSecret: null,
      redirectUri: REDIRECT_URI,
    });
    Object.assign(env, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'public-portal',
      OIDC_PASSWORD_SIGN_IN: 'off',
      SESSION_COOKIE_SECURE: 'on',
    });
  });
  afterAll(() => provider.close());

  it('should sign in with PKCE alone behind __Host- Secure cookies', async () => {
    provider.user = verified(PERSONAS.customerA);
    const { location, pending } = await steps.start();
    expect(pending).toMatch(/^__Host-rigready_oidc=/);
    const back = await steps.atProvider(location);
    const response = await steps.callback(back, pending);
    expect(response.headers.get('Location')).toBe('/home');
    const cookies = setCookies(response);
    expect(cookies.get('__Host-rigready_session')?.header).toMatch(
      /^__Host-rigready_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect(cookies.get('__Host-rigready_oidc')?.header).toMatch(/Max-Age=0; Secure$/);
    expect(provider.refusals).toEqual([]);
    expect(portal().logs).toEqual([]);
  });

  it('should hide the password form and refuse password sign-ins', async () => {
    const page = await runRoute(login.loader, testRequest('/login'));
    expect(await page.json()).toMatchObject({ provider: { name: 'SSO' }, passwordSignIn: false });
    const post = await runRoute(
      login.action,
      testRequest('/login', { form: { username: PERSONAS.customerA, password: TEST_PASSWORD } }),
    );
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ message: 'Oops.. Wrong e-mail or password' });
  });
});

describe('given no OpenID provider', () => {
  useTestPortal('sqlite');

  it('should show no provider button, send the start to /login and refuse a callback as a company sign-in', async () => {
    const page = await runRoute(login.loader, testRequest('/login?error=oidc'));
    expect(await page.json()).toMatchObject({ provider: null, passwordSignIn: true, message: null });
    const started = await runRoute(start.loader, testRequest('/auth/oidc/start'));
    expect(started.headers.get('Location')).toBe('/login');
    expect(started.headers.get('Set-Cookie')).toBeNull();
    // The callback serves the customers' company sign-in too: without a pending sign-in it refuses.
    const back = await runRoute(callback.loader, testRequest('/auth/oidc/callback?code=x&state=y'));
    expect(back.headers.get('Location')).toBe('/login?error=company-failed');
    expect(back.headers.get('Set-Cookie')).toBe('rigready_oidc=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});

describe('given the OpenID settings', () => {
  const base = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'portal' };

  it('should take the callback URL from PORTAL_ORIGIN unless OIDC_REDIRECT_URI is set', () => {
    const origin = parseEnv({ PORTAL_ORIGIN: 'https://portal.example.com' }, '/').origin;
    const fromOrigin = parseIdentityConfig(base, 'production').oidc;
    expect(fromOrigin).toMatchObject({
      redirectUri: null,
      clientSecret: null,
      tokenAuthMethod: 'client_secret_basic',
      providerName: 'SSO',
      passwordSignIn: true,
      allowInsecureRequests: false,
    });
    expect(fromOrigin && oidcRedirectUri(fromOrigin, origin)).toBe(
      'https://portal.example.com/auth/oidc/callback',
    );
    const explicit = parseIdentityConfig(
      { ...base, OIDC_REDIRECT_URI: 'https://sso.example.com/portal/cb' },
      'production',
    ).oidc;
    expect(explicit && oidcRedirectUri(explicit, origin)).toBe('https://sso.example.com/portal/cb');
  });

  it('should name the variable that is wrong or missing', () => {
    expect(() => parseIdentityConfig({ OIDC_ISSUER: 'https://id.example.com' }, 'test')).toThrow(
      'OIDC_CLIENT_ID is required when OIDC_ISSUER is set',
    );
    expect(() => parseIdentityConfig({ OIDC_CLIENT_ID: 'portal' }, 'test')).toThrow(
      'OIDC_ISSUER is required when OIDC_CLIENT_ID is set',
    );
    expect(() =>
      parseIdentityConfig({ ...base, OIDC_ISSUER: 'http://id.example.com' }, 'production'),
    ).toThrow('OIDC_ISSUER must be an https URL in production');
    expect(() => parseIdentityConfig({ ...base, OIDC_PASSWORD_SIGN_IN: 'maybe' }, 'test')).toThrow(
      'OIDC_PASSWORD_SIGN_IN must be on or off',
    );
    expect(() => parseIdentityConfig({ ...base, OIDC_PROVIDER_NAME: 'x'.repeat(61) }, 'test')).toThrow(
      'OIDC_PROVIDER_NAME must be at most 60 characters',
    );
    expect(parseIdentityConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:9' }, 'test').oidc).toMatchObject({
      allowInsecureRequests: true,
    });
  });
});
