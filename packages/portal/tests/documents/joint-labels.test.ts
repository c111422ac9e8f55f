import { describe, expect, it } from 'vitest';
import * as labels from '../../app/routes/joints/labels-pdf.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';
import { parsePdf } from './support/document-fixtures.js';
import { decodeQrIn, rasterPdfPage } from './support/pdf-raster.js';

/** The first two labels of an L7163 sheet (A4, 2 x 7, 99.1 x 38.1 mm) in points from the page's top-left. */
const L7163_FIRST = { x: 13.181, y: 42.945, width: 280.913, height: 108 };
const L7163_SECOND = { x: 301.181, y: 42.945, width: 280.913, height: 108 };

async function sheet(email: string | null, query: string): Promise<Response> {
  const cookie = email ? await signIn(email) : null;
  return runRoute(labels.loader, testRequest(`/labels.pdf?${query}`, { cookie }));
}

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, ...(await parsePdf(bytes)) };
}

describe.each(DIALECTS)('given the two-customers fixture on %s, a sheet of joint labels', (dialect) => {
  const portal = useTestPortal(dialect);

  it("should print the chosen joints, each QR code opening the joint's page on the configured origin", async () => {
    const { bytes, pages, text } = await pdfOf(
      await sheet(PERSONAS.customerA, 'serial=NW-0002&serial=NW-0016&format=L7163'),
    );
    expect(pages).toBe(1);
    for (const expected of [
      'NW-0002',
      '550DP.12 · Drill Pipe',
      '5 1/2" · S-135 · VX54',
      '5 1/2in DP 21.9ppf S-135',
      'Northwind Drilling · Rig A',
      'NW-0016',
      'Northwind Drilling · Rig B',
    ])
      expect(text[0]).toContain(expected);
    const page = await rasterPdfPage(new Uint8Array(bytes), 1, 4);
    expect(decodeQrIn(page, L7163_FIRST)?.text).toBe('http://portal.test/joints/NW-0002');
    expect(decodeQrIn(page, L7163_SECOND)?.text).toBe('http://portal.test/joints/NW-0016');
  }, 30_000);

  it("should print any customer's joint for an admin who views none, with its owner's item", async () => {
    const { text } = await pdfOf(await sheet(PERSONAS.admin, 'serial=NW-0020&serial=PO-0003'));
    for (const expected of ['500HW.3 · Heavy Weight', '5" · NC50', 'Northwind Drilling · Field C'])
      expect(text[0]).toContain(expected);
    expect(text[0]).toContain('Polar Energy · Rig P');
  });

  it("should open the customer's public serial history when it publishes one", async () => {
    await portal()
      .database.handle.db.updateTable('customers')
      .set({ features: JSON.stringify({ publicSerialHistory: true, publicSlug: 'northwind' }) })
      .where('customer', '=', 'Northwind Drilling')
      .execute();
    const { bytes } = await pdfOf(await sheet(PERSONAS.customerA, 'serial=NW-0001'));
    const page = await rasterPdfPage(new Uint8Array(bytes), 1, 4);
    expect(decodeQrIn(page, L7163_FIRST)?.text).toBe('http://portal.test/northwind?serialnr=NW-0001');
  }, 30_000);

  it("should print every joint of the customer's in a rack, and none of another customer's there", async () => {
    const { text } = await pdfOf(await sheet(PERSONAS.customerA, 'site=Tananger&rack=R1&format=5160'));
    for (const serial of ['NW-0001', 'NW-0002', 'NW-0003', 'NW-0004']) expect(text[0]).toContain(serial);
    expect(text[0]).not.toContain('PO-0001');
    expect(text[0]).not.toContain('Polar');
  });

  it("should refuse another customer's serial with the answer an unknown serial gets", async () => {
    const other = await sheet(PERSONAS.customerA, 'serial=NW-0001&serial=PO-0002');
    const unknown = await sheet(PERSONAS.customerA, 'serial=NW-0001&serial=XX-0404');
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await other.json()).toEqual({
      message: 'Serial number 2 of the 2 asked for is no joint of yours',
    });
    expect(await unknown.json()).toEqual({
      message: 'Serial number 2 of the 2 asked for is no joint of yours',
    });
    const both = await sheet(PERSONAS.customerA, 'serial=PO-0002&serial=NW-0001&serial=XX-0404');
    expect(await both.json()).toEqual({
      message: 'Serial numbers 1, 3 of the 3 asked for are no joints of yours',
    });
    const rack = await sheet(PERSONAS.customerB, 'site=Dusavik&rack=R2');
    expect(rack.status).toBe(404);
    expect(await rack.json()).toEqual({ message: 'You have no joints in rack R2 at Dusavik' });
  });

  it("should label a customer's own joint of a serial number another customer also uses, not the other's", async () => {
    const { text } = await pdfOf(await sheet(PERSONAS.customerB, 'serial=NW-0001'));
    expect(text[0]).toContain("Polar's own 5 1/2in DP");
    expect(text[0]).toContain('Polar Energy · Rig P');
    expect(text[0]).not.toContain('Northwind');
  });

  it("should refuse an excluded asset's joint with the answer an unknown serial gets", async () => {
    await portal()
      .database.handle.db.updateTable('users')
      .set({ excluded_assets: JSON.stringify(['Rig B']) })
      .where('email_key', '=', PERSONAS.customerA)
      .execute();
    const excluded = await sheet(PERSONAS.customerA, 'serial=NW-0016');
    expect(excluded.status).toBe(404);
    expect(await excluded.json()).toEqual({
      message: 'Serial number 1 of the 1 asked for is no joint of yours',
    });
  });

  it('should say what is wrong with a request it cannot print', async () => {
    const cases: [string, string][] = [
      ['serial=NW-0001&format=L9999', 'format must be one of L7163, 3474, L7165, 5160; got "L9999"'],
      [
        'format=L7163',
        'No joints chosen: give serial=<serial number> (repeatable) or site=<site>&rack=<rack>',
      ],
      ['serial=', 'serial must be 1 to 100 characters long'],
      ['rack=R1', 'site is required with rack'],
      ['serial=NW-0001&site=Tananger&rack=R1', 'Give either serial numbers or a site and rack, not both'],
      [
        Array.from({ length: 301 }, (_, index) => `serial=S-${index}`).join('&'),
        'At most 300 labels at once; got 301 serial numbers',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await sheet(PERSONAS.customerA, query);
      expect(response.status, query.slice(0, 40)).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
  });

  it('should hold a user to 2 label sheets at once, a third answered 429 with Retry-After, another user not', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const open = () => runRoute(labels.loader, testRequest('/labels.pdf?serial=NW-0002', { cookie }));
    // Two sheets whose bodies are not read yet are both still being sent.
    const [first, second] = [await open(), await open()];
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open();
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('5');
    expect(await third.json()).toEqual({
      message: 'You are printing 2 label sheets already: wait until one has arrived, then try again',
    });
    const other = await runRoute(
      labels.loader,
      testRequest('/labels.pdf?serial=PO-0003', { cookie: await signIn(PERSONAS.admin) }),
    );
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    await first.arrayBuffer();
    const fourth = await open();
    expect(fourth.status).toBe(200);
    await Promise.all([second.arrayBuffer(), fourth.arrayBuffer()]);
  });

  it('should send a signed-out visitor to the sign-in page', async () => {
    const response = await sheet(null, 'serial=NW-0001');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/^\/login/);
  });
});
