// The approvals screens' server side, as a browser posts to them: a provider admin's quote arrives as a
// multipart upload, a report or pre-invoice is taken from what the portal already serves, and the document
// route answers the exact bytes stored. Hashes worked out in the shell (sha256sum):
//   printf '%s' '%PDF-1.4 quote'                                → 2c9636c8…adf662
//   tests/fixtures/two-customers/documents/orders/NW-40211.pdf  → 3cc1ce78…ea034f
//   tests/fixtures/two-customers/documents/reports/NW-R1.pdf    → bf1cdda7…1cb25c
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as approval from '../../app/routes/approvals/approval.js';
import * as approvalDocument from '../../app/routes/approvals/approval-document.js';
import * as approvalQuote from '../../app/routes/approvals/approval-quote.js';
import * as approvals from '../../app/routes/approvals/approvals.js';
import { NORTHWIND } from '../helpers/actors.js';
import { ORIGIN, PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

/** A route module's loader or action as the harness runs it (its params typed by the route, not here). */
type Route = Parameters<typeof runRoute>[0];

const QUOTE_SHA256 = '2c9636c852a244f77b3e0142eef00678e25a4759605a5c2e6576285fc7adf662';
const ORDER_REPORT_SHA256 = '3cc1ce78c2613931ba23325445fe38a78037b4db48db61c2e55ff2f91fea034f';
const BHA_REPORT_SHA256 = 'bf1cdda797c68d5d8337c1b55e756b127f63e8520d91fd7084cf75f7be1cb25c';

describe('given a provider admin asking customer A for approvals on SQLite', () => {
  const portal = useTestPortal('sqlite');

  async function prepared() {
    const { runtime, clock } = portal();
    clock.now = new Date('2026-11-26T07:14:05.000Z');
    await runtime.handle.db
      .insertInto('requests')
      .values({
        id: 'request-a',
        number: 'RQ-2026-0001',
        Customer: NORTHWIND,
        kind: 'inspection',
        status: 'submitted',
        pipe_type: 'Tubular',
        asset: null,
        needed_by: null,
        destination: null,
        contact: null,
        inspection_spec: null,
        notes: null,
        decline_reason: null,
        created_by: 'someone',
        created_at: '2026-11-19T08:00:00.000Z',
        updated_at: '2026-11-19T08:00:00.000Z',
        client_key: 'request-a',
      })
      .execute();
    return { admin: await signIn(PERSONAS.admin), customer: await signIn(PERSONAS.customerA) };
  }

  function quoteUpload(cookie: string, fields: Record<string, string>, file: { name: string; text: string }) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set('file', new Blob([file.text], { type: 'application/pdf' }), file.name);
    return new Request(`${ORIGIN}/approvals/quote`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN },
      body,
    });
  }

  const TERMS = {
    customer: NORTHWIND,
    requestNumber: 'RQ-2026-0001',
    amount: '12500.00',
    currency: 'NOK',
    validUntil: '2026-12-31',
  };

  const downloaded = async (cookie: string, number: string) => {
    const answer = await runRoute(
      approvalDocument.loader as unknown as Route,
      testRequest(`/approvals/${number}/document`, { cookie }),
      undefined,
      { number },
    );
    expect(answer.status).toBe(200);
    return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
  };

  it('should store an uploaded quote, open its page and answer its exact bytes as an attachment', async () => {
    const { admin, customer } = await prepared();
    const posted = await runRoute(
      approvalQuote.action as unknown as Route,
      quoteUpload(admin, TERMS, { name: 'Quote 118.pdf', text: '%PDF-1.4 quote' }),
    );
    expect([posted.status, posted.headers.get('Location')]).toEqual([302, '/approvals/AP-2026-0001']);
    const page = await runRoute(
      approval.loader as unknown as Route,
      testRequest('/approvals/AP-2026-0001', { cookie: customer }),
      undefined,
      { number: 'AP-2026-0001' },
    );
    expect(await page.json()).toMatchObject({
      approval: {
        number: 'AP-2026-0001',
        title: 'Quote for request RQ-2026-0001: 12500.00 NOK, valid until 31.12.2026',
        fileName: 'Quote 118.pdf',
        size: 14,
        sha256: QUOTE_SHA256,
        status: 'pending',
        version: 1,
        supersedes: null,
        supersededBy: null,
        decision: null,
      },
      askedLocal: '26.11.2026 08:14',
      documentHref: '/approvals/AP-2026-0001/document',
      canDecide: false,
    });
    const { answer, bytes } = await downloaded(customer, 'AP-2026-0001');
    expect(answer.headers.get('Content-Type')).toBe('application/pdf');
    expect(answer.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Quote 118.pdf"; filename*=UTF-8''Quote%20118.pdf`,
    );
    expect(bytes.toString('latin1')).toBe('%PDF-1.4 quote');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(QUOTE_SHA256);
  });

  it('should refuse a file that is not a PDF or image and a bad amount, storing nothing', async () => {
    const { admin } = await prepared();
    const notPdf = await runRoute(
      approvalQuote.action as unknown as Route,
      quoteUpload(admin, TERMS, { name: 'notes.txt', text: 'just some words' }),
    );
    expect([notPdf.status, await notPdf.json()]).toEqual([
      415,
      { ok: false, message: 'notes.txt is not a JPEG, PNG, HEIC or PDF file' },
    ]);
    const badAmount = await runRoute(
      approvalQuote.action as unknown as Route,
      quoteUpload(admin, { ...TERMS, amount: '12,5' }, { name: 'Quote.pdf', text: '%PDF-1.4 quote' }),
    );
    expect([badAmount.status, await badAmount.json()]).toEqual([
      400,
      {
        ok: false,
        message:
          'amount must be a number with at most 2 decimals and no thousands separator, such as 12500.00; got "12,5"',
      },
    ]);
    expect(await portal().runtime.handle.db.selectFrom('approvals').select('number').execute()).toEqual([]);
  });

  it('should put the report and pre-invoice the portal serves to the customer, hashed as stored', async () => {
    const { admin, customer } = await prepared();
    const ask = (form: Record<string, string>) =>
      runRoute(approvals.action as unknown as Route, testRequest('/approvals', { cookie: admin, form }));
    const asked = [
      await ask({ customer: NORTHWIND, subject: 'report', subjectRef: '40211' }),
      await ask({ customer: NORTHWIND, subject: 'report', subjectRef: 'NW-R1' }),
      await ask({ customer: NORTHWIND, subject: 'pre-invoice', subjectRef: 'NW-PI1' }),
    ];
    expect(asked.map((answer) => [answer.status, answer.headers.get('Location')])).toEqual([
      [302, '/approvals/AP-2026-0001'],
      [302, '/approvals/AP-2026-0002'],
      [302, '/approvals/AP-2026-0003'],
    ]);
    const rows = await portal()
      .runtime.handle.db.selectFrom('approvals')
      .select(['number', 'title', 'file_name', 'sha256'])
      .orderBy('number')
      .execute();
    expect(rows.slice(0, 2)).toEqual([
      {
        number: 'AP-2026-0001',
        title: 'Inspection report of order 40211',
        file_name: 'Order 40211 report.pdf',
        sha256: ORDER_REPORT_SHA256,
      },
      {
        number: 'AP-2026-0002',
        title: 'BHA report NW-R1 (Multi)',
        file_name: 'BHA report NW-R1.pdf',
        sha256: BHA_REPORT_SHA256,
      },
    ]);
    expect(rows[2]).toMatchObject({ number: 'AP-2026-0003', title: 'Pre-invoice of order NW-PI1' });
    // The pre-invoice was generated when asked: its stored bytes are a PDF whose hash is the one recorded.
    const { bytes } = await downloaded(customer, 'AP-2026-0003');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(rows[2]?.sha256);

    const foreign = await ask({ customer: NORTHWIND, subject: 'report', subjectRef: '50100' });
    expect([foreign.status, await foreign.json()]).toEqual([
      400,
      { ok: false, message: 'Northwind Drilling has no order or BHA report 50100' },
    ]);
    const noDocument = await ask({ customer: NORTHWIND, subject: 'report', subjectRef: '40212' });
    expect([noDocument.status, await noDocument.json()]).toEqual([
      400,
      { ok: false, message: 'Inspection report of order 40212 has no document in the portal to approve' },
    ]);
  });
});
