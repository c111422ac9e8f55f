// Requests across tenants, through the route modules as the browser calls them: customer A never lists,
// opens, adds files to or moves B's request, nor downloads its files; a request naming B's serial is
// refused; guests never reach the pages and admins viewing as a customer never act; only an admin viewing as no one works the
// queue; a user limited to one rig does not see a request of joints of another.
import { describe, expect, it } from 'vitest';
import * as admin from '../../app/routes/admin/overview.js';
import * as newRequest from '../../app/routes/requests/new-request.js';
import * as requestPage from '../../app/routes/requests/request.js';
import * as requestAttachments from '../../app/routes/requests/request-attachments.js';
import * as requestFile from '../../app/routes/requests/request-file.js';
import * as requests from '../../app/routes/requests/requests.js';
import { NORTHWIND } from '../helpers/actors.js';
import { ORIGIN, PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

type Fn = Parameters<typeof runRoute>[0];

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function upload(number: string, cookie: string): Request {
  const form = new FormData();
  form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'quote.pdf');
  return new Request(`${ORIGIN}/requests/attachments?${new URLSearchParams({ number })}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
}

const ask = (cookie: string, fields: Record<string, string>) =>
  runRoute(
    newRequest.action as Fn,
    testRequest('/requests/new', {
      cookie,
      form: { kind: 'recut', itemKind: 'joint', clientKey: crypto.randomUUID(), ...fields },
    }),
  );

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('requests across customers, on SQLite', () => {
  const portal = useTestPortal('sqlite');

  it("should keep each customer's requests and files their own, and let only the queue move them", async () => {
    portal().clock.now = new Date('2026-11-29T10:00:00.000Z');
    const carl = await signIn(PERSONAS.customerA);
    const pia = await signIn(PERSONAS.customerB);
    const rita = await signIn('rita@rigready.test');
    const guest = await signIn(PERSONAS.guestA);
    const adminCookie = await signIn(PERSONAS.admin);
    const viewingAs = await signIn(PERSONAS.admin);
    await runRoute(
      admin.action as Fn,
      testRequest('/admin', { form: { intent: 'view-as', customer: NORTHWIND }, cookie: viewingAs }),
    );

    const made = await ask(carl, { serials: 'NW-0001' });
    expect([made.status, made.headers.get('Location')]).toEqual([302, '/requests/RQ-2026-0001']);
    const polars = await ask(pia, { serials: 'PO-0001' });
    expect([polars.status, polars.headers.get('Location')]).toEqual([302, '/requests/RQ-2026-0002']);
    expect(await json(await runRoute(requestAttachments.action as Fn, upload('RQ-2026-0002', pia)))).toEqual({
      status: 200,
      body: { ok: true, message: '1 file added to RQ-2026-0002' },
    });
    const polarFile = await portal()
      .database.handle.db.selectFrom('request_attachments')
      .select('id')
      .executeTakeFirstOrThrow();

    // A names B's serial: refused by the serial alone.
    expect(await json(await ask(carl, { serials: 'NW-0002\nPO-0002' }))).toEqual({
      status: 400,
      body: { ok: false, message: 'PO-0002 is not a joint you may request' },
    });

    const listed = async (cookie: string, query = '') =>
      (
        (await (
          await runRoute(requests.loader as Fn, testRequest(`/requests${query}`, { cookie }))
        ).json()) as {
          requests: { number: string; customer: string }[];
        }
      ).requests.map((row) => `${row.number} ${row.customer}`);
    expect(await listed(carl)).toEqual(['RQ-2026-0001 Northwind Drilling']);
    expect(await listed(pia)).toEqual(['RQ-2026-0002 Polar Energy']);
    expect(await listed(viewingAs)).toEqual(['RQ-2026-0001 Northwind Drilling']);
    expect(await listed(rita)).toEqual([]);
    expect(await listed(adminCookie)).toEqual([
      'RQ-2026-0001 Northwind Drilling',
      'RQ-2026-0002 Polar Energy',
    ]);

    const open = (cookie: string, number: string) =>
      runRoute(
        requestPage.loader as unknown as Fn,
        testRequest(`/requests/${number}`, { cookie }),
        undefined,
        {
          number,
        },
      );
    // The system of record's orders name A's request; B's orders name the same number, and are not A's.
    const { db } = portal().database.handle;
    for (const table of ['orders', 'bha_orders'] as const)
      await db.updateTable(table).set({ Request_No: 'RQ-2026-0001' }).execute();
    type Order = { pipeType: string; orderNo: string; itemNo: string | null; stage: string; steps: string };
    const ordersOf = async (cookie: string) =>
      ((await (await open(cookie, 'RQ-2026-0001')).json()) as { orders: Order[] }).orders;
    expect(await ordersOf(carl)).toEqual([
      {
        pipeType: 'Tubular',
        orderNo: '40211',
        itemNo: '550DP.12',
        stage: 'Machining',
        steps:
          '✓ Received 01.06.2025  ✓ Inspection 20.06.2025  ● Machining  ○ Hardbanding  ✓ Ready  ○ Shipped',
        completed: true,
        href: '/completedorders',
      },
      {
        pipeType: 'BHA',
        orderNo: 'NW-B1',
        itemNo: null,
        stage: 'Inspection',
        steps: '✓ Received 04.04.2025  ● Inspection  ○ Machining  ✓ Ready',
        completed: true,
        href: '/completedorders',
      },
    ]);
    // The admin sees every order of the request's customer, Field C's too (Carl's assets are Rig A and B).
    expect((await ordersOf(adminCookie)).map((order) => order.orderNo)).toEqual(['40212', '40211', 'NW-B1']);

    expect((await open(carl, 'RQ-2026-0002')).status).toBe(404);
    expect((await open(viewingAs, 'RQ-2026-0002')).status).toBe(404);
    expect((await open(rita, 'RQ-2026-0001')).status).toBe(404);
    expect((await open(pia, 'RQ-2026-0001')).status).toBe(404);
    expect(await (await open(carl, 'RQ-2026-0002')).text()).not.toContain('Polar');
    expect((await open(carl, 'RQ-2026-0001')).status).toBe(200);

    const file = (cookie: string, number: string) =>
      runRoute(
        requestFile.loader as unknown as Fn,
        testRequest(`/requests/${number}/files/${polarFile.id}`, { cookie }),
        undefined,
        { number, id: polarFile.id },
      );
    expect((await file(carl, 'RQ-2026-0002')).status).toBe(404);
    expect((await file(carl, 'RQ-2026-0001')).status).toBe(404);
    expect((await file(viewingAs, 'RQ-2026-0002')).status).toBe(404);
    const own = await file(pia, 'RQ-2026-0002');
    expect([own.status, new Uint8Array(await own.arrayBuffer())]).toEqual([200, PDF]);

    expect(await json(await runRoute(requestAttachments.action as Fn, upload('RQ-2026-0002', carl)))).toEqual(
      {
        status: 404,
        body: { ok: false, message: 'No request RQ-2026-0002' },
      },
    );

    const move = (cookie: string, number: string, status: string) =>
      runRoute(
        requests.action as Fn,
        testRequest('/requests', { cookie, form: { intent: 'status', number, status } }),
      );
    const refusedMove = {
      status: 403,
      body: {
        ok: false,
        message: 'Requests are worked by provider admins viewing the portal as no customer',
      },
    };
    expect(await json(await move(carl, 'RQ-2026-0002', 'declined'))).toEqual(refusedMove);
    expect(await json(await move(carl, 'RQ-2026-0001', 'done'))).toEqual(refusedMove);
    expect(await json(await move(viewingAs, 'RQ-2026-0001', 'acknowledged'))).toEqual(refusedMove);
    expect(await json(await move(adminCookie, 'RQ-2026-0002', 'acknowledged'))).toEqual({
      status: 200,
      body: { ok: true, message: 'RQ-2026-0002 is now acknowledged' },
    });

    const formOf = async (cookie: string) =>
      (
        (await (
          await runRoute(newRequest.loader as Fn, testRequest('/requests/new', { cookie }))
        ).json()) as {
          refusal: string | null;
        }
      ).refusal;
    expect(await formOf(viewingAs)).toBe(
      "Provider admins work requests; a request is made by the customer's own users",
    );
    expect(await formOf(carl)).toBeNull();
    // The form's address is anyone's to write: it fills in only the asker's own serials.
    const prefilled = await runRoute(
      newRequest.loader as Fn,
      testRequest('/requests/new?items=joint&serial=NW-0001&serial=PO-0001&serial=NW-0016', { cookie: carl }),
    );
    expect(((await prefilled.json()) as { serials: string[] }).serials).toEqual(['NW-0001', 'NW-0016']);
    // A guest's route list never names requests: the page and its form are refused before they run.
    expect(
      (await runRoute(newRequest.loader as Fn, testRequest('/requests/new', { cookie: guest }))).status,
    ).toBe(403);
    expect((await ask(guest, { serials: 'NW-0001' })).status).toBe(403);
    expect((await runRoute(requests.loader as Fn, testRequest('/requests', { cookie: guest }))).status).toBe(
      403,
    );
    expect(
      await portal().database.handle.db.selectFrom('requests').select('number').orderBy('number').execute(),
    ).toEqual([{ number: 'RQ-2026-0001' }, { number: 'RQ-2026-0002' }]);
  });
});
