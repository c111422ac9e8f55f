// The document access log: every route that serves a document writes one row per document served (a zip,
// one per document in it) before the bytes go out; a serving the log cannot record is not served.
import { describe, expect, it } from 'vitest';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiCall from '../../app/routes/api/call.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import * as deliveryZip from '../../app/routes/logistics/delivery-zip.js';
import * as preinvoiceZip from '../../app/routes/logistics/pre-invoice-zip.js';
import * as certificateFile from '../../app/routes/reports/certificate-file.js';
import * as keystoneReport from '../../app/routes/reports/serial-history-report.js';
import { publicReportLink } from '../../app/server/serial-history/public-report-link.server.js';
import { NORTHWIND } from '../helpers/actors.js';
import {
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];

const AT = '2026-11-26T07:14:05.000Z';
const ADDRESS = '203.0.113.7';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CARL = 'Customer@RigReady.test';

describe.each(DIALECTS)('the document access log on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const db = () => portal().database.handle.db;
  const asBrowser = { 'User-Agent': FIREFOX };

  const logged = () =>
    db()
      .selectFrom('document_access')
      .select([
        'at',
        'user_id',
        'email',
        'Customer',
        'kind',
        'reference',
        'file_name',
        'mode',
        'address',
        'user_agent',
        'via',
      ])
      .orderBy('reference')
      .execute();
  const carlId = async () =>
    (
      await db()
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', PERSONAS.customerA)
        .executeTakeFirstOrThrow()
    ).id;
  const row = (userId: string, fields: Record<string, unknown>) => ({
    at: AT,
    user_id: userId,
    email: CARL,
    Customer: NORTHWIND,
    mode: 'download',
    address: ADDRESS,
    user_agent: FIREFOX,
    via: 'page',
    ...fields,
  });
  const call = (path: string, headers: Record<string, string>, cookie: string | null = null) =>
    runRoute(apiCall.loader as RouteFn, testRequest(path, { cookie, headers }), ADDRESS);
  const linkOf = async (path: string, cookie: string) =>
    ((await (await call(path, {}, cookie)).json()) as { pdflink: string }).pdflink;
  const download = (link: string, cookie: string | null, headers: Record<string, string> = asBrowser) =>
    runRoute(apiDocuments.loader as RouteFn, testRequest(link, { cookie, headers }), ADDRESS);

  const startAt = () => {
    portal().clock.now = new Date(AT);
  };

  it('should log an NCR opened from its page and a BHA report fetched with a bearer token', async () => {
    startAt();
    const cookie = await signIn(PERSONAS.customerA);
    const ncr = await download(await linkOf('/api/QHSE_getPDF?NCR_No=NW-NCR1', cookie), cookie);
    expect(ncr.status).toBe(200);
    await ncr.arrayBuffer();
    const signedIn = await runRoute(
      apiSignIn.action as RouteFn,
      testRequest('/api/auth/sign-in', { json: { email: PERSONAS.customerA, password: TEST_PASSWORD } }),
    );
    const { token } = (await signedIn.json()) as { token: string };
    const bearer = { Authorization: `Bearer ${token}`, 'User-Agent': 'curl/8.5.0' };
    const link = (
      (await (await call('/api/getPDF?type=Multi&report_id=NW-R1', bearer)).json()) as { pdflink: string }
    ).pdflink;
    expect((await download(link, null, bearer)).status).toBe(200);
    const id = await carlId();
    expect(await logged()).toEqual([
      row(id, { kind: 'ncr', reference: 'NW-NCR1', file_name: 'NCR NW-NCR1.pdf' }),
      row(id, {
        kind: 'inspection-report',
        reference: 'NW-R1',
        file_name: 'BHA report NW-R1.pdf',
        user_agent: 'curl/8.5.0',
        via: 'api',
      }),
    ]);
  });

  it('should log nothing for a refused link or a document of another customer', async () => {
    startAt();
    const carl = await signIn(PERSONAS.customerA);
    const pia = await signIn(PERSONAS.customerB);
    const piaLink = await linkOf('/api/getPDF?type=Multi&report_id=PO-R1', pia);
    expect((await download(piaLink, carl)).status).toBe(404);
    expect((await download('/api/documents/forged.reference', carl)).status).toBe(404);
    expect((await download(piaLink, null)).status).toBe(401);
    expect(await logged()).toEqual([]);
  });

  it('should log a certificate opened in its frame, the data download and each document of a zip', async () => {
    startAt();
    const cookie = await signIn(PERSONAS.customerA);
    const certificate = await runRoute(
      certificateFile.loader as unknown as RouteFn,
      testRequest('/certificates/NTO', { cookie, headers: asBrowser }),
      ADDRESS,
      { name: 'NTO' },
    );
    expect(certificate.status).toBe(200);
    expect((await call('/api/dpjson', asBrowser, cookie)).status).toBe(200);
    const zip = (module: { action: unknown }, path: string, selected: string) =>
      runRoute(
        module.action as RouteFn,
        testRequest(path, { cookie, headers: asBrowser, form: { intent: 'zip', selected } }),
        ADDRESS,
      );
    expect((await zip(deliveryZip, '/delivery/zip', '["NW-BDT1"]')).status).toBe(200);
    expect((await zip(preinvoiceZip, '/preinvoice/zip', '["NW-BPI1"]')).status).toBe(200);
    const selected = encodeURIComponent(JSON.stringify([{ type: 'Multi', report_id: 'NW-R1' }]));
    expect((await call(`/api/getPDFmultipleBHA?selected=${selected}`, asBrowser, cookie)).status).toBe(200);
    expect(
      (await call(`/api/getPDFmultiple?selected=${encodeURIComponent('["40211"]')}`, asBrowser, cookie))
        .status,
    ).toBe(200);
    const id = await carlId();
    expect(await logged()).toEqual([
      row(id, { kind: 'inspection-report', reference: '40211 report', file_name: 'Order 40211 report.pdf' }),
      row(id, { kind: 'certificate', reference: 'NTO', file_name: 'NTO.pdf', mode: 'open' }),
      row(id, { kind: 'delivery', reference: 'NW-BDT1', file_name: 'DT NW-BDT1.pdf' }),
      row(id, { kind: 'pre-invoice', reference: 'NW-BPI1', file_name: 'Pre-invoice NW-BPI1.pdf' }),
      row(id, { kind: 'inspection-report', reference: 'NW-R1', file_name: 'BHA report NW-R1.pdf' }),
      row(id, { kind: 'data', reference: 'dp', file_name: 'dp_oimr.json' }),
    ]);
  });

  it('should log a public serial-history report against its customer, with no user', async () => {
    startAt();
    await db()
      .updateTable('customers')
      .set({ features: JSON.stringify({ publicSerialHistory: true, publicSlug: null }) })
      .where('customer', '=', NORTHWIND)
      .execute();
    const link = publicReportLink(
      portal().runtime.tokenKey,
      { customerId: 'C100', reportId: 'NW-R1', serialNo: 'NW-BHA1' },
      portal().clock.now,
    );
    const response = await runRoute(
      keystoneReport.loader as RouteFn,
      testRequest(link, { headers: asBrowser }),
      ADDRESS,
    );
    expect(response.status).toBe(200);
    expect(await logged()).toEqual([
      {
        at: AT,
        user_id: null,
        email: null,
        Customer: NORTHWIND,
        kind: 'inspection-report',
        reference: 'NW-R1',
        file_name: 'BHA report NW-R1.pdf',
        mode: 'download',
        address: ADDRESS,
        user_agent: FIREFOX,
        via: 'public',
      },
    ]);
  });

  it('should refuse to serve a document when its access cannot be recorded', async () => {
    startAt();
    const cookie = await signIn(PERSONAS.customerA);
    const link = await linkOf('/api/QHSE_getPDF?NCR_No=NW-NCR1', cookie);
    await db().schema.dropTable('document_access').execute();
    await expect(download(link, cookie)).rejects.toThrow();
    await expect(
      runRoute(
        certificateFile.loader as unknown as RouteFn,
        testRequest('/certificates/NTO', { cookie, headers: asBrowser }),
        ADDRESS,
        { name: 'NTO' },
      ),
    ).rejects.toThrow();
  });
});
