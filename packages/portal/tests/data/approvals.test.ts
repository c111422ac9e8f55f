// Approvals: a provider admin puts a quote (or a report, or a pre-invoice) to a customer; an approver of
// that customer approves or rejects it, the stored bytes checked against their SHA-256 first. The hashes
// below were worked out in the shell, not by the code under test:
//   printf '%s' '%PDF-1.4 quote'     | sha256sum → 2c9636c8…adf662
//   printf '%s' '%PDF-1.4 quote v2'  | sha256sum → 9c0b2d01…3cf892
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import { findApproval } from '../../app/server/actions/approvals/approval-records.server.js';
import { askForApproval } from '../../app/server/actions/approvals/ask-for-approval.server.js';
import { decideApproval } from '../../app/server/actions/approvals/decide-approval.server.js';
import { NOT_AN_APPROVER } from '../../app/server/actions/require-approver.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { identityOf } from '../helpers/identity-of.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const ZONE = 'Europe/Oslo';
const ASKED = new Date('2026-11-20T09:00:00.000Z');
const DECIDED = new Date('2026-11-26T07:14:05.000Z');
const QUOTE_SHA256 = '2c9636c852a244f77b3e0142eef00678e25a4759605a5c2e6576285fc7adf662';
const QUOTE_V2_SHA256 = '9c0b2d015670b8f242e09f96c143153dde391a08b114197b891c4dafc13cf892';
const QUOTE_TERMS = { amount: '12500.00', currency: 'NOK', validUntil: '2026-12-31' };
const NORTHWIND_QUOTE = { customer: 'Northwind Drilling', subject: 'quote', requestNumber: 'RQ-2026-0001' };

describe.each(DIALECTS)('approvals, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function seeded() {
    const { handle, store, dataDir } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    await handle.db
      .insertInto('requests')
      .values({
        id: 'request-1',
        number: 'RQ-2026-0001',
        Customer: 'Northwind Drilling',
        kind: 'inspection',
        status: 'submitted',
        pipe_type: 'Tubular',
        asset: 'Rig A',
        needed_by: null,
        destination: null,
        contact: null,
        inspection_spec: 'DS-1 Category 4',
        notes: null,
        decline_reason: null,
        created_by: 'someone',
        created_at: '2026-11-19T08:00:00.000Z',
        updated_at: '2026-11-19T08:00:00.000Z',
        client_key: 'form-1',
      })
      .execute();
    await handle.db
      .insertInto('request_items')
      .values([
        {
          request_id: 'request-1',
          position: 1,
          kind: 'joint',
          serial: 'NW-0001',
          item_no: null,
          asset: 'Rig A',
        },
        {
          request_id: 'request-1',
          position: 2,
          kind: 'joint',
          serial: 'NW-0002',
          item_no: null,
          asset: 'Rig A',
        },
      ])
      .execute();
    const admin = await identityOf(handle, 'admin@rigready.test');
    const carl = await identityOf(handle, 'customer@rigready.test');
    const pia = await identityOf(handle, 'pia@polar.test');
    for (const approver of [carl, pia])
      await setActionPermissions(
        handle,
        admin.user.id,
        approver.user.id,
        { mayRequest: true, mayApprove: true },
        ASKED,
      );
    const file = async (name: string, text: string) => {
      const path = join(dataDir, name);
      await writeFile(path, text);
      return { path, name, contentType: 'application/pdf' };
    };
    const asker = { userId: admin.user.id, email: admin.user.email, name: admin.user.name };
    return {
      handle,
      store,
      admin,
      carl,
      pia,
      asker,
      quote: await file('Quote 118.pdf', '%PDF-1.4 quote'),
      quoteV2: await file('Quote 118 rev 2.pdf', '%PDF-1.4 quote v2'),
    };
  }

  const approvalRows = async () =>
    database()
      .handle.db.selectFrom('approvals')
      .select([
        'number',
        'version',
        'status',
        'sha256',
        'decided_name',
        'decided_at_local',
        'decision_comment',
      ])
      .orderBy('number')
      .execute();

  const outboxOf = async (type: string) =>
    (
      await database()
        .handle.db.selectFrom('outbox_events')
        .select(['type', 'Customer', 'subject', 'payload'])
        .where('type', '=', type)
        .orderBy('seq')
        .execute()
    ).map((row) => ({ ...row, payload: JSON.parse(row.payload) }));

  it('should store a quote with the SHA-256 of its exact bytes, number it, audit it and tell the outbox once', async () => {
    const { handle, store, asker, quote } = await seeded();
    const asked = await askForApproval(
      handle,
      store,
      asker,
      { ...NORTHWIND_QUOTE, ...QUOTE_TERMS },
      quote,
      ASKED,
      ZONE,
    );
    expect(asked).toEqual({
      number: 'AP-2026-0001',
      customer: 'Northwind Drilling',
      version: 1,
      supersedes: null,
      sha256: QUOTE_SHA256,
      changed: true,
    });
    const row = await handle.db.selectFrom('approvals').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      number: 'AP-2026-0001',
      Customer: 'Northwind Drilling',
      subject: 'quote',
      request_id: 'request-1',
      subject_ref: null,
      title: 'Quote for request RQ-2026-0001 (2 joints): 12500.00 NOK, valid until 31.12.2026',
      amount: '12500.00',
      currency: 'NOK',
      valid_until: '2026-12-31',
      file_name: 'Quote 118.pdf',
      content_type: 'application/pdf',
      status: 'pending',
      asked_at: '2026-11-20T09:00:00.000Z',
      decided_at: null,
    });
    expect(Number(row.size)).toBe(14);
    expect(row.file_key).toMatch(/^approvals\/[0-9a-f-]{36}\.pdf$/);
    const stream = await store.open(row.file_key);
    let stored = '';
    for await (const chunk of stream ?? []) stored += String(chunk);
    expect(stored).toBe('%PDF-1.4 quote');
    expect(await outboxOf('approval.requested')).toEqual([
      {
        type: 'approval.requested',
        Customer: 'Northwind Drilling',
        subject: 'AP-2026-0001',
        payload: {
          number: 'AP-2026-0001',
          subject: 'quote',
          requestNumber: 'RQ-2026-0001',
          subjectRef: null,
          title: 'Quote for request RQ-2026-0001 (2 joints): 12500.00 NOK, valid until 31.12.2026',
          amount: '12500.00',
          currency: 'NOK',
          validUntil: '2026-12-31',
          version: 1,
          supersedes: null,
          sha256: QUOTE_SHA256,
          fileName: 'Quote 118.pdf',
          askedAt: '2026-11-20T09:00:00.000Z',
        },
      },
    ]);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'Customer', 'details'])
      .where('action', '=', 'admin.approval.ask')
      .execute();
    expect(audit.map((entry) => ({ ...entry, details: JSON.parse(entry.details ?? 'null') }))).toEqual([
      {
        action: 'admin.approval.ask',
        Customer: 'Northwind Drilling',
        details: {
          number: 'AP-2026-0001',
          title: 'Quote for request RQ-2026-0001 (2 joints): 12500.00 NOK, valid until 31.12.2026',
          version: 1,
          supersedes: null,
          sha256: QUOTE_SHA256,
        },
      },
    ]);
    // The same form sent again (and raced) answers the pending approval and writes nothing more.
    const again = await Promise.all([
      askForApproval(handle, store, asker, { ...NORTHWIND_QUOTE, ...QUOTE_TERMS }, quote, ASKED, ZONE),
      askForApproval(handle, store, asker, { ...NORTHWIND_QUOTE, ...QUOTE_TERMS }, quote, ASKED, ZONE),
    ]);
    expect(again.map((answer) => [answer.number, answer.changed])).toEqual([
      ['AP-2026-0001', false],
      ['AP-2026-0001', false],
    ]);
    expect(await approvalRows()).toHaveLength(1);
    expect(await outboxOf('approval.requested')).toHaveLength(1);
  });

  it('should refuse bad terms and another customer’s request with a message that names what is wrong', async () => {
    const { handle, store, asker, quote } = await seeded();
    const ask = (fields: Record<string, string>) =>
      askForApproval(
        handle,
        store,
        asker,
        { ...NORTHWIND_QUOTE, ...QUOTE_TERMS, ...fields },
        quote,
        ASKED,
        ZONE,
      );
    await expect(ask({ amount: '12 500,50' })).rejects.toMatchObject({
      status: 400,
      message:
        'amount must be a number with at most 2 decimals and no thousands separator, such as 12500.00; got "12 500,50"',
    });
    await expect(ask({ amount: '10.005' })).rejects.toMatchObject({ status: 400 });
    await expect(ask({ amount: '0.00' })).rejects.toMatchObject({
      status: 400,
      message: 'amount must be more than 0; got 0.00',
    });
    await expect(ask({ currency: 'kroner' })).rejects.toMatchObject({
      status: 400,
      message: 'currency must be a three-letter ISO code such as NOK, USD or EUR; got "KRONER"',
    });
    await expect(ask({ validUntil: '2026-11-19' })).rejects.toMatchObject({
      status: 400,
      message: 'valid until 19.11.2026 is in the past: today is 20.11.2026',
    });
    await expect(ask({ validUntil: '2026-02-30' })).rejects.toMatchObject({
      status: 400,
      message: 'valid until must be a date (YYYY-MM-DD); got "2026-02-30"',
    });
    await expect(ask({ customer: 'Polar Energy' })).rejects.toMatchObject({
      status: 400,
      message: 'Polar Energy has no request RQ-2026-0001',
    });
    await expect(ask({ subject: 'report', subjectRef: '50100' })).rejects.toMatchObject({
      status: 400,
      message: 'Northwind Drilling has no order or BHA report 50100',
    });
    expect(await approvalRows()).toEqual([]);
    expect(await store.exists('approvals')).toBe(false);
  });

  it('should name a report and a pre-invoice of the customer’s own orders in words', async () => {
    const { handle, store, asker, quote } = await seeded();
    const northwind = { customer: 'Northwind Drilling' };
    await askForApproval(
      handle,
      store,
      asker,
      { ...northwind, subject: 'report', subjectRef: '40211' },
      quote,
      ASKED,
      ZONE,
    );
    await askForApproval(
      handle,
      store,
      asker,
      { ...northwind, subject: 'report', subjectRef: 'NW-R1' },
      quote,
      ASKED,
      ZONE,
    );
    await askForApproval(
      handle,
      store,
      asker,
      { ...northwind, subject: 'pre-invoice', subjectRef: '40212' },
      quote,
      ASKED,
      ZONE,
    );
    const rows = await handle.db
      .selectFrom('approvals')
      .select(['number', 'subject', 'subject_ref', 'title', 'amount'])
      .orderBy('number')
      .execute();
    expect(rows).toEqual([
      {
        number: 'AP-2026-0001',
        subject: 'report',
        subject_ref: '40211',
        title: 'Inspection report of order 40211',
        amount: null,
      },
      {
        number: 'AP-2026-0002',
        subject: 'report',
        subject_ref: 'NW-R1',
        title: 'BHA report NW-R1 (Multi)',
        amount: null,
      },
      {
        number: 'AP-2026-0003',
        subject: 'pre-invoice',
        subject_ref: '40212',
        title: 'Pre-invoice of order 40212',
        amount: null,
      },
    ]);
  });

  it('should record the approver’s name, e-mail, instant on the provider’s clock and comment, once', async () => {
    const { handle, store, asker, quote, carl } = await seeded();
    await askForApproval(handle, store, asker, { ...NORTHWIND_QUOTE, ...QUOTE_TERMS }, quote, ASKED, ZONE);
    const decided = await decideApproval(
      handle,
      store,
      carl,
      'AP-2026-0001',
      { decision: 'approved', comment: ' Go ahead ' },
      DECIDED,
      ZONE,
    );
    expect(decided).toEqual({
      number: 'AP-2026-0001',
      decision: 'approved',
      changed: true,
      at: '2026-11-26T07:14:05.000Z',
      atLocal: '26.11.2026 08:14 (Europe/Oslo)',
    });
    const row = await handle.db.selectFrom('approvals').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'approved',
      decided_by: carl.user.id,
      decided_name: 'Carl Customer',
      decided_email: 'Customer@RigReady.test',
      decided_at: '2026-11-26T07:14:05.000Z',
      decided_at_local: '26.11.2026 08:14 (Europe/Oslo)',
      decision_comment: 'Go ahead',
      sha256: QUOTE_SHA256,
    });
    expect((await outboxOf('approval.decided')).map((event) => event.payload)).toEqual([
      {
        number: 'AP-2026-0001',
        decision: 'approved',
        comment: 'Go ahead',
        title: 'Quote for request RQ-2026-0001 (2 joints): 12500.00 NOK, valid until 31.12.2026',
        sha256: QUOTE_SHA256,
        at: '2026-11-26T07:14:05.000Z',
        atLocal: '26.11.2026 08:14 (Europe/Oslo)',
        by: { name: 'Carl Customer', email: 'Customer@RigReady.test' },
      },
    ]);
    // A repeat is no change; the other decision is refused.
    const later = new Date('2026-11-27T10:00:00.000Z');
    expect(
      await decideApproval(handle, store, carl, 'AP-2026-0001', { decision: 'approved' }, later, ZONE),
    ).toMatchObject({ changed: false, atLocal: '26.11.2026 08:14 (Europe/Oslo)' });
    await expect(
      decideApproval(
        handle,
        store,
        carl,
        'AP-2026-0001',
        { decision: 'rejected', comment: 'No' },
        later,
        ZONE,
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: 'AP-2026-0001 is approved already: it cannot be rejected',
    });
    expect(await outboxOf('approval.decided')).toHaveLength(1);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'details'])
      .where('action', '=', 'approval.decided')
      .execute();
    expect(audit.map((entry) => ({ ...entry, details: JSON.parse(entry.details ?? 'null') }))).toEqual([
      {
        action: 'approval.decided',
        actor_user_id: carl.user.id,
        details: {
          number: 'AP-2026-0001',
          decision: 'approved',
          title: 'Quote for request RQ-2026-0001 (2 joints): 12500.00 NOK, valid until 31.12.2026',
          sha256: QUOTE_SHA256,
          comment: 'Go ahead',
        },
      },
    ]);
  });

  it('should refuse a user who may not approve, an admin, another customer and a rejection without a comment', async () => {
    const { handle, store, asker, quote, admin, pia } = await seeded();
    await askForApproval(handle, store, asker, { ...NORTHWIND_QUOTE, ...QUOTE_TERMS }, quote, ASKED, ZONE);
    const rita = await identityOf(handle, 'rita@rigready.test');
    const guest = await identityOf(handle, 'guest@rigready.test');
    const viewingAs = await identityOf(handle, 'admin@rigready.test', 'Northwind Drilling');
    const approve = { decision: 'approved' };
    expect(NOT_AN_APPROVER).toBe(
      'You may not approve or decide: a provider admin gives the approver permission to users of your company',
    );
    for (const who of [rita, guest, admin, viewingAs])
      await expect(
        decideApproval(handle, store, who, 'AP-2026-0001', approve, DECIDED, ZONE),
      ).rejects.toMatchObject({
        status: 403,
        message: NOT_AN_APPROVER,
      });
    await expect(
      decideApproval(handle, store, pia, 'AP-2026-0001', approve, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 404,
      message: 'No approval AP-2026-0001',
    });
    const carl = await identityOf(handle, 'customer@rigready.test');
    await expect(
      decideApproval(
        handle,
        store,
        carl,
        'AP-2026-0001',
        { decision: 'rejected', comment: '  ' },
        DECIDED,
        ZONE,
      ),
    ).rejects.toMatchObject({ status: 400, message: 'A rejection needs a comment: say what is wrong' });
    await expect(
      decideApproval(handle, store, carl, 'AP-2026-0001', { decision: 'maybe' }, DECIDED, ZONE),
    ).rejects.toMatchObject({ status: 400, message: 'decision must be approved or rejected; got "maybe"' });
    expect((await approvalRows()).map((row) => row.status)).toEqual(['pending']);
  });

  it('should supersede an approved version with a new one that needs its own approval, keeping the first record', async () => {
    const { handle, store, asker, quote, quoteV2, carl } = await seeded();
    await askForApproval(handle, store, asker, { ...NORTHWIND_QUOTE, ...QUOTE_TERMS }, quote, ASKED, ZONE);
    await decideApproval(handle, store, carl, 'AP-2026-0001', { decision: 'approved' }, DECIDED, ZONE);
    const second = await askForApproval(
      handle,
      store,
      asker,
      { ...NORTHWIND_QUOTE, ...QUOTE_TERMS, amount: '13100' },
      quoteV2,
      DECIDED,
      ZONE,
    );
    expect(second).toEqual({
      number: 'AP-2026-0002',
      customer: 'Northwind Drilling',
      version: 2,
      supersedes: 'AP-2026-0001',
      sha256: QUOTE_V2_SHA256,
      changed: true,
    });
    expect(await approvalRows()).toEqual([
      {
        number: 'AP-2026-0001',
        version: 1,
        status: 'superseded',
        sha256: QUOTE_SHA256,
        decided_name: 'Carl Customer',
        decided_at_local: '26.11.2026 08:14 (Europe/Oslo)',
        decision_comment: null,
      },
      {
        number: 'AP-2026-0002',
        version: 2,
        status: 'pending',
        sha256: QUOTE_V2_SHA256,
        decided_name: null,
        decided_at_local: null,
        decision_comment: null,
      },
    ]);
    await expect(
      decideApproval(handle, store, carl, 'AP-2026-0001', { decision: 'approved' }, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 409,
      message: 'AP-2026-0001 is superseded by AP-2026-0002: decide that version',
    });
    // Its page still says who approved it and when, and which version replaced it.
    expect(await findApproval(handle, 'Northwind Drilling', 'AP-2026-0001')).toMatchObject({
      status: 'superseded',
      supersedes: null,
      supersededBy: 'AP-2026-0002',
      decision: {
        decision: 'approved',
        name: 'Carl Customer',
        email: 'Customer@RigReady.test',
        at: '2026-11-26T07:14:05.000Z',
        atLocal: '26.11.2026 08:14 (Europe/Oslo)',
        comment: null,
      },
    });
    expect(await findApproval(handle, 'Northwind Drilling', 'AP-2026-0002')).toMatchObject({
      supersedes: 'AP-2026-0001',
      supersededBy: null,
      decision: null,
    });
    expect(await findApproval(handle, 'Polar Energy', 'AP-2026-0001')).toBeNull();
    // The first version's document is still the bytes that were approved.
    const first = await handle.db
      .selectFrom('approvals')
      .select('file_key')
      .where('number', '=', 'AP-2026-0001')
      .executeTakeFirstOrThrow();
    let stored = '';
    for await (const chunk of (await store.open(first.file_key)) ?? []) stored += String(chunk);
    expect(stored).toBe('%PDF-1.4 quote');
  });

  it('should refuse a document whose stored bytes changed, and a quote past its valid-until day', async () => {
    const { handle, store, asker, quote, quoteV2, carl } = await seeded();
    await askForApproval(handle, store, asker, { ...NORTHWIND_QUOTE, ...QUOTE_TERMS }, quote, ASKED, ZONE);
    const { file_key } = await handle.db.selectFrom('approvals').select('file_key').executeTakeFirstOrThrow();
    await store.putFile(file_key, quoteV2.path);
    await expect(
      decideApproval(handle, store, carl, 'AP-2026-0001', { decision: 'approved' }, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 409,
      message: `The document of AP-2026-0001 is not the one put to you (its SHA-256 is not ${QUOTE_SHA256}): nothing was recorded; tell the provider`,
    });
    await store.putFile(file_key, quote.path);
    const newYearsDay = new Date('2026-12-31T23:30:00.000Z');
    await expect(
      decideApproval(handle, store, carl, 'AP-2026-0001', { decision: 'approved' }, newYearsDay, ZONE),
    ).rejects.toMatchObject({
      status: 409,
      message:
        'The quote AP-2026-0001 was valid until 31.12.2026: it can no longer be approved; ask for a new version',
    });
    expect((await approvalRows()).map((row) => row.status)).toEqual(['pending']);
    // Rejecting an expired quote is still a decision the provider wants to hear.
    await decideApproval(
      handle,
      store,
      carl,
      'AP-2026-0001',
      { decision: 'rejected', comment: 'Too late' },
      newYearsDay,
      ZONE,
    );
    expect((await approvalRows()).map((row) => [row.status, row.decided_at_local])).toEqual([
      ['rejected', '01.01.2027 00:30 (Europe/Oslo)'],
    ]);
  });

  it('should record one of two raced decisions and refuse the other', async () => {
    const { handle, store, asker, quote, carl } = await seeded();
    await askForApproval(handle, store, asker, { ...NORTHWIND_QUOTE, ...QUOTE_TERMS }, quote, ASKED, ZONE);
    const results = await Promise.allSettled([
      decideApproval(handle, store, carl, 'AP-2026-0001', { decision: 'approved' }, DECIDED, ZONE),
      decideApproval(
        handle,
        store,
        carl,
        'AP-2026-0001',
        { decision: 'rejected', comment: 'No' },
        DECIDED,
        ZONE,
      ),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409 });
    expect(await outboxOf('approval.decided')).toHaveLength(1);
    const [row] = await approvalRows();
    const recorded = (await outboxOf('approval.decided'))[0]?.payload.decision;
    expect(row?.status).toBe(recorded);
  });
});
