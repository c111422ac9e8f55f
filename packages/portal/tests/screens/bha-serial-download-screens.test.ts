import { describe, expect, it } from 'vitest';
import * as dataDownload from '../../app/routes/reports/data-download.js';
import * as inspectionBha from '../../app/routes/reports/inspection-bha.js';
import * as keystone from '../../app/routes/reports/serial-history.js';
import * as publicSlug from '../../app/routes/system/public-slug.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type Loader = Parameters<typeof runRoute>[0];
const NORTHWIND = 'Northwind Drilling';

// runRoute calls a loader with empty params; the slug page reads its slug from them.
function withParams(loader: typeof publicSlug.loader, params: { slug: string }): Loader {
  return ((args: Parameters<typeof publicSlug.loader>[0]) =>
    loader({ ...args, params })) as unknown as Loader;
}

describe.each(DIALECTS)('given the two-customers fixture on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  async function publish(features: Record<string, unknown>) {
    await portal()
      .database.handle.db.updateTable('customers')
      .set({ features: JSON.stringify(features) })
      .where('customer', '=', NORTHWIND)
      .execute();
  }

  describe('the BHA inspection page', () => {
    it("should list the caller's reports of every type and hand ?q to the search box", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const response = await runRoute(
        inspectionBha.loader,
        testRequest('/inspectionBHA?q=NW-BHA1', { cookie }),
      );
      const page = (await response.json()) as {
        query: string;
        failed: boolean;
        rows: { Report_ID: string }[];
      };
      expect(page.query).toBe('NW-BHA1');
      expect(page.failed).toBe(false);
      // bha_reports.json: Northwind's one report, NW-R1 (Polar's PO-R1 is not theirs).
      expect(page.rows.map((row) => row.Report_ID)).toEqual(['NW-R1']);
    });
  });

  describe('the public serial history', () => {
    const lookup = async (path: string, loader: Loader = keystone.loader, address = '198.51.100.20') =>
      runRoute(loader, testRequest(path), address);

    it('should show nothing, only a message, for a customer without the feature', async () => {
      const page = await (await lookup('/keystone?customer=Northwind%20Drilling&serialnr=NW-BHA1')).json();
      expect(page.rows).toEqual([]);
      expect(page.message).toBe('No public serial history for this customer');
    });

    it("should show a published customer's report rows to an anonymous visitor, and no other customer's", async () => {
      await publish({ publicSerialHistory: true, publicSlug: 'NorthwindHistory' });
      const page = await (await lookup('/keystone?customer=Northwind%20Drilling&serialnr=NW-BHA1')).json();
      expect(page.rows.map((row: { Serial_No: string }) => row.Serial_No)).toContain('NW-BHA1');
      expect(Object.keys(page.rows[0]).sort()).toEqual(
        [
          'Conn1',
          'Conn2',
          'Description',
          'Inspection_Date',
          'Order_No',
          'PO',
          'pdfLink',
          'Ref',
          'Report_ID',
          'Result',
          'Serial_No',
          'Spec',
          'report_type',
        ].sort(),
      );
      const other = await (await lookup('/keystone?customer=Northwind%20Drilling&serialnr=PO-BHA1')).json();
      expect(other.rows).toEqual([]);
    });

    it('should serve the same page on the public slug, and send any other path to sign-in', async () => {
      await publish({ publicSerialHistory: true, publicSlug: 'NorthwindHistory' });
      const slug = withParams(publicSlug.loader, { slug: 'NorthwindHistory' });
      const page = await (await lookup('/NorthwindHistory?serialnr=NW-BHA1', slug)).json();
      expect(page.fixedCustomer).toBe(NORTHWIND);
      expect(page.rows.map((row: { Report_ID: string }) => row.Report_ID)).toEqual(['NW-R1']);
      const unknown = await lookup('/nothing-here', withParams(publicSlug.loader, { slug: 'nothing-here' }));
      expect(unknown.status).toBe(302);
      expect(unknown.headers.get('Location')).toBe('/login');
    });

    it("should find a serial typed with spaces, dashes or in another case, and only the customer's own", async () => {
      await publish({ publicSerialHistory: true, publicSlug: 'NorthwindHistory' });
      await portal()
        .database.handle.db.insertInto('bha_reports')
        .values([
          {
            Customer: NORTHWIND,
            Report_ID: 'NW-R2',
            report_type: 'Multi',
            Serial_No: 'AB1234',
            Result: 'Accepted',
          },
          {
            Customer: 'Polar Energy',
            Report_ID: 'PO-R2',
            report_type: 'Multi',
            Serial_No: 'AB-1234',
            Result: 'Accepted',
          },
        ])
        .execute();
      for (const typed of ['ab-12 34', 'AB1234', ' Ab 1234 ', 'AB/12_34']) {
        const page = await (
          await lookup(`/keystone?customer=Northwind%20Drilling&serialnr=${encodeURIComponent(typed)}`)
        ).json();
        expect(
          page.rows.map((row: { Report_ID: string; Serial_No: string }) => [row.Report_ID, row.Serial_No]),
          typed,
        ).toEqual([['NW-R2', 'AB1234']]);
      }
    });

    it("should take the customer's public name in any case, or its public slug, for the Customer field", async () => {
      await publish({ publicSerialHistory: true, publicSlug: 'NorthwindHistory' });
      for (const customer of [
        'northwind drilling',
        'NORTHWIND DRILLING',
        'northwindhistory',
        '/NorthwindHistory',
      ]) {
        const page = await (
          await lookup(`/keystone?customer=${encodeURIComponent(customer)}&serialnr=nw-bha1`)
        ).json();
        expect(
          page.rows.map((row: { Report_ID: string }) => row.Report_ID),
          customer,
        ).toEqual(['NW-R1']);
      }
    });

    it('should answer an empty form without counting a lookup', async () => {
      const page = await (await lookup('/keystone')).json();
      expect(page).toMatchObject({ fixedCustomer: null, rows: [], message: null });
    });

    it('should refuse with 429 once the address has used the serial-history limit', async () => {
      let status = 200;
      for (let attempt = 0; attempt < 200 && status === 200; attempt += 1) {
        status = (await lookup('/keystone?customer=x&serialnr=y', keystone.loader, '198.51.100.77')).status;
      }
      expect(status).toBe(429);
    });
  });

  describe('the data download page', () => {
    it('should accept dp, dc and hw and nothing else', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      for (const q of ['dp', 'dc', 'hw']) {
        const page = await (
          await runRoute(dataDownload.loader, testRequest(`/data-download?q=${q}`, { cookie }))
        ).json();
        expect(page.q).toBe(q);
      }
      const other = await (
        await runRoute(dataDownload.loader, testRequest('/data-download?q=x', { cookie }))
      ).json();
      expect(other.q).toBeNull();
    });
  });
});
