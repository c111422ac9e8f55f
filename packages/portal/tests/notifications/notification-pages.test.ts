import { describe, expect, it } from 'vitest';
import * as defaultsPage from '../../app/routes/notifications/defaults.js';
import * as notifications from '../../app/routes/notifications/notifications.js';
import * as settings from '../../app/routes/notifications/settings.js';
import * as unsubscribe from '../../app/routes/notifications/unsubscribe.js';
import * as shell from '../../app/routes/system/shell.js';
import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import { notificationPass } from '../../app/server/notifications/notification-job.server.js';
import { notificationPreferences } from '../../app/server/notifications/notification-settings.server.js';
import { unsubscribeLink } from '../../app/server/notifications/unsubscribe-link.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';
import { recordRun } from './support/import-history.js';

async function userId(portal: ReturnType<ReturnType<typeof useTestPortal>>, email: string): Promise<string> {
  const row = await portal.runtime.handle.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Other texts that decode to the same bytes as the base64url `mac` (32 bytes, 43 characters): padded,
 * standard base64, and the last character with one of its two unused low bits set.
 */
function otherEncodings(mac: string): string[] {
  const last = BASE64URL.indexOf(mac.at(-1) ?? 'A');
  return [
    encodeURIComponent(`${mac}=`),
    encodeURIComponent(Buffer.from(mac, 'base64url').toString('base64')),
    `${mac.slice(0, -1)}${BASE64URL[last ^ 1]}`,
  ];
}

describe.each(DIALECTS)('notification pages on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  async function seed() {
    const { runtime, clock } = portal();
    clock.now = new Date('2026-11-26T05:00:00.000Z');
    await recordRun(runtime.handle, 'run-0', '2026-11-25T20:00:00.000Z', []);
    await recordRun(runtime.handle, 'run-1', '2026-11-26T04:30:00.000Z', [
      { entity: 'ncr', customer: NORTHWIND, key: ['NW-NCR2'], kind: 'added' },
      {
        entity: 'deliveries',
        customer: NORTHWIND,
        key: ['NW-DT3', '550DP.12'],
        kind: 'added',
        asset: 'Rig B',
      },
      { entity: 'ncr', customer: POLAR, key: ['PO-NCR2'], kind: 'added' },
    ]);
    await notificationPass(runtime, 'test-host');
  }

  it("should show the bell with the caller's own notifications and unread count, and mark them read", async () => {
    await seed();
    const cookie = await signIn(PERSONAS.customerA);
    const frame = async () =>
      (await (await runRoute(shell.loader, testRequest('/home', { cookie }))).json()) as {
        bell: { unread: number; items: { title: string; read: boolean; href: string }[] };
      };
    expect((await frame()).bell).toEqual({
      unread: 2,
      items: [
        {
          id: expect.any(String),
          title: 'Rig B: Delivery ticket NW-DT3 issued',
          href: '/delivery',
          read: false,
          when: '26.11.2026 05:30',
        },
        {
          id: expect.any(String),
          title: 'NCR NW-NCR2 opened',
          href: '/NCR',
          read: false,
          when: '26.11.2026 05:30',
        },
      ],
    });
    const first = (await frame()).bell.items[0] as unknown as { id: string };
    await runRoute(notifications.action, testRequest('/notifications', { form: { id: first.id }, cookie }));
    expect((await frame()).bell.unread).toBe(1);
    await runRoute(notifications.action, testRequest('/notifications', { form: { id: '' }, cookie }));
    expect((await frame()).bell.unread).toBe(0);
    // Gina (Rig A, NCR screen only) is told of the NCR alone, and her marks are her own.
    const guest = await signIn(PERSONAS.guestA);
    const page = (await (
      await runRoute(notifications.loader, testRequest('/notifications', { cookie: guest }))
    ).json()) as { unread: number; notifications: { title: string }[] };
    expect(page.unread).toBe(1);
    expect(page.notifications.map((item) => item.title)).toEqual(['NCR NW-NCR2 opened']);
  });

  it('should save a user’s own settings, refuse an unknown e-mail choice and keep to the user’s assets', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const save = (form: Record<string, string>) =>
      runRoute(settings.action, testRequest('/settings/notifications', { form, cookie }));
    const bad = await save({ kind: 'ncr-opened', email: 'weekly', digestHour: '7' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      ok: false,
      message: 'Choose how you want e-mail: none, at once or a daily digest',
    });
    const body = new URLSearchParams([
      ['kind', 'ncr-opened'],
      ['kind', 'delivery-issued'],
      ['email', 'digest'],
      ['digestHour', '16'],
      ['assetsMode', 'some'],
      ['asset', 'Rig B'],
      ['asset', 'Rig P'],
    ]);
    const request = new Request('http://portal.test/settings/notifications', {
      method: 'POST',
      body,
      headers: { Origin: 'http://portal.test', Cookie: cookie },
    });
    expect((await runRoute(settings.action, request)).status).toBe(200);
    expect(
      await notificationPreferences(
        portal().runtime.handle.db,
        await userId(portal(), 'customer@rigready.test'),
        NORTHWIND,
      ),
    ).toEqual({
      kinds: ['ncr-opened', 'delivery-issued'],
      assets: ['Rig B'],
      email: 'digest',
      digestHour: 16,
      source: 'user',
    });
  });

  it('should tell a user on their settings what they may do: request, approve, or never as a guest', async () => {
    const acting = async (email: string) => {
      const cookie = await signIn(email);
      const page = await runRoute(settings.loader, testRequest('/settings/notifications', { cookie }));
      return ((await page.json()) as { acting: unknown }).acting;
    };
    expect(await acting(PERSONAS.customerA)).toEqual({ mayRequest: true, mayApprove: false });
    expect(await acting(PERSONAS.guestA)).toEqual({ never: 'guests never act' });
    const { handle } = portal().runtime;
    const admin = await userId(portal(), PERSONAS.admin);
    const pia = await userId(portal(), PERSONAS.customerB);
    await setActionPermissions(handle, admin, pia, { mayRequest: false, mayApprove: true }, new Date());
    expect(await acting(PERSONAS.customerB)).toEqual({ mayRequest: false, mayApprove: true });
    expect(await acting(PERSONAS.customerA)).toEqual({ mayRequest: true, mayApprove: false });
  });

  it("should let an admin set a customer's defaults, and no one else", async () => {
    const admin = await signIn(PERSONAS.admin);
    const form = { customer: POLAR, kind: 'ncr-opened', email: 'immediate', digestHour: '6' };
    expect(
      (
        await runRoute(
          defaultsPage.action,
          testRequest('/settings/notification-defaults', { form, cookie: admin }),
        )
      ).status,
    ).toBe(200);
    const pia = await userId(portal(), PERSONAS.customerB);
    expect(await notificationPreferences(portal().runtime.handle.db, pia, POLAR)).toEqual({
      kinds: ['ncr-opened'],
      assets: null,
      email: 'immediate',
      digestHour: 6,
      source: 'customer',
    });
    const customer = await signIn(PERSONAS.customerA);
    const refused = await runRoute(
      defaultsPage.action,
      testRequest('/settings/notification-defaults', { form: { ...form, email: 'none' }, cookie: customer }),
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get('Location')).toBe('/home');
    expect((await notificationPreferences(portal().runtime.handle.db, pia, POLAR)).email).toBe('immediate');
  });

  it('should unsubscribe with the signed link in one click without signing in, and refuse a forged or altered one', async () => {
    const { runtime } = portal();
    const carl = await userId(portal(), 'customer@rigready.test');
    const rita = await userId(portal(), 'rita@rigready.test');
    const link = new URL(await unsubscribeLink(runtime.handle, 'http://portal.test', carl, 'ncr-opened'));
    const path = `${link.pathname}${link.search}`;
    const page = await runRoute(unsubscribe.loader, testRequest(path));
    expect(await page.json()).toEqual({ done: false, what: '"NCR opened" notifications' });
    const altered = [
      path.replace(`u=${carl}`, `u=${rita}`),
      path.replace('k=ncr-opened', 'k=ncr-closed'),
      path.replace(/s=[^&]+/, 's=AAAA'),
      `/notifications/unsubscribe?u=${carl}&k=ncr-opened`,
      // The same MAC in other encodings: only the one the link was made with is taken.
      ...otherEncodings(link.searchParams.get('s') ?? '').map((s) => path.replace(/s=[^&]+/, `s=${s}`)),
    ];
    for (const forged of altered) {
      const answer = await runRoute(unsubscribe.action, testRequest(forged, { method: 'POST', headers: {} }));
      expect(answer.status, forged).toBe(400);
    }
    expect((await notificationPreferences(runtime.handle.db, carl, NORTHWIND)).kinds).toContain('ncr-opened');
    // A mail client's one-click POST (RFC 8058) carries no Origin.
    const done = await runRoute(
      unsubscribe.action,
      new Request(`http://portal.test${path}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    );
    expect(await done.json()).toEqual({ done: true, what: '"NCR opened" notifications' });
    const after = await notificationPreferences(runtime.handle.db, carl, NORTHWIND);
    expect(after.kinds).toEqual([
      'order-completed',
      'delivery-issued',
      'goods-received',
      'ncr-closed',
      'inspection-report',
      'inspection-due',
      'inspection-overdue',
      'joint-downgraded',
      'request-acknowledged',
      'request-declined',
      'request-done',
      'quote-posted',
      'approval-asked',
    ]);
    expect((await notificationPreferences(runtime.handle.db, rita, NORTHWIND)).kinds).toContain('ncr-opened');
  });
});
