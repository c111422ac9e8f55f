// The customer actions a fresh demo database starts with: the demo customer persona may approve, granted
// by the demo admin, and has a request of each kind in each status, made and moved through the actions on
// the demo's reference day, once however often the step runs.
import { describe, expect, it } from 'vitest';
import { storedPermissions } from '../../app/server/actions/action-permissions.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { deriveActionEvents } from '../../app/server/notifications/derive-actions.server.js';
import { seedDemoActions } from '../../scripts/demo-actions/seed-demo-actions.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const DAY = '2026-11-20';

describe.each(DIALECTS)('the demo actions on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  // The two-customers fixture's admin and customer are the demo accounts (admin@ and customer@rigready.test).
  async function seeded() {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    expect(await seedDemoActions(handle, DAY, 'Europe/Oslo')).toEqual({
      approvers: ['customer@rigready.test'],
      requests: ['RQ-2026-0001', 'RQ-2026-0002', 'RQ-2026-0003', 'RQ-2026-0004', 'RQ-2026-0005'],
    });
    return handle;
  }

  it('should let the demo customer persona request and approve, audited once as the demo admin', async () => {
    const handle = await seeded();
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
    const handle = await seeded();
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
    expect(outbox).toHaveLength(12);
    expect(await seedDemoActions(handle, DAY, 'Europe/Oslo')).toEqual({
      approvers: ['customer@rigready.test'],
      requests: [],
    });
    expect(await requests()).toEqual(made);
    expect(await handle.db.selectFrom('outbox_events').select('id').execute()).toHaveLength(12);
    // The bell of the persona after the notification job's next pass.
    expect(await deriveActionEvents(handle, new Date('2026-11-20T10:05:00.000Z'))).toBe(5);
    const told = await handle.db.selectFrom('notification_events').select('title').orderBy('title').execute();
    expect(told.map((event) => event.title)).toEqual([
      'Rig A: Request RQ-2026-0001 acknowledged',
      'Rig A: Request RQ-2026-0002 acknowledged',
      'Rig A: Request RQ-2026-0002 done',
      'Rig B: Request RQ-2026-0003 declined: The hardbanding line is booked until week 2: ask again in January',
      'Rig B: Request RQ-2026-0005 acknowledged',
    ]);
  });

  it('should do nothing in a database without the demo accounts', async () => {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.home)).ok).toBe(true);
    expect(await seedDemoActions(handle, DAY, 'Europe/Oslo')).toEqual({ approvers: [], requests: [] });
    expect(await handle.db.selectFrom('action_permissions').selectAll().execute()).toEqual([]);
  });
});
