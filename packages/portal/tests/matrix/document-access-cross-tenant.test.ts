// The document access log across tenants: a customer administrator of A reads A's rows and counts only,
// whatever customer the query string names, on the page and in the CSV export; a plain user reads none;
// a provider admin reads and filters all.
import { describe, expect, it } from 'vitest';
import * as documentAccess from '../../app/routes/admin/document-access.js';
import * as documentAccessExport from '../../app/routes/admin/document-access-export.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Three accesses of A, two of B and one of a provider document read by an admin viewing no customer. */
const ROWS = [
  [
    'a1',
    '2026-11-02T08:00:00.000Z',
    'Customer@RigReady.test',
    NORTHWIND,
    'ncr',
    'NW-NCR1',
    'NCR NW-NCR1.pdf',
    'download',
    'page',
  ],
  [
    'a2',
    '2026-11-03T09:30:00.000Z',
    'guest@rigready.test',
    NORTHWIND,
    'inspection-report',
    'NW-R1',
    'BHA report NW-R1.pdf',
    'download',
    'api',
  ],
  [
    'a3',
    '2026-11-04T10:00:00.000Z',
    'Customer@RigReady.test',
    NORTHWIND,
    'certificate',
    'NTO',
    'NTO.pdf',
    'open',
    'page',
  ],
  [
    'b1',
    '2026-11-02T11:00:00.000Z',
    'pia@polar.test',
    POLAR,
    'ncr',
    'PO-NCR1',
    'NCR PO-NCR1.pdf',
    'download',
    'page',
  ],
  [
    'b2',
    '2026-11-03T12:00:00.000Z',
    'pia@polar.test',
    POLAR,
    'delivery',
    'PO-BDT1',
    'DT PO-BDT1.pdf',
    'download',
    'page',
  ],
  [
    'p1',
    '2026-11-04T13:00:00.000Z',
    'admin@rigready.test',
    null,
    'certificate',
    'ISO',
    'ISO.pdf',
    'open',
    'page',
  ],
] as const;

interface Page {
  ownCustomer: string | null;
  customers: string[];
  total: number;
  problems: string[];
  rows: { id: string; customer: string | null }[];
}

describe.each(DIALECTS)('the document access log across tenants on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const db = () => portal().database.handle.db;

  async function seed() {
    await db()
      .insertInto('document_access')
      .values(
        ROWS.map(([id, at, email, customer, kind, reference, fileName, mode, via]) => ({
          id,
          at,
          user_id: null,
          email,
          Customer: customer,
          kind,
          reference,
          file_name: fileName,
          mode,
          address: '203.0.113.7',
          user_agent: FIREFOX,
          via,
        })),
      )
      .execute();
  }
  const makeCustomerAdmin = (email: string) =>
    db().updateTable('users').set({ customer_admin: 1 }).where('email_key', '=', email).execute();
  const page = (cookie: string, query = '') =>
    runRoute(documentAccess.loader as RouteFn, testRequest(`/document-access${query}`, { cookie }));
  const exported = (cookie: string, query = '') =>
    runRoute(
      documentAccessExport.loader as RouteFn,
      testRequest(`/document-access/export${query}`, { cookie }),
    );
  const read = async (cookie: string, query = '') => {
    const response = await page(cookie, query);
    expect(response.status, query).toBe(200);
    const body = (await response.json()) as Page;
    return { ...body, ids: body.rows.map((row) => row.id) };
  };

  it("should show a customer administrator of A A's rows and counts only, whatever the query names", async () => {
    await seed();
    await makeCustomerAdmin(PERSONAS.customerA);
    const carl = await signIn(PERSONAS.customerA);
    for (const query of [
      '',
      `?customer=${encodeURIComponent(POLAR)}`,
      '?customer=',
      `?customer=${encodeURIComponent(POLAR)}&customer=${encodeURIComponent(NORTHWIND)}`,
      '?user=pia%40polar.test',
    ]) {
      const seen = await read(carl, query);
      expect(seen.ownCustomer, query).toBe(NORTHWIND);
      expect(seen.customers, query).toEqual([NORTHWIND]);
      expect(
        seen.rows.every((row) => row.customer === NORTHWIND),
        query,
      ).toBe(true);
      expect(JSON.stringify(seen), query).not.toMatch(/Polar|PO-/);
    }
    expect((await read(carl)).ids).toEqual(['a3', 'a2', 'a1']);
    expect((await read(carl)).total).toBe(3);
    expect((await read(carl, `?customer=${encodeURIComponent(POLAR)}`)).total).toBe(3);
    expect((await read(carl, '?user=pia%40polar.test')).total).toBe(0);
    expect((await read(carl, '?kind=ncr')).ids).toEqual(['a1']);
  });

  it("should export a customer administrator's own rows only, in core's CSV format", async () => {
    await seed();
    await makeCustomerAdmin(PERSONAS.customerA);
    const carl = await signIn(PERSONAS.customerA);
    const response = await exported(
      carl,
      `?customer=${encodeURIComponent(POLAR)}&from=2026-11-02&to=2026-11-03`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv;charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="document_access\.csv"/,
    );
    expect(await response.text()).toBe(
      'sep=,\r\n' +
        '"When","User","Customer","Kind","Reference","File","Opened or downloaded","Via","Address","Device"\r\n' +
        '"03.11.2026 10:30","guest@rigready.test","Northwind Drilling","inspection-report","NW-R1","BHA report NW-R1.pdf","download","api","203.0.113.7","Firefox on Windows"\r\n' +
        '"02.11.2026 09:00","Customer@RigReady.test","Northwind Drilling","ncr","NW-NCR1","NCR NW-NCR1.pdf","download","page","203.0.113.7","Firefox on Windows"\r\n',
    );
  });

  it('should refuse the page and the export to plain users of either customer and to guests', async () => {
    await seed();
    for (const email of [PERSONAS.customerA, PERSONAS.customerB, PERSONAS.guestA]) {
      const cookie = await signIn(email);
      for (const response of [
        await page(cookie),
        await exported(cookie, `?customer=${encodeURIComponent(POLAR)}`),
      ]) {
        expect([302, 403], email).toContain(response.status);
        expect(await response.text(), email).not.toMatch(/Polar|Northwind|NCR/);
      }
    }
  });

  it('should give a customer administrator of B B’s rows only', async () => {
    await seed();
    await makeCustomerAdmin(PERSONAS.customerB);
    const pia = await signIn(PERSONAS.customerB);
    const seen = await read(pia, `?customer=${encodeURIComponent(NORTHWIND)}`);
    expect(seen.ids).toEqual(['b2', 'b1']);
    expect(JSON.stringify(seen)).not.toMatch(/Northwind|NW-|Customer@RigReady/);
  });

  it('should let a provider admin read every row and filter by customer, kind, user and days', async () => {
    await seed();
    const admin = await signIn(PERSONAS.admin);
    const all = await read(admin);
    expect(all.ownCustomer).toBeNull();
    expect(all.customers).toEqual([NORTHWIND, POLAR]);
    expect(all.ids).toEqual(['p1', 'a3', 'b2', 'a2', 'b1', 'a1']);
    expect((await read(admin, `?customer=${encodeURIComponent(POLAR)}`)).ids).toEqual(['b2', 'b1']);
    expect((await read(admin, '?kind=certificate')).ids).toEqual(['p1', 'a3']);
    expect((await read(admin, '?user=CUSTOMER%40rigready.test')).ids).toEqual(['a3', 'a1']);
    // Days on the portal's clock (Europe/Oslo, UTC+1 in November): 3 November is 02.11 23:00Z to 03.11 23:00Z.
    expect((await read(admin, '?from=2026-11-03&to=2026-11-03')).ids).toEqual(['b2', 'a2']);
    const odd = await read(admin, '?kind=poster&from=3.11.2026');
    expect(odd.ids).toHaveLength(6);
    expect(odd.problems).toEqual([
      'kind must be one of inspection-report, certificate, ncr, delivery, pre-invoice, order, inventory, data',
      'from must be a date as YYYY-MM-DD',
    ]);
  });
});
