import { describe, expect, it } from 'vitest';
import * as audit from '../../app/routes/admin/audit.js';
import * as admin from '../../app/routes/admin/overview.js';
import * as home from '../../app/routes/system/home.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

describe('given admins, customers and guests on SQLite', () => {
  const portal = useTestPortal('sqlite');
  const viewAs = (cookie: string, customer: string) =>
    runRoute(admin.action, testRequest('/admin', { form: { intent: 'view-as', customer }, cookie }));
  const homeOf = async (cookie: string) => runRoute(home.loader, testRequest('/home', { cookie }));

  it('should set the viewed customer on that admin session only, and write the audit log', async () => {
    const first = await signIn(PERSONAS.admin);
    const second = await signIn(PERSONAS.admin);
    const response = await viewAs(first, 'Northwind Drilling');
    expect(response.headers.get('Location')).toBe('/');
    expect(await (await homeOf(first)).json()).toMatchObject({
      heading: 'Northwind Drilling',
      viewingAs: 'Northwind Drilling',
    });
    expect(await (await homeOf(second)).json()).toMatchObject({ viewingAs: null });
    const entry = await portal()
      .database.handle.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'view-as.started')
      .executeTakeFirstOrThrow();
    expect(entry.Customer).toBe('Northwind Drilling');
    await runRoute(admin.action, testRequest('/admin', { form: { intent: 'end-view-as' }, cookie: first }));
    expect(await (await homeOf(first)).json()).toMatchObject({ viewingAs: null });
    expect((await viewAs(first, 'No Such Customer')).status).toBe(400);
  });

  it('should refuse view-as and admin pages to customers, and send a guest from /home to the first listed route', async () => {
    const customer = await signIn(PERSONAS.customerA);
    expect((await viewAs(customer, 'Polar Energy')).status).toBe(403);
    expect(await (await homeOf(customer)).json()).toMatchObject({ heading: 'Northwind Drilling' });
    for (const [fn, path] of [
      [admin.loader, '/admin'],
      [audit.loader, '/audit'],
    ] as const) {
      expect(
        (await runRoute(fn, testRequest(path, { cookie: customer }))).headers.get('Location'),
        path,
      ).toBe('/home');
    }
    const guest = await signIn(PERSONAS.guestA);
    expect((await homeOf(guest)).headers.get('Location')).toBe('/dp');
  });

  it('should show admins the audit log newest first, 50 to a page', async () => {
    const { clock } = portal();
    const cookie = await signIn(PERSONAS.admin);
    for (let attempt = 0; attempt < 60; attempt += 1) {
      clock.advance(1000);
      await runRoute(
        admin.action,
        testRequest('/admin', { form: { intent: 'view-as', customer: 'Polar Energy' }, cookie }),
      );
    }
    const first = (await (await runRoute(audit.loader, testRequest('/audit', { cookie }))).json()) as {
      entries: Array<{ at: string; action: string; actorEmail: string }>;
      pages: number;
      total: number;
    };
    expect(first.total).toBe(61);
    expect(first.pages).toBe(2);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ action: 'view-as.started', actorEmail: 'admin@rigready.test' });
    const times = first.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await (
      await runRoute(audit.loader, testRequest('/audit?page=2', { cookie }))
    ).json()) as {
      entries: Array<{ action: string }>;
    };
    expect(second.entries.at(-1)).toMatchObject({ action: 'sign-in' });
    const bogus = await runRoute(audit.loader, testRequest('/audit?page=-3', { cookie }));
    expect(await bogus.json()).toMatchObject({ page: 1 });
  });

  it("should word each entry with the actor's name and the time in Oslo", async () => {
    const { clock } = portal();
    clock.now = new Date('2026-11-26T07:14:05.000Z');
    const cookie = await signIn(PERSONAS.admin);
    const page = (await (await runRoute(audit.loader, testRequest('/audit', { cookie }))).json()) as {
      entries: Array<{ line: string; details: string[] }>;
    };
    expect(page.entries[0]).toEqual(
      expect.objectContaining({
        line: 'Ada Admin signed in, 26.11.2026 08:14',
        details: ['From address 203.0.113.7'],
      }),
    );
  });
});
