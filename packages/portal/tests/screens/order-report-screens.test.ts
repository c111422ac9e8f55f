import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as pipeType from '../../app/routes/account/pipe-type.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import * as completedOrders from '../../app/routes/orders/completed-orders.js';
import * as dashboard from '../../app/routes/orders/dashboard.js';
import * as ongoingOrders from '../../app/routes/orders/ongoing-orders.js';
import * as orderconfirm from '../../app/routes/orders/order-confirmation.js';
import * as orderconfirmZip from '../../app/routes/orders/order-confirmation-zip.js';
import * as certificateFile from '../../app/routes/reports/certificate-file.js';
import * as certificates from '../../app/routes/reports/certificates.js';
import * as chiksan from '../../app/routes/reports/chiksan.js';
import * as ncr from '../../app/routes/reports/non-conformance.js';
import * as returnedDp from '../../app/routes/reports/returned-drill-pipe.js';
import * as returnedHw from '../../app/routes/reports/returned-heavy-weight.js';
import * as tcp from '../../app/routes/reports/tcp-guns.js';
import * as inspectionStats from '../../app/routes/statistics/inspection-stats.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type Loader = Parameters<typeof runRoute>[0];

async function load(loader: Loader, path: string, email: string) {
  const cookie = await signIn(email);
  return runRoute(loader, testRequest(path, { cookie }));
}

async function rowsOf(loader: Loader, path: string, email: string): Promise<Record<string, unknown>[]> {
  const response = await load(loader, path, email);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

describe.each(DIALECTS)('given the two-customers fixture on %s, the order and report screens', (dialect) => {
  useTestPortal(dialect);

  it("should give the order pages only the caller's order lines, without excluded assets", async () => {
    const rows = await rowsOf(ongoingOrders.loader, '/ongoingorders', PERSONAS.customerA);
    // 40212 is on Field C, which Northwind's customer account does not list; 50100 is Polar's.
    expect(rows.map((row) => row.Order_No)).toEqual(['40211']);
    expect(await rowsOf(completedOrders.loader, '/completedorders', PERSONAS.customerA)).toEqual(rows);
    const polar = await rowsOf(orderconfirm.loader, '/orderconfirm', PERSONAS.customerB);
    expect(polar.map((row) => row.Order_No)).toEqual(['50100']);
  });

  it('should tell the order confirmation whether a single asset is chosen, for the ongoing filter', async () => {
    const response = await load(orderconfirm.loader, '/orderconfirm', PERSONAS.customerA);
    const answer = (await response.json()) as { pipeType: string; singleAsset: boolean };
    expect(answer.pipeType).toBe('Tubular');
    expect(typeof answer.singleAsset).toBe('boolean');
  });

  it('should list returned drill pipe and heavy weight of the caller only, by equipment', async () => {
    const dp = await rowsOf(returnedDp.loader, '/dp', PERSONAS.customerA);
    expect(dp.map((row) => [row.Order_No, row.Equipment])).toEqual([['40211', 'Drill Pipe']]);
    expect(await rowsOf(returnedHw.loader, '/hw', PERSONAS.customerA)).toEqual([]);
    expect((await rowsOf(returnedDp.loader, '/dp', PERSONAS.customerB)).map((row) => row.Order_No)).toEqual([
      '50100',
    ]);
  });

  it('should list the NCRs and chiksan lines of the caller only', async () => {
    expect((await rowsOf(ncr.loader, '/NCR', PERSONAS.customerA)).map((row) => row.NCR_No)).toEqual([
      'NW-NCR1',
    ]);
    expect((await rowsOf(ncr.loader, '/NCR', PERSONAS.customerB)).map((row) => row.NCR_No)).toEqual([
      'PO-NCR1',
    ]);
    const lines = await rowsOf(chiksan.loader, '/chiksan', PERSONAS.customerB);
    expect(lines.every((row) => !JSON.stringify(row).includes('Northwind'))).toBe(true);
  });

  it('should open the dashboard only with the dashboard feature and TCP only with tcpGuns', async () => {
    expect((await load(dashboard.loader, '/dashboard', PERSONAS.customerA)).status).toBe(200);
    // Core's gate sends a customer without the feature elsewhere rather than showing the page.
    expect([302, 403]).toContain((await load(dashboard.loader, '/dashboard', PERSONAS.customerB)).status);
    expect([302, 403]).toContain((await load(tcp.loader, '/tcp', PERSONAS.customerA)).status);
    const guns = await rowsOf(tcp.loader, '/tcp', PERSONAS.customerB);
    const counts = guns.map((row) => (row.times_used as { count: number }).count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('should keep a guest to its route list: dp and NCR open, the orders and chiksan refused', async () => {
    expect((await load(returnedDp.loader, '/dp', PERSONAS.guestA)).status).toBe(200);
    expect((await load(ncr.loader, '/NCR', PERSONAS.guestA)).status).toBe(200);
    for (const [loader, path] of [
      [ongoingOrders.loader, '/ongoingorders'],
      [orderconfirm.loader, '/orderconfirm'],
      [chiksan.loader, '/chiksan'],
      [returnedHw.loader, '/hw'],
    ] as const) {
      expect([302, 403]).toContain((await load(loader, path, PERSONAS.guestA)).status);
    }
  });

  it("should link each order's machining and hardbanding COC through the document route, to its owner only", async () => {
    const page = async (email: string) => {
      const response = await load(completedOrders.loader, '/completedorders', email);
      return (await response.json()) as {
        coc: Record<string, { machining: string | null; hardbanding: string | null }>;
      };
    };
    const northwind = await page(PERSONAS.customerA);
    const polar = await page(PERSONAS.customerB);
    // The fixture: 40211 (Northwind) has a machining COC only; 50100 (Polar) has both.
    expect(Object.keys(northwind.coc)).toEqual(['40211']);
    expect(northwind.coc['40211']?.hardbanding).toBeNull();
    expect(Object.keys(polar.coc)).toEqual(['50100']);
    const link = northwind.coc['40211']?.machining ?? '';
    expect(link).toMatch(/^\/api\/documents\//);
    const download = async (email: string) =>
      runRoute(apiDocuments.loader as Loader, testRequest(link, { cookie: await signIn(email) }));
    const own = await download(PERSONAS.customerA);
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Type')).toContain('application/pdf');
    expect((await download(PERSONAS.customerB)).status).toBe(404);
  });

  it('should open /inspection-stats to a guest whose route list does not name it: it needs sign-in only', async () => {
    // The guest's route list is dp, octg and NCR (users.json); /hw, not listed, stays closed to them.
    expect((await load(inspectionStats.loader as Loader, '/inspection-stats', PERSONAS.guestA)).status).toBe(
      200,
    );
    expect((await load(returnedHw.loader, '/hw', PERSONAS.guestA)).status).toBe(403);
  });

  it("should zip the selected BHA order confirmations and refuse a selection holding another customer's order", async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const zip = await runRoute(
      orderconfirmZip.action as Loader,
      testRequest('/orderconfirm/zip', { cookie, form: { intent: 'zip', selected: '["NW-B1"]' } }),
    );
    expect(zip.status).toBe(200);
    expect(zip.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="order_confirmations\.zip"/,
    );
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toHaveLength(1);
    expect(new TextDecoder().decode(entries[names[0] as string]?.slice(0, 5))).toBe('%PDF-');
    // PO-B1 is Polar's BHA order; an empty list and a bare number are not a selection.
    const statuses = [];
    for (const selected of ['["NW-B1","PO-B1"]', '[]', 'NW-B1']) {
      const refused = await runRoute(
        orderconfirmZip.action as Loader,
        testRequest('/orderconfirm/zip', { cookie, form: { intent: 'zip', selected } }),
      );
      statuses.push(refused.status);
    }
    expect(statuses).toEqual([403, 403, 403]);
  });

  it('should link no BHA order to an inspection when none of its reports names it', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    await runRoute(pipeType.action, testRequest('/pipe-type', { cookie, form: { pipeType: 'BHA' } }));
    const response = await runRoute(completedOrders.loader, testRequest('/completedorders', { cookie }));
    const page = (await response.json()) as {
      pipeType: string;
      rows: { Order_No: string }[];
      inspectionViews: Record<string, string>;
      coc: Record<string, unknown>;
    };
    // The fixture's BHA reports carry no order number, so NW-B1 has no report to open; BHA orders have no COC.
    expect(page.pipeType).toBe('BHA');
    expect(page.rows.map((row) => row.Order_No)).toEqual(['NW-B1']);
    expect(page.inspectionViews).toEqual({});
    expect(page.coc).toEqual({});
  });

  it('should serve a certificate PDF that only the portal itself may frame, and nothing else by that path', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const file = (name: string, who: string | null) =>
      runRoute(
        certificateFile.loader as unknown as Loader,
        testRequest(`/certificates/${name}`, { cookie: who }),
        undefined,
        { name },
      );
    const nto = await file('NTO', cookie);
    expect(nto.status).toBe(200);
    expect(nto.headers.get('Content-Type')).toBe('application/pdf');
    expect(nto.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(nto.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(new TextDecoder().decode((await nto.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await file('passwd', cookie)).status).toBe(404);
    expect((await file('NTO', null)).headers.get('Location')).toBe('/login');
    const page = (await (await load(certificates.loader, '/certificates', PERSONAS.customerA)).json()) as {
      available: string[];
    };
    expect(page.available).toEqual(['NTO', 'ISO', 'JQS']);
  });

  it('should send a signed-out visitor to sign-in, certificates included', async () => {
    const response = await runRoute(certificates.loader, testRequest('/certificates'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
  });
});
