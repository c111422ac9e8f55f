import {
  deliveryTicketBhaSchema,
  deliveryTicketSchema,
  excelLinkAnswerSchema,
  pdfLinkAnswerSchema,
  preInvoiceBhaSchema,
  preInvoiceTubularSchema,
  receivedRowSchema,
} from '@rigready/core';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as apiCall from '../../app/routes/api/call.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import { parsePdf } from '../documents/support/document-fixtures.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

describe.each(DIALECTS)('given the logistics and document calls on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const get = (path: string, cookie: string) => runRoute(apiCall.loader, testRequest(path, { cookie }));
  const download = (link: string, cookie: string | null, headers: Record<string, string> = {}) =>
    runRoute(apiDocuments.loader, testRequest(link, { cookie, headers }));
  const linkOf = async (path: string, cookie: string) => {
    const response = await get(path, cookie);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { pdflink?: string; excellink?: string };
    return (
      pdfLinkAnswerSchema.or(excelLinkAnswerSchema).parse(answer) &&
      (answer.pdflink ?? answer.excellink ?? '')
    );
  };

  it('should list only the caller’s delivery, received and pre-invoice rows in core’s shapes', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const lists = [
      ['/api/getDelivery', z.array(deliveryTicketSchema)],
      ['/api/getDeliveryBHA', z.array(deliveryTicketBhaSchema)],
      ['/api/getReceived', z.array(receivedRowSchema)],
      ['/api/getPreinv', z.array(preInvoiceTubularSchema)],
      ['/api/getPreInvoiceBHA', z.array(preInvoiceBhaSchema)],
    ] as const;
    for (const [path, schema] of lists) {
      const text = await (await get(`${path}?username=Polar%20Energy`, cookie)).text();
      expect(schema.parse(JSON.parse(text)).length, path).toBe(1);
      expect(text, path).not.toContain('PO-');
    }
    const [line] = z.array(deliveryTicketSchema).parse(await (await get('/api/getDelivery', cookie)).json());
    expect(line).toMatchObject({
      DT_No: 'NW-DT1',
      Date_Formatted: '07.07.2025',
      Offshore: true,
      Returned: false,
    });
  });

  it('should refuse every pre-invoice call to a user with hidePreInvoice', async () => {
    const pia = await signIn(PERSONAS.customerB);
    for (const path of ['/api/getPreInvoiceBHA', '/api/getPreinv', '/api/getPreinvPDF?orderno=PO-PI1']) {
      expect((await get(path, pia)).status, path).toBe(403);
    }
  });

  it('should serve a generated delivery ticket through its link with a safe name and no caching', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const link = await linkOf('/api/generateDeliveryPDF?id_no=NW-DT1', cookie);
    expect(link).toMatch(/^\/api\/documents\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const response = await download(link, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain('filename="DT NW-DT1.pdf"');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const excel = await download(await linkOf('/api/getDTExcel?id_no=NW-DT1', cookie), cookie);
    expect(excel.headers.get('Content-Type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await excel.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const bha = await download(await linkOf('/api/getDeliveryPDF?id_no=NW-BDT1', cookie), cookie);
    expect(bha.status).toBe(200);
  });

  it('should answer 404 for B’s numbers and refuse B’s link to A, forged and traversal references', async () => {
    const carl = await signIn(PERSONAS.customerA);
    const pia = await signIn(PERSONAS.customerB);
    for (const path of [
      '/api/generateDeliveryPDF?id_no=PO-DT1',
      '/api/getDTExcel?id_no=PO-DT1',
      '/api/getReceivedPDF?receivednr=PO-RC1',
      '/api/getPreinvPDF?orderno=PO-PI1',
      '/api/getPDF?type=Multi&report_id=PO-R1',
      '/api/getBHACertificate?type=Multi&serial_no=PO-BHA1',
      '/api/getDTattachmentPDF?dt_no=PO-DT1&item_no=550DP.12',
      '/api/getReceivedFreightpapers?receivednr=PO-RC1',
    ]) {
      const response = await get(path, carl);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('Polar');
    }
    expect((await get('/api/getInventoryPDF?asset=Rig%20P', carl)).status).toBe(403);
    const piaLink = await linkOf('/api/getPDF?type=Multi&report_id=PO-R1', pia);
    expect((await download(piaLink, pia)).status).toBe(200);
    expect((await download(piaLink, carl)).status).toBe(404);
    expect((await download(piaLink, null)).status).toBe(401);
    const [payload = '', signature = ''] = piaLink.slice('/api/documents/'.length).split('.');
    const tampered = `/api/documents/${payload.slice(0, -2)}AA.${signature}`;
    expect((await download(tampered, pia)).status).toBe(404);
    for (const name of [
      '/api/documents/..%2F..%2Fdocuments%2Freports%2FPO-R1.pdf',
      '/api/documents/documents/reports/PO-R1.pdf',
      '/api/documents/%2e%2e/%2e%2e/etc/passwd',
      '/api/documents/',
    ]) {
      expect((await download(name, carl)).status, name).toBe(404);
    }
  });

  it('should stop serving a link after an hour', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const link = await linkOf('/api/getReceivedPDF?receivednr=NW-RC1', cookie);
    portal().clock.advance(61 * 60 * 1000);
    const again = await signIn(PERSONAS.customerA);
    expect((await download(link, again)).status).toBe(404);
  });

  it('should serve the inventory report of an asset in the caller’s list and the stored BHA report', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const report = await download(await linkOf('/api/getInventoryPDF?asset=Rig%20A', cookie), cookie);
    expect(report.headers.get('Content-Disposition')).toContain('Inventory Rig A.pdf');
    const certificate = await download(
      await linkOf('/api/getBHACertificate?type=Multi&serial_no=NW-BHA1', cookie),
      cookie,
    );
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('Content-Disposition')).toContain('BHA report NW-R1.pdf');
    expect((await get('/api/getPDF?report_id=NW-R1', cookie)).status).toBe(400);
  });

  it('should print the inventory report as the caller’s view shows it, never another customer’s rows', async () => {
    const reportPath = (view: unknown, asset = 'Fleet Inventory') =>
      `/api/getInventoryPDF?asset=${encodeURIComponent(asset)}&view=${encodeURIComponent(JSON.stringify(view))}`;
    const textOf = async (response: Response) =>
      (await parsePdf(Buffer.from(await response.arrayBuffer()))).text.join('\n').replace(/\s+/g, ' ');
    const view = {
      site: 'Tananger',
      query: '',
      filters: { Asset: ['Rig B'] },
      sorting: [{ id: 'Total_Item', desc: true }],
      columns: ['Asset', 'Item_No', 'Rig_Ready', 'Scrap', 'Total_Item'],
    };
    const carl = await signIn(PERSONAS.customerA);
    const carls = await textOf(await download(await linkOf(reportPath(view), carl), carl));
    expect(carls).toContain('Asset Item No Rig Ready Scrap Total Items Rig B 550DP.12 1 1 3 Total 1 1 3');
    expect(carls).not.toContain('Rig A');

    const pia = await signIn(PERSONAS.customerB);
    const piasLink = await linkOf(
      reportPath({ ...view, site: null, filters: { Asset: ['Rig A', 'Rig B'] } }),
      pia,
    );
    const pias = await textOf(await download(piasLink, pia));
    expect(pias).toContain('No pipe matches this view.');
    for (const absent of ['Northwind', '550DP.12', 'NW-']) expect(pias).not.toContain(absent);
    expect((await download(piasLink, carl)).status).toBe(404);
    expect((await get(reportPath(view, 'Rig A'), pia)).status).toBe(403);
  });

  it('should refuse an inventory view that is not JSON, not a view, or names an unknown column', async () => {
    const carl = await signIn(PERSONAS.customerA);
    const refusal = async (view: string) => {
      const response = await get(`/api/getInventoryPDF?asset=Rig%20A&view=${encodeURIComponent(view)}`, carl);
      expect(response.status, view).toBe(400);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await refusal('{site:')).toBe(
      "view must be JSON: the inventory screen's site, query, filters, sorting and columns",
    );
    expect(await refusal('{"site":null,"query":"","filters":{},"sorting":[],"columns":[]}')).toBe(
      'view.columns: at least one column',
    );
    expect(
      await refusal(
        '{"site":null,"query":"","filters":{"Customer":["Polar Energy"]},"sorting":[],"columns":["Item_No"]}',
      ),
    ).toMatch(/^Unknown inventory column Customer; the columns are Item_No, /);
  });

  it('should zip the selected reports and refuse a selection naming B’s document whole', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const selected = encodeURIComponent(JSON.stringify([{ type: 'Multi', report_id: 'NW-R1' }]));
    const zip = await get(`/api/getPDFmultipleBHA?selected=${selected}`, cookie);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('Content-Type')).toBe('application/zip');
    // Streamed for the browser's own download: an attachment, no length known up front, a body stream.
    expect(zip.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="rigready_bha_reports\.zip"/,
    );
    expect(zip.headers.get('Content-Length')).toBeNull();
    expect(zip.body).toBeInstanceOf(ReadableStream);
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toEqual(['BHA report NW-R1.pdf']);
    const tubular = await get(`/api/getPDFmultiple?selected=${encodeURIComponent('["40211"]')}`, cookie);
    expect(tubular.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await tubular.arrayBuffer())))).toHaveLength(1);
    const mixed = encodeURIComponent(
      JSON.stringify([
        { type: 'Multi', report_id: 'NW-R1' },
        { type: 'Multi', report_id: 'PO-R1' },
      ]),
    );
    const refused = await get(`/api/getPDFmultipleBHA?selected=${mixed}`, cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('PO-R1');
    expect(
      (await get(`/api/getPDFmultiple?selected=${encodeURIComponent('["40211","50100"]')}`, cookie)).status,
    ).toBe(403);
    for (const bad of ['[]', 'not json', '{"a":1}']) {
      const response = await get(`/api/getPDFmultiple?selected=${encodeURIComponent(bad)}`, cookie);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ parameter: 'selected' });
    }
  });

  it('should stream the caller’s drill pipe records as dp_oimr.json', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await get('/api/dpjson', cookie);
    expect(response.headers.get('Content-Disposition')).toContain('dp_oimr.json');
    const text = await response.text();
    const records = z.array(z.record(z.string(), z.unknown())).parse(JSON.parse(text));
    expect(records.every((record) => record.Equipment === 'Drill Pipe')).toBe(true);
    expect(text).not.toContain('PO-');
  });
});
