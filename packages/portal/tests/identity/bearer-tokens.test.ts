import { describe, expect, it } from 'vitest';
import * as logout from '../../app/routes/account/logout.js';
import * as refresh from '../../app/routes/api/auth-refresh.js';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiSignOut from '../../app/routes/api/auth-sign-out.js';
import * as fetchUserName from '../../app/routes/api/fetch-user-name.js';
import {
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

interface TokenAnswer {
  token: string;
  expiresAt: string;
  email: string;
  username: string;
}

describe.each(DIALECTS)('given bearer tokens and the session store on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const signInApi = async (email: string, password = TEST_PASSWORD) =>
    runRoute(apiSignIn.action, testRequest('/api/auth/sign-in', { json: { email, password } }));
  const withToken = (token: string, extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${token}`,
    ...extra,
  });
  const whoAmI = (headers: Record<string, string>, cookie: string | null = null) =>
    runRoute(
      fetchUserName.action,
      testRequest('/api/fetchUserName', { json: { usrname: PERSONAS.customerB }, headers, cookie }),
    );

  it('should answer a signed short-lived token with the e-mail and the customer name', async () => {
    const response = await signInApi(PERSONAS.customerA);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const answer = (await response.json()) as TokenAnswer;
    expect(answer).toMatchObject({ email: 'Customer@RigReady.test', username: 'Northwind Drilling' });
    expect(answer.token.split('.')).toHaveLength(3);
    expect(new Date(answer.expiresAt).getTime() - portal().clock.now.getTime()).toBeLessThanOrEqual(
      15 * 60_000,
    );
    const profile = await whoAmI(withToken(answer.token));
    expect(await profile.json()).toMatchObject({ username: 'Northwind Drilling', isAdmin: false });
  });

  it('should answer 401 FAIL for wrong credentials, a forged token and no credential at all', async () => {
    const refused = await signInApi(PERSONAS.customerA, 'wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'FAIL' });
    const { token } = (await (await signInApi(PERSONAS.customerA)).json()) as TokenAnswer;
    const [header, payload] = token.split('.');
    for (const forged of [`${header}.${payload}.AAAA`, 'not-a-token', `${token}x`]) {
      const response = await whoAmI(withToken(forged));
      expect(response.status, forged).toBe(401);
      expect(await response.json()).toMatchObject({ status: 'FAIL' });
    }
    expect(await (await whoAmI({})).json()).toMatchObject({ status: 'FAIL' });
  });

  it('should answer 401 ERROR for an expired token, then refresh it while the session lives', async () => {
    const { token } = (await (await signInApi(PERSONAS.customerA)).json()) as TokenAnswer;
    portal().clock.advance(15 * 60_000 + 1000);
    const expired = await whoAmI(withToken(token));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ status: 'ERROR' });
    const renewed = await runRoute(
      refresh.action,
      testRequest('/api/auth/refresh', { method: 'POST', headers: withToken(token) }),
    );
    const answer = (await renewed.json()) as TokenAnswer;
    expect(answer.token).not.toBe(token);
    expect((await whoAmI(withToken(answer.token))).status).toBe(200);
    expect((await whoAmI({ Authorization: answer.token })).status).toBe(200);
  });

  it('should refuse to refresh a token that expired more than 15 minutes ago, though the session lives', async () => {
    const refreshAfter = async (token: string, ms: number) => {
      portal().clock.advance(ms);
      return runRoute(
        refresh.action,
        testRequest('/api/auth/refresh', { method: 'POST', headers: withToken(token) }),
      );
    };
    const first = (await (await signInApi(PERSONAS.customerA)).json()) as TokenAnswer;
    // Issued at t, expired at t + 15 min, refreshable until t + 30 min.
    const renewed = await refreshAfter(first.token, 30 * 60_000 - 1000);
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as TokenAnswer;
    const late = await refreshAfter(second.token, 30 * 60_000 + 1000);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ status: 'FAIL' });
    expect(await (await whoAmI(withToken(second.token))).json()).toMatchObject({ status: 'ERROR' });
  });

  it('should end every token of the session at sign-out, and refuse to refresh them', async () => {
    const { token } = (await (await signInApi(PERSONAS.customerA)).json()) as TokenAnswer;
    const out = await runRoute(
      apiSignOut.action,
      testRequest('/api/auth/sign-out', { method: 'POST', headers: withToken(token) }),
    );
    expect(await out.json()).toEqual({ signedOut: true });
    expect(await (await whoAmI(withToken(token))).json()).toMatchObject({ status: 'FAIL' });
    const renewed = await runRoute(
      refresh.action,
      testRequest('/api/auth/refresh', { method: 'POST', headers: withToken(token) }),
    );
    expect(await renewed.json()).toMatchObject({ status: 'FAIL' });
    portal().clock.advance(16 * 60_000);
    expect(await (await whoAmI(withToken(token))).json()).toMatchObject({ status: 'FAIL' });
  });

  it('should accept the cookie session on /api, ignore forged USER/USERNAME headers and the usrname body', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await whoAmI({ USER: 'Polar Energy', USERNAME: PERSONAS.customerB }, cookie);
    const body = JSON.stringify(await response.json());
    expect(body).toContain('Northwind Drilling');
    expect(body).not.toContain('Polar');
    await runRoute(logout.action, testRequest('/logout', { method: 'POST', cookie }));
    expect((await whoAmI({}, cookie)).status).toBe(401);
  });

  it('should keep sessions in the database so another instance sees their revocation', async () => {
    const { token } = (await (await signInApi(PERSONAS.customerA)).json()) as TokenAnswer;
    await portal().database.handle.db.deleteFrom('sessions').execute();
    expect(await (await whoAmI(withToken(token))).json()).toMatchObject({ status: 'FAIL' });
  });
});
