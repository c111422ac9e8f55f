// The Team page across tenants, through the route module as the browser calls it: a customer
// administrator lists and changes only their own customer's users, never a provider admin nor another
// customer's user, and a forged form (another customer's assets, routes beyond a customer user's, a
// foreign user id) changes nothing; a plain customer user, a guest and a provider admin never reach the
// page or its actions.
import { describe, expect, it } from 'vitest';
import * as team from '../../app/routes/team/team.js';
import { NORTHWIND } from '../helpers/actors.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type Fn = Parameters<typeof runRoute>[0];

describe.each(DIALECTS)('the Team page across customers, on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  const idOf = async (email: string) =>
    (
      await portal()
        .database.handle.db.selectFrom('users')
        .select('id')
        .where('email_key', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  const usersRows = () =>
    portal()
      .database.handle.db.selectFrom('users')
      .select(['email_key', 'disabled_at', 'assets', 'routes_list'])
      .orderBy('email_key')
      .execute();

  const post = async (cookie: string, form: Record<string, string>) => {
    const response = await runRoute(team.action as Fn, testRequest('/team', { cookie, form }));
    return {
      status: response.status,
      body: response.status === 302 ? response.headers.get('Location') : await response.json(),
    };
  };

  async function carlAdministers() {
    await portal()
      .database.handle.db.updateTable('users')
      .set({ customer_admin: 1 })
      .where('email_key', '=', PERSONAS.customerA)
      .execute();
    return signIn(PERSONAS.customerA);
  }

  it("should list only the administrator's own customer's users, never a provider admin or another customer's", async () => {
    const carl = await carlAdministers();
    const response = await runRoute(team.loader as Fn, testRequest('/team', { cookie: carl }));
    expect(response.status).toBe(200);
    const page = (await response.json()) as { customer: string; members: { email: string }[] };
    expect(page.customer).toBe(NORTHWIND);
    expect(page.members.map((member) => member.email.toLowerCase())).toEqual([
      'customer@rigready.test',
      'guest@rigready.test',
      'rita@rigready.test',
    ]);
  });

  it("should refuse an administrator's change of another customer's user or a provider admin, and forged assets and routes", async () => {
    const carl = await carlAdministers();
    const before = await usersRows();
    const pia = await idOf(PERSONAS.customerB);
    const admin = await idOf(PERSONAS.admin);
    const rita = await idOf('rita@rigready.test');
    for (const intent of ['disable', 'enable'])
      for (const [userid] of [[pia], [admin]]) {
        expect(await post(carl, { intent, userid: userid ?? '' })).toEqual({
          status: 404,
          body: { ok: false, message: `No user of ${NORTHWIND} has the id '${userid}'` },
        });
      }
    expect(await post(carl, { intent: 'access', userid: pia, assets: '[]', routes: '[]' })).toEqual({
      status: 404,
      body: { ok: false, message: `No user of ${NORTHWIND} has the id '${pia}'` },
    });
    expect(
      await post(carl, { intent: 'permissions', userid: admin, mayRequest: 'true', mayApprove: 'true' }),
    ).toEqual({
      status: 404,
      body: { ok: false, message: `No user of ${NORTHWIND} has the id '${admin}'` },
    });
    expect(
      await post(carl, { intent: 'notifications', userid: pia, email: 'immediate', kind: 'request-done' }),
    ).toEqual({
      status: 404,
      body: { ok: false, message: `No user of ${NORTHWIND} has the id '${pia}'` },
    });
    expect(await post(carl, { intent: 'access', userid: rita, assets: '["Rig P"]', routes: '[]' })).toEqual({
      status: 400,
      body: { ok: false, message: "Invalid asset: Northwind Drilling has no asset 'Rig P'" },
    });
    expect(await post(carl, { intent: 'access', userid: rita, assets: '[]', routes: '["users"]' })).toEqual({
      status: 400,
      body: { ok: false, message: "Invalid route: 'users' is not a route a customer's user may be given" },
    });
    expect(
      await post(carl, {
        intent: 'invite',
        email: 'new@northwind.test',
        name: 'New',
        assets: '["Rig P"]',
        routes: '[]',
        mayRequest: 'true',
        mayApprove: 'false',
      }),
    ).toEqual({
      status: 400,
      body: { ok: false, message: "Invalid asset: Northwind Drilling has no asset 'Rig P'" },
    });
    expect(await post(carl, { intent: 'disable', userid: await idOf(PERSONAS.customerA) })).toEqual({
      status: 409,
      body: { ok: false, message: 'You cannot disable your own account' },
    });
    expect(await usersRows()).toEqual(before);
    expect(
      await portal().database.handle.db.selectFrom('user_invitations').select('email').execute(),
    ).toEqual([]);
  });

  it('should keep a plain customer user, a guest, another customer and a provider admin off the page and its actions', async () => {
    const rita = await idOf('rita@rigready.test');
    const before = await usersRows();
    for (const email of [PERSONAS.customerA, PERSONAS.guestA, PERSONAS.customerB, PERSONAS.admin]) {
      const cookie = await signIn(email);
      const page = await runRoute(team.loader as Fn, testRequest('/team', { cookie }));
      expect([email, page.status]).toEqual([email, 302]);
      expect(await post(cookie, { intent: 'disable', userid: rita })).toMatchObject({ status: 302 });
    }
    expect(await usersRows()).toEqual(before);
  });

  it("should save a user's assets, pages, permissions and notifications for the administrator, each audited with the customer", async () => {
    const carl = await carlAdministers();
    const rita = await idOf('rita@rigready.test');
    expect(
      await post(carl, { intent: 'access', userid: rita, assets: '["Rig A","Rig B"]', routes: '[]' }),
    ).toEqual({
      status: 200,
      body: { ok: true, message: 'The assets and pages of rita@rigready.test are saved' },
    });
    expect(
      await post(carl, { intent: 'permissions', userid: rita, mayRequest: 'false', mayApprove: 'true' }),
    ).toEqual({
      status: 200,
      body: { ok: true, message: 'The permissions of rita@rigready.test are saved' },
    });
    const form = new URLSearchParams([
      ['intent', 'notifications'],
      ['userid', rita],
      ['kind', 'request-done'],
      ['kind', 'quote-posted'],
      ['email', 'digest'],
      ['digestHour', '6'],
      ['assetsMode', 'all'],
    ]);
    const saved = await runRoute(
      team.action as Fn,
      new Request('http://portal.test/team', {
        method: 'POST',
        headers: { Origin: 'http://portal.test', Cookie: carl },
        body: form,
      }),
    );
    expect(await saved.json()).toEqual({
      ok: true,
      message: 'The notification settings of rita@rigready.test are saved',
    });
    const db = portal().database.handle.db;
    expect(
      await db
        .selectFrom('notification_settings')
        .select(['kinds', 'email', 'digest_hour', 'assets'])
        .where('user_id', '=', rita)
        .execute(),
    ).toEqual([{ kinds: '["request-done","quote-posted"]', email: 'digest', digest_hour: 6, assets: null }]);
    expect(
      await db
        .selectFrom('audit_log')
        .select(['action', 'Customer'])
        .where('action', 'in', ['admin.user.access', 'admin.permissions.set', 'admin.user.notifications'])
        .orderBy('action')
        .execute(),
    ).toEqual([
      { action: 'admin.permissions.set', Customer: NORTHWIND },
      { action: 'admin.user.access', Customer: NORTHWIND },
      { action: 'admin.user.notifications', Customer: NORTHWIND },
    ]);
  });
});
