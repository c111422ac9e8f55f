// The permissions on the User Overview: each user with what they may do, set by a provider admin from the
// user's dialog; customers and guests can neither see the page nor post to it.
import { describe, expect, it } from 'vitest';
import * as users from '../../app/routes/admin/users.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];
type Listed = { userid: string; email: string; acting: Record<string, unknown> };

describe.each(DIALECTS)('the permissions on /users (%s)', (dialect) => {
  const portal = useTestPortal(dialect);

  const listed = async (cookie: string) =>
    (
      (await (await runRoute(users.loader as RouteFn, testRequest('/users', { cookie }))).json()) as {
        users: Listed[];
      }
    ).users;
  const post = (cookie: string, form: Record<string, string>) =>
    runRoute(users.action as RouteFn, testRequest('/users', { cookie, form }));
  const audited = async () =>
    (
      await portal()
        .database.handle.db.selectFrom('audit_log')
        .select(['action', 'Customer'])
        .where('action', '=', 'admin.permissions.set')
        .execute()
    ).map((row) => [row.action, row.Customer]);

  it('should refuse the page and the permissions post to customers and guests of either customer', async () => {
    const admin = await signIn(PERSONAS.admin);
    const carl = (await listed(admin)).find((user) => user.email === 'Customer@RigReady.test');
    if (!carl) throw new Error('Carl is not listed');
    for (const email of [PERSONAS.customerA, PERSONAS.guestA, PERSONAS.customerB]) {
      const cookie = await signIn(email);
      const page = await runRoute(users.loader as RouteFn, testRequest('/users', { cookie }));
      expect([302, 403], `${email} GET /users`).toContain(page.status);
      const change = await post(cookie, {
        intent: 'permissions',
        userid: carl.userid,
        mayRequest: 'true',
        mayApprove: 'true',
      });
      expect([302, 403], `${email} POST /users`).toContain(change.status);
    }
    expect(await audited()).toEqual([]);
  });

  it('should list what each user may do and save what the admin sets, once', async () => {
    const admin = await signIn(PERSONAS.admin);
    const before = await listed(admin);
    expect(Object.fromEntries(before.map((user) => [user.email, user.acting]))).toEqual({
      'admin@rigready.test': { kind: 'never', reason: 'admin' },
      'Customer@RigReady.test': { kind: 'acts', mayRequest: true, mayApprove: false },
      'guest@rigready.test': { kind: 'never', reason: 'guest' },
      'rita@rigready.test': { kind: 'acts', mayRequest: true, mayApprove: false },
      'pia@polar.test': { kind: 'acts', mayRequest: true, mayApprove: false },
    });
    const pia = before.find((user) => user.email === 'pia@polar.test');
    if (!pia) throw new Error('Pia is not listed');
    const form = { intent: 'permissions', userid: pia.userid, mayRequest: 'false', mayApprove: 'true' };
    for (let repeat = 0; repeat < 2; repeat += 1) {
      const saved = await post(admin, form);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ ok: true, message: 'pia@polar.test may approve, not request' });
    }
    expect((await listed(admin)).find((user) => user.userid === pia.userid)?.acting).toEqual({
      kind: 'acts',
      mayRequest: false,
      mayApprove: true,
    });
    expect(await audited()).toEqual([['admin.permissions.set', 'Polar Energy']]);
  });

  it('should refuse a guest, a flag that is not true or false and an unknown user, saying why', async () => {
    const admin = await signIn(PERSONAS.admin);
    const rows = await listed(admin);
    const guest = rows.find((user) => user.email === PERSONAS.guestA);
    const rita = rows.find((user) => user.email === 'rita@rigready.test');
    if (!guest || !rita) throw new Error('the guest or Rita is not listed');
    const refusals = [
      [
        { userid: guest.userid, mayRequest: 'true', mayApprove: 'false' },
        400,
        'guest@rigready.test is a guest: guests never act',
      ],
      [
        { userid: rita.userid, mayRequest: 'yes', mayApprove: 'false' },
        400,
        "Invalid mayRequest: true or false, not 'yes'",
      ],
      [{ userid: rita.userid, mayRequest: 'true' }, 400, "Invalid mayApprove: true or false, not ''"],
      [{ userid: 'no-such-id', mayRequest: 'true', mayApprove: 'true' }, 404, 'No such user'],
    ] as const;
    for (const [fields, status, message] of refusals) {
      const refused = await post(admin, { intent: 'permissions', ...fields });
      expect(refused.status).toBe(status);
      expect(await refused.json()).toEqual({ ok: false, message });
    }
    expect(await audited()).toEqual([]);
  });
});
