import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import * as orderconfirm from '../../app/routes/orders/order-confirmation.js';
import * as keystone from '../../app/routes/reports/serial-history.js';
import * as keystoneReport from '../../app/routes/reports/serial-history-report.js';
import { publicReportLink } from '../../app/server/serial-history/public-report-link.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

type Loader = Parameters<typeof runRoute>[0];
const NORTHWIND_ID = 'C100';
const POLAR_ID = 'C200';
const NOT_FOUND = { message: 'Error: The requested document was not found. Please try again later...' };

describe.each(DIALECTS)(
  'given the two-customers fixture on %s, public serial-history report PDFs',
  (dialect) => {
    const portal = useTestPortal(dialect);
    const db = () => portal().database.handle.db;

    async function publish(customer: string, on: boolean) {
      await db()
        .updateTable('customers')
        .set({ features: JSON.stringify({ publicSerialHistory: on, publicSlug: null }) })
        .where('customer', '=', customer)
        .execute();
    }

    /** The links the anonymous lookup page shows for a serial. */
    async function pageLinks(customer: string, serial: string): Promise<string[]> {
      const path = `/keystone?customer=${encodeURIComponent(customer)}&serialnr=${serial}`;
      const page = (await (await runRoute(keystone.loader, testRequest(path))).json()) as {
        rows: { Report_ID: string; pdfLink: string }[];
      };
      return page.rows.map((row) => row.pdfLink);
    }

    const download = (link: string, address?: string) =>
      runRoute(keystoneReport.loader as Loader, testRequest(link), address);

    const link = (customerId: string, reportId: string, serialNo: string) =>
      publicReportLink(portal().runtime.tokenKey, { customerId, reportId, serialNo }, portal().clock.now);

    async function expectNotFound(response: Response) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }

    it("should give an anonymous visitor the published report's own PDF, privately and under a safe name", async () => {
      await publish(NORTHWIND, true);
      const [pdfLink] = await pageLinks(NORTHWIND, 'NW-BHA1');
      expect(pdfLink).toMatch(/^\/keystone\/report\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      const response = await download(pdfLink ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toContain(
        'attachment; filename="BHA report NW-R1.pdf"',
      );
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes).toEqual(await readFile(join(FIXTURES.twoCustomers, 'documents', 'reports', 'NW-R1.pdf')));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'export.document')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ Customer: NORTHWIND });
    });

    it('should give the same link to a signed-in visitor of another customer, and nothing more', async () => {
      await publish(NORTHWIND, true);
      const [pdfLink] = await pageLinks(NORTHWIND, 'NW-BHA1');
      const polar = await signIn(PERSONAS.customerB);
      const response = await runRoute(
        keystoneReport.loader as Loader,
        testRequest(pdfLink ?? '', { cookie: polar }),
      );
      expect(response.status).toBe(200);
      const orders = await runRoute(orderconfirm.loader, testRequest('/orderconfirm', { cookie: polar }));
      expect(await orders.text()).not.toContain('NW-R1');
    });

    it("should refuse another customer's report, and a customer without the feature, with the same 404", async () => {
      await publish(NORTHWIND, true);
      // Polar's report under Northwind's id, and under Polar's own id while Polar does not publish.
      await expectNotFound(await download(link(NORTHWIND_ID, 'PO-R1', 'PO-BHA1')));
      await expectNotFound(await download(link(POLAR_ID, 'PO-R1', 'PO-BHA1')));
      // Northwind's report claimed for Polar, or for another of Northwind's serials.
      await expectNotFound(await download(link(POLAR_ID, 'NW-R1', 'NW-BHA1')));
      await expectNotFound(await download(link(NORTHWIND_ID, 'NW-R1', 'PO-BHA1')));
      expect(await pageLinks(POLAR, 'PO-BHA1')).toEqual([]);
      await publish(POLAR, true);
      await expectNotFound(await download(link(NORTHWIND_ID, 'PO-R1', 'PO-BHA1')));
      expect((await download(link(POLAR_ID, 'PO-R1', 'PO-BHA1'))).status).toBe(200);
    });

    it('should refuse a tampered, expired or signed-in link, and a traversal name, with the same 404', async () => {
      await publish(NORTHWIND, true);
      const [pdfLink = ''] = await pageLinks(NORTHWIND, 'NW-BHA1');
      const [payload = '', signature = ''] = pdfLink.split('/').pop()?.split('.') ?? [];
      const forged = link(NORTHWIND_ID, 'NW-R1', 'NW-BHA2').split('/').pop()?.split('.')[0];
      await expectNotFound(await download(`/keystone/report/${forged}.${signature}`));
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      await expectNotFound(await download(`/keystone/report/${payload}.${flipped}`));
      await expectNotFound(await download('/keystone/report/..%2F..%2Fdocuments%2Freports%2FNW-R1.pdf'));
      await expectNotFound(await download('/keystone/report/documents/reports/NW-R1.pdf'));
      const northwind = await signIn(PERSONAS.customerA);
      const answer = await runRoute(
        apiCall.loader as Loader,
        testRequest('/api/getPDF?type=Multi&report_id=NW-R1&serial_no=NW-BHA1', { cookie: northwind }),
      );
      const { pdflink } = (await answer.json()) as { pdflink: string };
      const signedIn = pdflink.slice('/api/documents/'.length);
      expect(signedIn).toMatch(/\./);
      await expectNotFound(await download(`/keystone/report/${signedIn}`));
      portal().clock.advance(60 * 60_000 + 1000);
      await expectNotFound(await download(pdfLink));
    });

    it('should check the customer and the history again on every download', async () => {
      await publish(NORTHWIND, true);
      const [pdfLink = ''] = await pageLinks(NORTHWIND, 'NW-BHA1');
      expect((await download(pdfLink)).status).toBe(200);
      await publish(NORTHWIND, false);
      await expectNotFound(await download(pdfLink));
      await publish(NORTHWIND, true);
      await db()
        .updateTable('bha_reports')
        .set({ Serial_No: 'NW-BHA9' })
        .where('Report_ID', '=', 'NW-R1')
        .execute();
      await expectNotFound(await download(pdfLink));
      await db()
        .updateTable('bha_reports')
        .set({ Serial_No: 'NW-BHA1' })
        .where('Report_ID', '=', 'NW-R1')
        .execute();
      expect((await download(pdfLink)).status).toBe(200);
      await db().deleteFrom('bha_reports').where('Report_ID', '=', 'NW-R1').execute();
      await expectNotFound(await download(pdfLink));
    });

    it('should count downloads against the lookup limit of the address', async () => {
      await publish(NORTHWIND, true);
      const [pdfLink = ''] = await pageLinks(NORTHWIND, 'NW-BHA1');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 60; attempt += 1)
        statuses.push((await download(pdfLink, '198.51.100.9')).status);
      expect(new Set(statuses)).toEqual(new Set([200]));
      const refused = await download(pdfLink, '198.51.100.9');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await download(pdfLink, '198.51.100.10')).status).toBe(200);
    });
  },
);
