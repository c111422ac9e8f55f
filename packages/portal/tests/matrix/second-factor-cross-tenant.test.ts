import { describe, expect, it } from 'vitest';
import * as secondFactor from '../../app/routes/account/second-factor.js';
import * as security from '../../app/routes/account/security.js';
import * as customers from '../../app/routes/admin/customers.js';
import * as users from '../../app/routes/admin/users.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

describe("given two customers' users with authenticator apps on SQLite", () => {
  const portal = useTestPortal('sqlite');
  const db = () => portal().database.handle.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('users').select('id').where('email_key', '=', email).executeTakeFirstOrThrow()).id;
  const confirmedApps = async () =>
    (await db().selectFrom('totp_factors').select('user_id').where('confirmed_at', 'is not', null).execute())
      .map((row) => row.user_id)
      .toSorted();
  // A's app set up directly: what is checked is that nobody else's post reaches it.
  async function giveAnApp(email: string) {
    await db()
      .insertInto('totp_factors')
      .values({
        user_id: await idOf(email),
        secret: 'sealed',
        created_at: '2026-11-30T08:00:00.000Z',
        confirmed_at: '2026-11-30T08:00:00.000Z',
        last_step: null,
      })
      .execute();
  }

  it("should let the security page touch only the signed-in user's own factor, whatever ids are posted", async () => {
    await giveAnApp(PERSONAS.customerA);
    const victim = await idOf(PERSONAS.customerA);
    const cookie = await signIn(PERSONAS.customerB);
    for (const intent of ['remove', 'recovery-codes', 'enrol']) {
      const answer = await runRoute(
        security.action,
        testRequest('/settings/security', {
          cookie,
          form: { intent, userId: victim, userid: victim, user_id: victim, code: '123456' },
        }),
      );
      expect(answer.status).not.toBe(500);
    }
    expect(await confirmedApps()).toEqual([victim]);
    expect(await db().selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    const page = await (
      await runRoute(security.loader, testRequest('/settings/security', { cookie }))
    ).json();
    expect(page).toMatchObject({ hasApp: false, required: false });
    expect(page.enrolment.uri).toContain('pia%40polar.test');
  });

  it("should refuse a posted id of another user's passkey", async () => {
    const victim = await idOf(PERSONAS.customerA);
    await db()
      .insertInto('passkeys')
      .values({
        id: 'cred-of-a',
        user_id: victim,
        name: 'Laptop',
        public_key: 'pQECAyYgASFYIA',
        counter: 0,
        transports: '[]',
        created_at: '2026-11-30T08:00:00.000Z',
        last_used_at: null,
      })
      .execute();
    const cookie = await signIn(PERSONAS.customerB);
    const removal = await runRoute(
      security.action,
      testRequest('/settings/security', { cookie, form: { intent: 'passkey-remove', id: 'cred-of-a' } }),
    );
    expect(removal.status).toBe(409);
    expect(await removal.json()).toEqual({ ok: false, message: 'No such passkey of yours: reload the page' });
    expect(await db().selectFrom('passkeys').select('id').execute()).toEqual([{ id: 'cred-of-a' }]);
    const page = await (
      await runRoute(security.loader, testRequest('/settings/security', { cookie }))
    ).json();
    expect(page.passkeys).toEqual([]);
  });

  it("should refuse the admins' reset and requirement to a customer's user, and the second step without its state", async () => {
    await giveAnApp(PERSONAS.customerA);
    const victim = await idOf(PERSONAS.customerA);
    const cookie = await signIn(PERSONAS.customerB);
    const reset = await runRoute(
      users.action,
      testRequest('/users', { cookie, form: { intent: 'second-factor-reset', userid: victim } }),
    );
    // An admin screen sends a customer's user home, changing nothing.
    expect([reset.status, reset.headers.get('Location')]).toEqual([302, '/home']);
    const requirement = await runRoute(
      customers.action,
      testRequest('/customers', {
        cookie,
        form: { intent: 'second-factor', customer: 'Northwind Drilling', required: 'true' },
      }),
    );
    expect([requirement.status, requirement.headers.get('Location')]).toEqual([302, '/home']);
    expect(await db().selectFrom('customer_second_factor').selectAll().execute()).toEqual([]);
    const step = await runRoute(
      secondFactor.action,
      testRequest('/login/second-factor', { cookie, form: { intent: 'continue' } }),
    );
    expect(step.status).toBe(400);
    expect(await confirmedApps()).toEqual([victim]);
  });

  it("should let a provider admin reset a user's factor and require one of a customer, audited", async () => {
    await giveAnApp(PERSONAS.customerA);
    const cookie = await signIn(PERSONAS.admin);
    const reset = await runRoute(
      users.action,
      testRequest('/users', {
        cookie,
        form: { intent: 'second-factor-reset', userid: await idOf(PERSONAS.customerA), email: 'x' },
      }),
    );
    expect(reset.status).toBe(200);
    expect(await confirmedApps()).toEqual([]);
    const unknown = await runRoute(
      users.action,
      testRequest('/users', { cookie, form: { intent: 'second-factor-reset', userid: 'nobody' } }),
    );
    expect(unknown.status).toBe(404);
    const required = await runRoute(
      customers.action,
      testRequest('/customers', {
        cookie,
        form: { intent: 'second-factor', customer: 'Northwind Drilling', required: 'true' },
      }),
    );
    expect(required.status).toBe(200);
    const listed = await (await runRoute(customers.loader, testRequest('/customers', { cookie }))).json();
    expect(listed.secondFactorRequired).toEqual(['Northwind Drilling']);
    const actions = await db().selectFrom('audit_log').select('action').orderBy('at').execute();
    expect(actions.map((row) => row.action).filter((action) => action.includes('second-factor'))).toEqual([
      'admin.second-factor.reset',
      'admin.customer.second-factor',
    ]);
  });
});
