// The customer actions a fresh demo database starts with: the demo customer persona may approve, granted
// by the demo admin, has a request of each kind in each status, a quote awaiting approval and a rack count
// from the field app, made and moved through the actions on the demo's reference day, once however often
// the step runs.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storedPermissions } from '../../app/server/actions/action-permissions.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { deriveActionEvents } from '../../app/server/notifications/derive-actions.server.js';
import { seedDemoActions } from '../../scripts/demo-actions/seed-demo-actions.js';
import { readAll } from '../documents/support/document-fixtures.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const DAY = '2026-11-20';

describe.each(DIALECTS)('the demo actions on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  // The two-customers fixture's admin and customer are the demo accounts (admin@ and customer@rigready.test).
  async function seeded() {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    expect(await seedDemoActions(handle, store, DAY, 'Europe/Oslo')).toEqual({
      approvers: ['customer@rigready.test'],
      customerAdmins: ['customer@rigready.test'],
      requests: ['RQ-2026-0001', 'RQ-2026-0002', 'RQ-2026-0003', 'RQ-2026-0004', 'RQ-2026-0005'],
      approvals: ['AP-2026-0001'],
      counts: ['FC-2026-0001'],
    });
    return { handle, store };
  }

  it("should make the demo customer persona its customer's administrator, audited once as the demo admin", async () => {
    const { handle, store } = await seeded();
    await seedDemoActions(handle, store, DAY, 'Europe/Oslo');
    const carl = await handle.db
      .selectFrom('users')
      .select('customer_admin')
      .where('email_key', '=', 'customer@rigready.test')
      .executeTakeFirstOrThrow();
    expect(carl.customer_admin).toBe(1);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'at', 'Customer'])
      .where('action', '=', 'admin.user.customer-admin')
      .execute();
    expect(audit).toEqual([
      { action: 'admin.user.customer-admin', at: '2026-11-20T08:00:00.000Z', Customer: 'Northwind Drilling' },
    ]);
  });

  it('should let the demo customer persona request and approve, audited once as the demo admin', async () => {
    const { handle } = await seeded();
    const carl = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', 'customer@rigready.test')
      .executeTakeFirstOrThrow();
    expect(await storedPermissions(handle, carl.id)).toEqual({ mayRequest: true, mayApprove: true });
    const audit = await handle.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select(['audit_log.action', 'audit_log.at', 'users.email_key'])
      .where('audit_log.action', '=', 'admin.permissions.set')
      .execute();
    expect(audit).toEqual([
      { action: 'admin.permissions.set', at: '2026-11-20T08:00:00.000Z', email_key: 'admin@rigready.test' },
    ]);
  });

  it('should make a request of each kind, moved to each status on the reference day, and nothing on a second run', async () => {
    const { handle, store } = await seeded();
    const requests = async () =>
      (
        await handle.db
          .selectFrom('requests')
          .select([
            'number',
            'kind',
            'status',
            'asset',
            'needed_by',
            'decline_reason',
            'created_at',
            'updated_at',
          ])
          .orderBy('number')
          .execute()
      ).map((row) => Object.values(row).join(' | '));
    const made = [
      'RQ-2026-0001 | inspection | in-progress |  |  |  | 2026-11-20T08:44:00.000Z | 2026-11-20T08:58:00.000Z',
      'RQ-2026-0002 | recut | done |  |  |  | 2026-11-20T09:05:00.000Z | 2026-11-20T09:26:00.000Z',
      'RQ-2026-0003 | hardbanding | declined |  |  | The hardbanding line is booked until week 2: ask again in January | 2026-11-20T09:33:00.000Z | 2026-11-20T09:40:00.000Z',
      'RQ-2026-0004 | shipment | submitted | Rig B | 2026-12-04 |  | 2026-11-20T09:47:00.000Z | 2026-11-20T09:47:00.000Z',
      'RQ-2026-0005 | pick-up | acknowledged | Rig B |  |  | 2026-11-20T09:54:00.000Z | 2026-11-20T10:01:00.000Z',
    ];
    expect(await requests()).toEqual(made);
    const items = await handle.db
      .selectFrom('request_items')
      .innerJoin('requests', 'requests.id', 'request_items.request_id')
      .select(['requests.number', 'request_items.serial'])
      .orderBy('requests.number')
      .orderBy('request_items.position')
      .execute();
    expect(items.map((item) => `${item.number} ${item.serial}`)).toEqual([
      'RQ-2026-0001 NW-0001',
      'RQ-2026-0001 NW-0002',
      'RQ-2026-0001 NW-0003',
      'RQ-2026-0001 NW-0004',
      'RQ-2026-0002 NW-0005',
      'RQ-2026-0002 NW-0006',
      'RQ-2026-0003 NW-0016',
      'RQ-2026-0003 NW-0017',
      'RQ-2026-0004 NW-0007',
      'RQ-2026-0004 NW-0008',
      'RQ-2026-0004 NW-0009',
      'RQ-2026-0005 NW-0018',
      'RQ-2026-0005 NW-0019',
    ]);
    const outbox = await handle.db.selectFrom('outbox_events').select('id').execute();
    expect(outbox).toHaveLength(14);
    expect(await seedDemoActions(handle, store, DAY, 'Europe/Oslo')).toEqual({
      approvers: ['customer@rigready.test'],
      customerAdmins: ['customer@rigready.test'],
      requests: [],
      approvals: [],
      counts: [],
    });
    expect(await requests()).toEqual(made);
    expect(await handle.db.selectFrom('outbox_events').select('id').execute()).toHaveLength(14);
    // The bell of the persona after the notification job's next pass.
    expect(await deriveActionEvents(handle, new Date('2026-11-20T10:20:00.000Z'))).toBe(6);
    const told = await handle.db.selectFrom('notification_events').select('title').orderBy('title').execute();
    expect(told.map((event) => event.title)).toEqual([
      'Rig A: Quote for request RQ-2026-0001 (4 joints): 18400.00 NOK, valid until 18.12.2026 (AP-2026-0001)',
      'Rig A: Request RQ-2026-0001 acknowledged',
      'Rig A: Request RQ-2026-0002 acknowledged',
      'Rig A: Request RQ-2026-0002 done',
      'Rig B: Request RQ-2026-0003 declined: The hardbanding line is booked until week 2: ask again in January',
      'Rig B: Request RQ-2026-0005 acknowledged',
    ]);
  });

  it("should leave a quote on the first request pending, its stored bytes' SHA-256 the one recorded", async () => {
    const { handle, store } = await seeded();
    const quote = await handle.db
      .selectFrom('approvals')
      .innerJoin('requests', 'requests.id', 'approvals.request_id')
      .select([
        'approvals.number',
        'approvals.subject',
        'approvals.title',
        'approvals.status',
        'approvals.asked_at',
        'approvals.file_name',
        'approvals.file_key',
        'approvals.sha256',
        'requests.number as request',
      ])
      .executeTakeFirstOrThrow();
    const { file_key, sha256, ...facts } = quote;
    expect(facts).toEqual({
      number: 'AP-2026-0001',
      subject: 'quote',
      title: 'Quote for request RQ-2026-0001 (4 joints): 18400.00 NOK, valid until 18.12.2026',
      status: 'pending',
      asked_at: '2026-11-20T10:15:00.000Z',
      file_name: 'Quote RQ-2026-0001.pdf',
      request: 'RQ-2026-0001',
    });
    const stream = await store.open(file_key);
    if (!stream) throw new Error(`the quote ${file_key} is not in the document store`);
    const bytes = await readAll(stream);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
  });

  // Carl's racked joints: NW-0001..NW-0004 at positions 1..4 of R1 and NW-0022 in R2, both at Tananger.
  // NW-0022 has no asset, so it is outside the assets Carl may see: the portal finds it unexpected where
  // the device said found, a conflict.
  it('should record a rack count of R1 with two missing and NW-0022 a conflict', async () => {
    const { handle } = await seeded();
    expect(
      await handle.db
        .selectFrom('field_counts')
        .select([
          'number',
          'Customer',
          'site',
          'rack',
          'found',
          'missing',
          'unexpected',
          'other_rack',
          'conflicts',
        ])
        .execute(),
    ).toEqual([
      {
        number: 'FC-2026-0001',
        Customer: 'Northwind Drilling',
        site: 'Tananger',
        rack: 'R1',
        found: 2,
        missing: 2,
        unexpected: 1,
        other_rack: 0,
        conflicts: 1,
      },
    ]);
  });

  it('should do nothing in a database without the demo accounts', async () => {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.home)).ok).toBe(true);
    expect(await seedDemoActions(handle, store, DAY, 'Europe/Oslo')).toEqual({
      approvers: [],
      customerAdmins: [],
      requests: [],
      approvals: [],
      counts: [],
    });
    expect(await handle.db.selectFrom('action_permissions').selectAll().execute()).toEqual([]);
  });
});
