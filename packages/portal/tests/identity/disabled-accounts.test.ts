// Disabling an account: its cookie and its bearer token are refused on the very next request (the
// sessions are gone), it signs in no more, and it is told so only after the right password; a reset or
// sign-in link asked for it mails the reason instead of a link. Enabling lets it in again. Audited once.
import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as users from '../../app/routes/admin/users.js';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as fetchUserName from '../../app/routes/api/fetch-user-name.js';
import * as home from '../../app/routes/system/home.js';
import * as team from '../../app/routes/team/team.js';
import {
  outbox,
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type Fn = Parameters<typeof runRoute>[0];

describe.each(DIALECTS)('given a provider admin who disables an account on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const db = () => portal().database.handle.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('users').select('id').where('email_key', '=', email).executeTakeFirstOrThrow()).id;
  const change = async (cookie: string, form: Record<string, string>) => {
    const response = await runRoute(users.action as Fn, testRequest('/users', { cookie, form }));
    return { status: response.status, body: await response.json() };
  };
  const apiToken = async (email: string, password = TEST_PASSWORD) =>
    runRoute(apiSignIn.action as Fn, testRequest('/api/auth/sign-in', { json: { email, password } }));
  const whoAmI = (token: string) =>
    runRoute(
      fetchUserName.action as Fn,
      testRequest('/api/fetchUserName', {
        json: { usrname: PERSONAS.customerB },
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
  const passwordSignIn = (password: string) =>
    runRoute(login.action as Fn, testRequest('/login', { form: { username: PERSONAS.customerB, password } }));

  it("should refuse the account's cookie and bearer token on the next request, and end every session", async () => {
    const cookie = await signIn(PERSONAS.customerB);
    const { token } = (await (await apiToken(PERSONAS.customerB)).json()) as { token: string };
    expect((await whoAmI(token)).status).toBe(200);
    const admin = await signIn(PERSONAS.admin);
    const pia = await idOf(PERSONAS.customerB);

    expect(await change(admin, { intent: 'disable', userid: pia })).toEqual({
      status: 200,
      body: { ok: true, message: 'pia@polar.test is disabled' },
    });
    expect(
      (await runRoute(home.loader as Fn, testRequest('/home', { cookie }))).headers.get('Location'),
    ).toBe('/login');
    const refused = await whoAmI(token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'FAIL' });
    expect(await db().selectFrom('sessions').select('id_hash').where('user_id', '=', pia).execute()).toEqual(
      [],
    );

    // A repeat changes nothing and is not audited again.
    expect((await change(admin, { intent: 'disable', userid: pia })).status).toBe(200);
    const audited = await db()
      .selectFrom('audit_log')
      .select(['action', 'Customer', 'details'])
      .where('action', 'in', ['admin.user.disable', 'admin.user.enable'])
      .execute();
    expect(audited.map((row) => ({ ...row, details: JSON.parse(row.details ?? '{}') }))).toEqual([
      {
        action: 'admin.user.disable',
        Customer: 'Polar Energy',
        details: { userId: pia, email: 'pia@polar.test', sessionsEnded: 2 },
      },
    ]);
  });

  it('should say the account is disabled only after the right password, and let it in again once enabled', async () => {
    const admin = await signIn(PERSONAS.admin);
    const pia = await idOf(PERSONAS.customerB);
    await change(admin, { intent: 'disable', userid: pia });

    const wrong = await passwordSignIn('not-the-password');
    expect([wrong.status, await wrong.json()]).toEqual([
      401,
      { intent: 'sign-in', message: 'Oops.. Wrong e-mail or password', username: PERSONAS.customerB },
    ]);
    const right = await passwordSignIn(TEST_PASSWORD);
    expect([right.status, await right.json()]).toEqual([
      403,
      {
        intent: 'sign-in',
        message: 'This account is disabled. Ask your administrator.',
        username: PERSONAS.customerB,
      },
    ]);
    const api = await apiToken(PERSONAS.customerB);
    expect([api.status, await api.json()]).toEqual([
      401,
      { status: 'FAIL', message: 'This account is disabled. Ask your administrator.' },
    ]);
    expect(await db().selectFrom('sessions').select('id_hash').where('user_id', '=', pia).execute()).toEqual(
      [],
    );

    expect(await change(admin, { intent: 'enable', userid: pia })).toEqual({
      status: 200,
      body: { ok: true, message: 'pia@polar.test is enabled' },
    });
    expect((await passwordSignIn(TEST_PASSWORD)).status).toBe(302);
  });

  it('should mail a disabled account the reason instead of a sign-in link or a reset link', async () => {
    const admin = await signIn(PERSONAS.admin);
    await change(admin, { intent: 'disable', userid: await idOf(PERSONAS.customerB) });
    const asked = await runRoute(
      login.action as Fn,
      testRequest('/login', { form: { intent: 'sign-in-link', email: PERSONAS.customerB } }),
    );
    expect(await asked.json()).toEqual({
      intent: 'sign-in-link',
      ok: true,
      message: 'Success: if the e-mail has an account, a sign-in link is on its way',
    });
    await runRoute(
      login.action as Fn,
      testRequest('/login', { form: { intent: 'forgot', email: PERSONAS.customerB } }),
    );
    const mails = await outbox(portal().database.dataDir, 2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain('This account is disabled. Ask your administrator.');
      expect(mail).not.toMatch(/link=|token=/);
    }
    expect(await db().selectFrom('sign_in_links').select('token_hash').execute()).toEqual([]);
    expect(await db().selectFrom('password_reset_tokens').select('token_hash').execute()).toEqual([]);
  });

  it("should refuse disabling one's own account and marking a provider admin as a customer's administrator", async () => {
    const admin = await signIn(PERSONAS.admin);
    const adminId = await idOf(PERSONAS.admin);
    expect(await change(admin, { intent: 'disable', userid: adminId })).toEqual({
      status: 409,
      body: { ok: false, message: 'You cannot disable your own account' },
    });
    expect(await change(admin, { intent: 'customer-admin', userid: adminId, customerAdmin: 'true' })).toEqual(
      {
        status: 400,
        body: {
          ok: false,
          message: "admin@rigready.test is a provider admin: only a customer's user administers its users",
        },
      },
    );
    const carl = await idOf(PERSONAS.customerA);
    expect(await change(admin, { intent: 'customer-admin', userid: carl, customerAdmin: 'true' })).toEqual({
      status: 200,
      body: { ok: true, message: "Customer@RigReady.test administers Northwind Drilling's users" },
    });
    const cookie = await signIn(PERSONAS.customerA);
    expect((await runRoute(team.loader as Fn, testRequest('/team', { cookie }))).status).toBe(200);
  });
});
