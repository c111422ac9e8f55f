import { describe, expect, it } from 'vitest';
import * as customers from '../../app/routes/admin/customers.js';
import * as admin from '../../app/routes/admin/overview.js';
import * as users from '../../app/routes/admin/users.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];
type UserRow = {
  userid: string;
  email: string;
  name: string;
  phone: string | null;
  customer: string | null;
  routesList: string[];
  assets: string[];
  excludedAssets: string[];
  last_login: { date: string } | null;
};
type CustomerRow = {
  customer: string;
  customer_id: string;
  org_no: string | null;
  rig: string | null;
  assetList: string[];
  features: Record<string, unknown>;
};

const NEW_USER = {
  intent: 'create',
  name: 'Nina Nordic',
  email: 'nina@nordic.test',
  phone: '+47 400 00 000',
  customer: 'Northwind Drilling',
  assets: JSON.stringify(['Rig A']),
  excludedAssets: JSON.stringify(['Field C']),
  routes: JSON.stringify(['dp', 'NCR']),
};

describe.each(DIALECTS)('the admin screens /admin, /users and /customers (%s)', (dialect) => {
  const portal = useTestPortal(dialect);

  // Each change a second later than the one before, so the audit log's time order is the order of the test.
  const post = (fn: RouteFn, path: string, cookie: string, form: Record<string, string>) => {
    portal().clock.advance(1000);
    return runRoute(fn, testRequest(path, { cookie, form }));
  };
  const usersOf = async (cookie: string) =>
    (await (await runRoute(users.loader as RouteFn, testRequest('/users', { cookie }))).json()) as {
      users: UserRow[];
      customers: { customer: string; assets: string[] }[];
    };
  const customersOf = async (cookie: string) =>
    (
      (await (await runRoute(customers.loader as RouteFn, testRequest('/customers', { cookie }))).json()) as {
        customers: CustomerRow[];
      }
    ).customers;
  const auditActions = async () =>
    (
      await portal()
        .database.handle.db.selectFrom('audit_log')
        .select(['action', 'Customer', 'details'])
        .where('action', 'like', 'admin.%')
        .orderBy('at')
        .execute()
    ).map((row) => [row.action, row.Customer]);

  it('should refuse both pages and their actions to customers and guests, and send the signed-out to /login', async () => {
    for (const email of [PERSONAS.customerA, PERSONAS.guestA, PERSONAS.customerB]) {
      const cookie = await signIn(email);
      for (const [module, path] of [
        [users, '/users'],
        [customers, '/customers'],
      ] as const) {
        const page = await runRoute(module.loader as RouteFn, testRequest(path, { cookie }));
        expect([302, 403], `${email} GET ${path}`).toContain(page.status);
        const change = await post(module.action as RouteFn, path, cookie, {
          ...NEW_USER,
          customer_id: 'C100',
        });
        expect([302, 403], `${email} POST ${path}`).toContain(change.status);
      }
    }
    for (const [module, path] of [
      [users, '/users'],
      [customers, '/customers'],
    ] as const) {
      const page = await runRoute(module.loader as RouteFn, testRequest(path));
      expect(page.headers.get('Location')).toBe('/login');
    }
    expect((await usersOf(await signIn(PERSONAS.admin))).users.map((u) => u.email)).not.toContain(
      NEW_USER.email,
    );
    expect(await auditActions()).toEqual([]);
  });

  it('should list every user, last sign-in first, with every customer and its assets for the user form', async () => {
    const { clock } = portal();
    await signIn(PERSONAS.guestA);
    clock.advance(60_000);
    await signIn(PERSONAS.customerA);
    clock.advance(60_000);
    const cookie = await signIn(PERSONAS.admin);
    const { users: rows, customers: offered } = await usersOf(cookie);
    expect(rows.slice(0, 3).map((u) => u.email.toLowerCase())).toEqual([
      PERSONAS.admin,
      PERSONAS.customerA,
      PERSONAS.guestA,
    ]);
    expect(rows.at(-1)?.last_login).toBeNull();
    expect(offered).toEqual([
      { customer: 'Northwind Drilling', assets: ['Rig A', 'Rig B', 'Field C'] },
      { customer: 'Polar Energy', assets: ['Rig P'] },
    ]);
  });

  it('should create, edit (e-mail, routes added and removed) and delete a user for real, each audited', async () => {
    const cookie = await signIn(PERSONAS.admin);
    const created = await post(users.action as RouteFn, '/users', cookie, NEW_USER);
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ ok: true, message: 'User nina@nordic.test created' });
    const nina = (await usersOf(cookie)).users.find((u) => u.email === NEW_USER.email);
    expect(nina).toMatchObject({
      name: 'Nina Nordic',
      customer: 'Northwind Drilling',
      routesList: ['dp', 'NCR'],
      assets: ['Rig A'],
      excludedAssets: ['Field C'],
      last_login: null,
    });
    if (!nina) throw new Error('the created user is not listed');

    const edited = await post(users.action as RouteFn, '/users', cookie, {
      intent: 'edit',
      userid: nina.userid,
      old_email: NEW_USER.email,
      email: 'nina.n@nordic.test',
      name: 'Nina N.',
      phone: '+47 411 11 111',
      removedRoutes: JSON.stringify(['NCR']),
      addedRoutes: JSON.stringify(['octg']),
      assets: JSON.stringify([]),
      excludedAssets: JSON.stringify(['Rig B']),
    });
    expect(await edited.json()).toEqual({ ok: true, message: 'User nina.n@nordic.test saved' });
    expect((await usersOf(cookie)).users.find((u) => u.userid === nina.userid)).toMatchObject({
      email: 'nina.n@nordic.test',
      name: 'Nina N.',
      phone: '+47 411 11 111',
      customer: 'Northwind Drilling',
      routesList: ['dp', 'octg'],
      assets: [],
      excludedAssets: ['Rig B'],
    });

    const deleted = await post(users.action as RouteFn, '/users', cookie, {
      intent: 'delete',
      userid: nina.userid,
      email: 'nina.n@nordic.test',
    });
    expect(await deleted.json()).toEqual({ ok: true, message: 'User nina.n@nordic.test deleted' });
    expect((await usersOf(cookie)).users.map((u) => u.userid)).not.toContain(nina.userid);
    expect(await auditActions()).toEqual([
      ['admin.user.create', 'Northwind Drilling'],
      ['admin.user.edit', 'Northwind Drilling'],
      ['admin.user.delete', 'Northwind Drilling'],
    ]);
  });

  it("should refuse a taken e-mail, a missing field, a change of customer and the admin's own deletion, saying why", async () => {
    const cookie = await signIn(PERSONAS.admin);
    const taken = await post(users.action as RouteFn, '/users', cookie, {
      ...NEW_USER,
      email: 'GUEST@rigready.test',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      ok: false,
      message: 'A user with e-mail GUEST@rigready.test exists already',
    });
    const nameless = await post(users.action as RouteFn, '/users', cookie, { ...NEW_USER, name: '' });
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toEqual({ ok: false, message: 'Invalid name: This field is required' });
    const badEmail = await post(users.action as RouteFn, '/users', cookie, { ...NEW_USER, email: 'nina@' });
    expect(await badEmail.json()).toEqual({ ok: false, message: 'Invalid email: E-mail must be valid' });
    const badList = await post(users.action as RouteFn, '/users', cookie, { ...NEW_USER, routes: 'dp,NCR' });
    expect(await badList.json()).toEqual({ ok: false, message: 'Invalid routes: a JSON list of names' });
    const { users: rows } = await usersOf(cookie);
    const me = rows.find((u) => u.email === PERSONAS.admin);
    if (!me) throw new Error('the admin is not listed');
    const self = await post(users.action as RouteFn, '/users', cookie, {
      intent: 'delete',
      userid: me.userid,
      email: me.email,
    });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ ok: false, message: 'An admin may not delete their own account' });
    const unknown = await post(users.action as RouteFn, '/users', cookie, { intent: 'rename' });
    expect(await unknown.json()).toEqual({
      ok: false,
      message:
        "Invalid intent: create, edit, delete, permissions, disable, enable, customer-admin, second-factor-reset or end-sessions, not 'rename'",
    });
    expect(await auditActions()).toEqual([]);
  });

  it('should create, edit (assets, features) and delete a customer for real, each audited', async () => {
    const cookie = await signIn(PERSONAS.admin);
    const created = await post(customers.action as RouteFn, '/customers', cookie, {
      intent: 'create',
      customer: 'Nordic Rigs',
      org_no: '912000111',
      rig: '',
      assets: JSON.stringify(['North 1']),
      features: JSON.stringify({ dashboard: true, stringNumberLabel: 'Asset Number' }),
    });
    expect(await created.json()).toEqual({ ok: true, message: 'Customer Nordic Rigs created' });
    const nordic = (await customersOf(cookie)).find((c) => c.customer === 'Nordic Rigs');
    expect(nordic).toMatchObject({ org_no: '912000111', rig: null, assetList: ['North 1'] });
    expect(nordic?.customer_id).toMatch(/^C-[0-9a-f]{8}$/);
    expect(nordic?.features).toMatchObject({
      dashboard: true,
      tcpGuns: false,
      stringNumberLabel: 'Asset Number',
    });
    if (!nordic) throw new Error('the created customer is not listed');

    const edited = await post(customers.action as RouteFn, '/customers', cookie, {
      intent: 'edit',
      customer_id: nordic.customer_id,
      customer: 'Nordic Rigs',
      org_no: '912000222',
      rig: 'North 1',
      assets: JSON.stringify(['North 1', 'North 2']),
      features: JSON.stringify({ dashboard: false, tcpGuns: true }),
    });
    expect(await edited.json()).toEqual({ ok: true, message: 'Customer Nordic Rigs saved' });
    const after = (await customersOf(cookie)).find((c) => c.customer_id === nordic.customer_id);
    expect(after).toMatchObject({ org_no: '912000222', rig: 'North 1', assetList: ['North 1', 'North 2'] });
    expect(after?.features).toMatchObject({ dashboard: false, tcpGuns: true, stringNumberLabel: null });

    const deleted = await post(customers.action as RouteFn, '/customers', cookie, {
      intent: 'delete',
      customer_id: nordic.customer_id,
      customer: 'Nordic Rigs',
    });
    expect(await deleted.json()).toEqual({ ok: true, message: 'Customer Nordic Rigs deleted' });
    expect((await customersOf(cookie)).map((c) => c.customer)).toEqual([
      'Northwind Drilling',
      'Polar Energy',
    ]);
    expect(await auditActions()).toEqual([
      ['admin.customer.create', 'Nordic Rigs'],
      ['admin.customer.edit', 'Nordic Rigs'],
      ['admin.customer.delete', 'Nordic Rigs'],
    ]);
  });

  it('should refuse a taken name, a rename and deleting a customer with users or data, saying why', async () => {
    const cookie = await signIn(PERSONAS.admin);
    const taken = await post(customers.action as RouteFn, '/customers', cookie, {
      intent: 'create',
      customer: 'Polar Energy',
      org_no: '1',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      ok: false,
      message: 'A customer named Polar Energy exists already',
    });
    const noOrgNo = await post(customers.action as RouteFn, '/customers', cookie, {
      intent: 'create',
      customer: 'Nordic Rigs',
      org_no: ' ',
    });
    expect(await noOrgNo.json()).toEqual({ ok: false, message: 'Invalid org_no: This field is required' });
    const rename = await post(customers.action as RouteFn, '/customers', cookie, {
      intent: 'edit',
      customer_id: 'C200',
      customer: 'Polar Power',
      org_no: '987654321',
    });
    expect(rename.status).toBe(400);
    expect((await rename.json()).message).toContain("a customer's name is the key of its data");
    const busy = await post(customers.action as RouteFn, '/customers', cookie, {
      intent: 'delete',
      customer_id: 'C100',
      customer: 'Northwind Drilling',
    });
    expect(busy.status).toBe(409);
    expect((await busy.json()).message).toMatch(
      /^Northwind Drilling still has 3 user\(s\) and [1-9]\d* data row\(s\); delete or move them before deleting the customer$/,
    );
    expect((await customersOf(cookie)).map((c) => c.customer)).toEqual([
      'Northwind Drilling',
      'Polar Energy',
    ]);
    expect(await auditActions()).toEqual([]);
  });

  it('should view as the chosen customer and return to the root, and stop viewing on request', async () => {
    const cookie = await signIn(PERSONAS.admin);
    const landing = (await (
      await runRoute(admin.loader as RouteFn, testRequest('/admin', { cookie }))
    ).json()) as {
      customers: string[];
      viewingAs: string | null;
    };
    expect(landing).toEqual({ customers: ['Northwind Drilling', 'Polar Energy'], viewingAs: null });
    const chosen = await post(admin.action as RouteFn, '/admin', cookie, {
      intent: 'view-as',
      customer: 'Polar Energy',
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('Location')).toBe('/');
    expect(
      await (await runRoute(admin.loader as RouteFn, testRequest('/admin', { cookie }))).json(),
    ).toMatchObject({
      viewingAs: 'Polar Energy',
    });
    const none = await post(admin.action as RouteFn, '/admin', cookie, { intent: 'view-as', customer: '' });
    expect(none.status).toBe(400);
    const ended = await post(admin.action as RouteFn, '/admin', cookie, { intent: 'end-view-as' });
    expect(ended.headers.get('Location')).toBe('/admin');
    expect(
      await (await runRoute(admin.loader as RouteFn, testRequest('/admin', { cookie }))).json(),
    ).toMatchObject({
      viewingAs: null,
    });
  });
});
