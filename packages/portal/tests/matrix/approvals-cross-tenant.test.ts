// Approvals and NCR decisions across tenants: customer A (Northwind) never lists, opens, downloads or
// decides B's (Polar's) approvals or NCRs, and B never A's; a user of A without the approver permission is
// refused with its message, a guest is refused every approvals page and every decision, and only a
// provider admin asks for approvals.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as approval from '../../app/routes/approvals/approval.js';
import * as approvalDocument from '../../app/routes/approvals/approval-document.js';
import * as approvalQuote from '../../app/routes/approvals/approval-quote.js';
import * as approvals from '../../app/routes/approvals/approvals.js';
import * as ncrReport from '../../app/routes/reports/ncr-report.js';
import * as nonConformance from '../../app/routes/reports/non-conformance.js';
import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import { askForApproval } from '../../app/server/actions/approvals/ask-for-approval.server.js';
import { NOT_AN_APPROVER } from '../../app/server/actions/require-approver.server.js';
import { portalDocumentStore } from '../../app/server/document-store/portal-document-store.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { identityOf } from '../helpers/identity-of.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

const RITA = 'rita@rigready.test';

describe('given approvals and NCRs awaiting disposition of customers A and B on SQLite', () => {
  const portal = useTestPortal('sqlite');

  /** A's quote AP-…-0001 and B's AP-…-0002, both NCRs awaiting disposition, Carl of A and Pia of B approvers. */
  async function seeded() {
    const { runtime, database, clock } = portal();
    clock.now = new Date('2026-11-29T10:00:00.000Z');
    const { handle } = runtime;
    for (const [id, number, customer] of [
      ['request-a', 'RQ-2026-0001', NORTHWIND],
      ['request-b', 'RQ-2026-0002', POLAR],
    ] as const)
      await handle.db
        .insertInto('requests')
        .values({
          id,
          number,
          Customer: customer,
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
          client_key: id,
        })
        .execute();
    await handle.db.updateTable('ncr').set({ Status: 'Awaiting Disposition' }).execute();
    const admin = await identityOf(handle, PERSONAS.admin);
    for (const email of [PERSONAS.customerA, PERSONAS.customerB])
      await setActionPermissions(
        handle,
        admin.user.id,
        (await identityOf(handle, email)).user.id,
        { mayRequest: true, mayApprove: true },
        runtime.now(),
      );
    const path = join(database.dataDir, 'quote.pdf');
    await writeFile(path, '%PDF-1.4 quote');
    const asker = { userId: admin.user.id, email: admin.user.email, name: admin.user.name };
    const numbers: string[] = [];
    for (const [customer, requestNumber] of [
      [NORTHWIND, 'RQ-2026-0001'],
      [POLAR, 'RQ-2026-0002'],
    ] as const) {
      const asked = await askForApproval(
        handle,
        portalDocumentStore(runtime),
        asker,
        {
          customer,
          subject: 'quote',
          requestNumber,
          amount: '100',
          currency: 'NOK',
          validUntil: '2099-12-31',
        },
        { path, name: 'quote.pdf', contentType: 'application/pdf' },
        runtime.now(),
        runtime.env.timeZone,
      );
      numbers.push(asked.number);
    }
    const [ofA = '', ofB = ''] = numbers;
    return { ofA, ofB };
  }

  const get = (
    module: { loader: unknown },
    path: string,
    cookie: string,
    params: Record<string, string> = {},
  ) =>
    runRoute(
      module.loader as Parameters<typeof runRoute>[0],
      testRequest(path, { cookie }),
      undefined,
      params,
    );
  const post = (
    module: { action: unknown },
    path: string,
    cookie: string,
    form: Record<string, string>,
    params: Record<string, string> = {},
  ) =>
    runRoute(
      module.action as Parameters<typeof runRoute>[0],
      testRequest(path, { cookie, form }),
      undefined,
      params,
    );

  it('should list, open, download and decide only the caller’s own customer’s approvals', async () => {
    const { ofA, ofB } = await seeded();
    expect([ofA, ofB]).toEqual(['AP-2026-0001', 'AP-2026-0002']);
    for (const [email, own, other] of [
      [PERSONAS.customerA, ofA, ofB],
      [PERSONAS.customerB, ofB, ofA],
    ] as const) {
      const cookie = await signIn(email);
      const list = await get(approvals, '/approvals', cookie);
      expect(list.status).toBe(200);
      const listed = (await list.json()) as { approvals: { number: string }[] };
      expect(listed.approvals.map((entry) => entry.number)).toEqual([own]);
      expect(JSON.stringify(listed)).not.toContain(other);
      expect((await get(approval, `/approvals/${own}`, cookie, { number: own })).status).toBe(200);
      const download = await get(approvalDocument, `/approvals/${own}/document`, cookie, { number: own });
      expect(download.status).toBe(200);
      expect(await download.text()).toBe('%PDF-1.4 quote');
      expect((await get(approval, `/approvals/${other}`, cookie, { number: other })).status).toBe(404);
      const foreign = await get(approvalDocument, `/approvals/${other}/document`, cookie, { number: other });
      expect(foreign.status).toBe(404);
      const decided = await post(
        approval,
        `/approvals/${other}`,
        cookie,
        { decision: 'approved' },
        { number: other },
      );
      expect(decided.status).toBe(404);
      expect(await decided.json()).toEqual({ ok: false, message: `No approval ${other}` });
    }
    const statuses = await portal().runtime.handle.db.selectFrom('approvals').select('status').execute();
    expect(statuses.map((row) => row.status)).toEqual(['pending', 'pending']);
  });

  it('should open and decide only the caller’s own customer’s NCRs', async () => {
    await seeded();
    for (const [email, own, other] of [
      [PERSONAS.customerA, 'NW-NCR1', 'PO-NCR1'],
      [PERSONAS.customerB, 'PO-NCR1', 'NW-NCR1'],
    ] as const) {
      const cookie = await signIn(email);
      const list = (await (await get(nonConformance, '/NCR', cookie)).json()) as {
        rows: { NCR_No: string; Decision: string }[];
      };
      expect(list.rows.map((row) => [row.NCR_No, row.Decision])).toEqual([[own, 'Awaits your decision']]);
      expect((await get(ncrReport, `/NCR/${own}`, cookie, { number: own })).status).toBe(200);
      expect((await get(ncrReport, `/NCR/${other}`, cookie, { number: other })).status).toBe(404);
      const decided = await post(
        ncrReport,
        `/NCR/${other}`,
        cookie,
        { decision: 'accept' },
        { number: other },
      );
      expect(await decided.json()).toEqual({
        ok: false,
        message: 'No such NCR among your company’s reports',
      });
      expect(decided.status).toBe(404);
    }
    expect(await portal().runtime.handle.db.selectFrom('ncr_decisions').select('NCR_No').execute()).toEqual(
      [],
    );
  });

  it('should refuse a user without the approver permission, a guest and an admin every decision', async () => {
    const { ofA } = await seeded();
    const rita = await signIn(RITA);
    const refusal = { ok: false, message: NOT_AN_APPROVER };
    const ritaApproves = await post(
      approval,
      `/approvals/${ofA}`,
      rita,
      { decision: 'approved' },
      { number: ofA },
    );
    expect([ritaApproves.status, await ritaApproves.json()]).toEqual([403, refusal]);
    const ritaDecides = await post(
      ncrReport,
      '/NCR/NW-NCR1',
      rita,
      { decision: 'accept' },
      { number: 'NW-NCR1' },
    );
    expect([ritaDecides.status, await ritaDecides.json()]).toEqual([403, refusal]);
    // Rita may read her customer's approvals; she is offered no decision.
    const page = (await (await get(approval, `/approvals/${ofA}`, rita, { number: ofA })).json()) as {
      canDecide: boolean;
    };
    expect(page.canDecide).toBe(false);

    const guest = await signIn(PERSONAS.guestA);
    expect((await get(approvals, '/approvals', guest)).status).toBe(403);
    expect((await get(approval, `/approvals/${ofA}`, guest, { number: ofA })).status).toBe(403);
    expect((await get(approvalDocument, `/approvals/${ofA}/document`, guest, { number: ofA })).status).toBe(
      403,
    );
    expect(
      (await post(approval, `/approvals/${ofA}`, guest, { decision: 'approved' }, { number: ofA })).status,
    ).toBe(403);
    const guestDecides = await post(
      ncrReport,
      '/NCR/NW-NCR1',
      guest,
      { decision: 'accept' },
      { number: 'NW-NCR1' },
    );
    expect([guestDecides.status, await guestDecides.json()]).toEqual([403, refusal]);

    const admin = await signIn(PERSONAS.admin);
    const adminApproves = await post(
      approval,
      `/approvals/${ofA}`,
      admin,
      { decision: 'approved' },
      { number: ofA },
    );
    expect([adminApproves.status, await adminApproves.json()]).toEqual([403, refusal]);
    const statuses = await portal().runtime.handle.db.selectFrom('approvals').select('status').execute();
    expect(statuses.map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(await portal().runtime.handle.db.selectFrom('ncr_decisions').select('NCR_No').execute()).toEqual(
      [],
    );
  });

  it('should let only a provider admin ask for an approval, and show the admin every customer’s', async () => {
    const { ofA, ofB } = await seeded();
    const customer = await signIn(PERSONAS.customerA);
    const asked = await post(approvals, '/approvals', customer, {
      customer: NORTHWIND,
      subject: 'pre-invoice',
      subjectRef: '40211',
    });
    expect([asked.status, await asked.json()]).toEqual([
      403,
      { ok: false, message: 'Only a provider admin asks a customer for an approval' },
    ]);
    const quote = await post(approvalQuote, '/approvals/quote', customer, { customer: NORTHWIND });
    expect(quote.status).toBe(403);
    const admin = await signIn(PERSONAS.admin);
    const listed = (await (await get(approvals, '/approvals', admin)).json()) as {
      approvals: { number: string }[];
    };
    expect(listed.approvals.map((entry) => entry.number).sort()).toEqual([ofA, ofB]);
    expect(await portal().runtime.handle.db.selectFrom('approvals').select('number').execute()).toHaveLength(
      2,
    );
  });
});
