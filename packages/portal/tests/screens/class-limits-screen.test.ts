// /settings/class-limits through its route: admins only, field errors and conflicts answered in words, and a
// changed limit showing at once in the class of the joints it applies to.
import { DEFAULT_CLASS_MARKING } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import * as apiJoints from '../../app/routes/api/joints.js';
import * as classLimits from '../../app/routes/joints/class-limits.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];

/** The joint-class fixture's users.json password. */
const PASSWORD = 'rigready-class';
const ADMIN = 'admin@rigready.test';
const KARI = 'kari@kestrel.test';

// class_limits.json's L1 (expected-classes.ts), as the screen shows it.
const L1 = {
  Connection: '5 1/2 FH',
  Tube_OD: '5 1/2',
  Weight: '21.9',
  Grade: 'S-135',
  TJ_OD_Premium_Min: 6.75,
  TJ_OD_Class2_Min: 6.5,
  TS_Pin_Min: 4,
  TS_Box_Min: 4.5,
};
const L1_FORM = { TJ_OD_Premium_Min: '6.75', TJ_OD_Class2_Min: '6.5', TS_Pin_Min: '4', TS_Box_Min: '4.5' };

describe.each(DIALECTS)('the class limits screen /settings/class-limits (%s)', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  const load = (cookie?: string) =>
    runRoute(classLimits.loader as RouteFn, testRequest('/settings/class-limits', cookie ? { cookie } : {}));
  const post = (cookie: string, form: Record<string, string>) =>
    runRoute(classLimits.action as RouteFn, testRequest('/settings/class-limits', { cookie, form }));
  const storedL1 = () =>
    portal()
      .runtime.handle.db.selectFrom('class_limits')
      .select('TJ_OD_Premium_Min')
      .where('Connection', '=', '5 1/2 FH')
      .executeTakeFirstOrThrow();

  it("should send either company's customers and the signed-out away, reading and changing nothing", async () => {
    for (const email of [KARI, 'olav@osprey.test']) {
      const cookie = await signIn(email, PASSWORD);
      const page = await load(cookie);
      expect([page.status, page.headers.get('Location')]).toEqual([302, '/home']);
      const change = await post(cookie, {
        intent: 'edit',
        previous: JSON.stringify(L1),
        ...L1_FORM,
        TJ_OD_Premium_Min: '7',
      });
      expect([change.status, change.headers.get('Location')]).toEqual([302, '/home']);
    }
    const anonymous = await load();
    expect([anonymous.status, anonymous.headers.get('Location')]).toEqual([302, '/login']);
    expect(await storedL1()).toEqual({ TJ_OD_Premium_Min: 6.75 });
  });

  it('should list the rows to an admin and answer each wrong field in words', async () => {
    const cookie = await signIn(ADMIN, PASSWORD);
    const page = (await (await load(cookie)).json()) as { rows: unknown[]; marking: unknown };
    expect(page.rows).toHaveLength(4);
    expect(page.rows[0]).toEqual(L1);
    const refused = await post(cookie, {
      intent: 'create',
      Connection: 'NC38',
      Tube_OD: '',
      TJ_OD_Premium_Min: '4.5',
      TJ_OD_Class2_Min: '4.6',
      TS_Pin_Min: '-3',
      TS_Box_Min: '4',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      ok: false,
      message:
        'Tube OD: enter the tube OD as items.json writes it, e.g. 5 1/2; Min tong space pin: must be above 0 inches (got -3); Class 2 min box OD (4.6) is above Premium min box OD (4.5): a box OD could not be Class 2 without being Premium',
      fields: {
        Tube_OD: 'Tube OD: enter the tube OD as items.json writes it, e.g. 5 1/2',
        TS_Pin_Min: 'Min tong space pin: must be above 0 inches (got -3)',
        TJ_OD_Class2_Min:
          'Class 2 min box OD (4.6) is above Premium min box OD (4.5): a box OD could not be Class 2 without being Premium',
      },
    });
  });

  it("should class KD-05 by an admin's edited limit at once, and refuse a stale edit with 409", async () => {
    const admin = await signIn(ADMIN, PASSWORD);
    const edit = { intent: 'edit', previous: JSON.stringify(L1), ...L1_FORM, TJ_OD_Premium_Min: '6.8' };
    const saved = await post(admin, edit);
    expect([saved.status, await saved.json()]).toEqual([
      200,
      { ok: true, message: 'Class limits of 5 1/2 FH 5 1/2, weight 21.9, grade S-135 saved' },
    ]);
    const again = await post(admin, edit);
    expect(await again.json()).toEqual({
      ok: true,
      message: 'Class limits of 5 1/2 FH 5 1/2, weight 21.9, grade S-135 already as asked: nothing changed',
    });
    const stale = await post(admin, { ...edit, TJ_OD_Premium_Min: '6.7' });
    expect([stale.status, await stale.json()]).toEqual([
      409,
      {
        ok: false,
        message:
          'The limits row for 5 1/2 FH 5 1/2, weight 21.9, grade S-135 was changed by someone else since you opened it: reload the page to see its limits now, then make your change again',
      },
    ]);
    // KD-05's box OD 6.75 met the Premium minimum 6.75; under 6.8 and at least 6.5 it is Class 2.
    const kari = await signIn(KARI, PASSWORD);
    const joint = await runRoute(
      apiJoints.loader as unknown as RouteFn,
      testRequest('/api/joints/KD-05', { headers: { Cookie: kari } }),
      undefined,
      { serial: 'KD-05' },
    );
    const answer = (await joint.json()) as { class: { overall: string; reasons: string[] } };
    expect(answer.class.overall).toBe('Class 2');
    expect(answer.class.reasons[1]).toBe(
      'box OD 6.75 in is under 6.8 in for Premium, at least 6.5 in for Class 2',
    );
    const audit = await portal()
      .runtime.handle.db.selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select(['users.email', 'audit_log.action'])
      .where('audit_log.action', 'like', 'admin.class-%')
      .execute();
    expect(audit).toEqual([{ email: ADMIN, action: 'admin.class-limits.edit' }]);
  });
});

describe('the class limits screen for a guest (sqlite)', () => {
  const portal = useTestPortal('sqlite');

  // Home, for a guest, is the first route of its route list: /dp in the two-customers fixture.
  it('should send a guest home, leaving the band colours as they were', async () => {
    const cookie = await signIn(PERSONAS.guestA);
    const page = await runRoute(
      classLimits.loader as RouteFn,
      testRequest('/settings/class-limits', { cookie }),
    );
    expect([page.status, page.headers.get('Location')]).toEqual([302, '/dp']);
    const change = await runRoute(
      classLimits.action as RouteFn,
      testRequest('/settings/class-limits', {
        cookie,
        form: { intent: 'marking', previous: JSON.stringify(DEFAULT_CLASS_MARKING), 'Premium.count': '0' },
      }),
    );
    expect([change.status, change.headers.get('Location')]).toEqual([302, '/dp']);
    expect(await portal().runtime.handle.db.selectFrom('provider_settings').selectAll().execute()).toEqual(
      [],
    );
  });
});
