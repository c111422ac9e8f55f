import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { holdJobLease, releaseJobLease } from '../../app/server/jobs/job-lease.server.js';
import { deriveInspectionReminders } from '../../app/server/notifications/derive-reminders.server.js';
import { deriveImportRuns } from '../../app/server/notifications/derive-runs.server.js';
import { jointSelectionOf } from '../../app/server/pages/joint-list-page.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { listJoints } from '../../app/server/services/joint-lists.server.js';
import { actorFor, NORTHWIND, POLAR } from '../helpers/actors.js';
import { copyDataSet } from '../helpers/data-set-copy.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';
import { recordRun } from './support/import-history.js';

describe.each(DIALECTS)('notification events on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function events() {
    const rows = await database()
      .handle.db.selectFrom('notification_events')
      .select(['kind', 'customer', 'asset', 'title', 'link'])
      .execute();
    return rows
      .map((row) => `${row.customer} | ${row.asset ?? '-'} | ${row.kind} | ${row.title} | ${row.link}`)
      .sort();
  }

  async function fixture() {
    const report = await importFolder(database().handle, database().store, FIXTURES.twoCustomers);
    expect(report.ok).toBe(true);
  }

  it('should tell nothing of the first run, the baseline, and derive each later run once', async () => {
    await fixture();
    const { handle } = database();
    await recordRun(handle, 'run-0', '2026-11-25T20:00:00.000Z', [
      { entity: 'ncr', customer: NORTHWIND, key: ['NW-NCR1'], kind: 'added' },
    ]);
    expect(await deriveImportRuns(handle, new Date('2026-11-25T21:00:00.000Z'))).toBe(0);
    await recordRun(handle, 'run-1', '2026-11-26T04:30:00.000Z', [
      { entity: 'received', customer: NORTHWIND, key: ['NW-RC2', '550DP.12'], kind: 'added', asset: 'Rig A' },
      { entity: 'received', customer: NORTHWIND, key: ['NW-RC2', '500HW.3'], kind: 'added', asset: 'Rig A' },
      {
        entity: 'ncr',
        customer: POLAR,
        key: ['PO-NCR1'],
        kind: 'changed',
        field: 'Date_Closed',
        old: null,
        new: '2026-11-25',
      },
      {
        entity: 'ncr',
        customer: NORTHWIND,
        key: ['NW-NCR1'],
        kind: 'changed',
        field: 'Title',
        old: 'Damaged',
        new: 'Damaged thread',
      },
      { entity: 'tallies', customer: NORTHWIND, key: ['T1', 'NW-0001'], kind: 'added' },
      { entity: 'tallies', customer: POLAR, key: ['T1', 'PO-0001'], kind: 'added' },
      { entity: 'chiksan', customer: NORTHWIND, key: ['NW-CH', 'NW-CH1'], kind: 'added' },
      { entity: 'bha_reports', customer: POLAR, key: ['PO-R1'], kind: 'added', asset: 'Rig P' },
      {
        entity: 'bha_orders',
        customer: NORTHWIND,
        key: ['NW-B1'],
        kind: 'changed',
        asset: 'Rig A',
        field: 'Completed',
        old: 'No',
        new: 'Yes',
      },
      // Order 40212 has an item still open (Completed No): not completed.
      {
        entity: 'orders',
        customer: NORTHWIND,
        key: ['40212', '500HW.3'],
        kind: 'changed',
        asset: 'Field C',
        field: 'Job_Completed_Date',
        old: null,
        new: '2026-11-25',
      },
    ]);
    expect(await deriveImportRuns(handle, new Date('2026-11-26T05:00:00.000Z'))).toBe(7);
    expect(await deriveImportRuns(handle, new Date('2026-11-26T05:01:00.000Z'))).toBe(0);
    expect(await events()).toEqual([
      'Northwind Drilling | - | inspection-report | Chiksan inspection report for order NW-CH | /chiksan',
      'Northwind Drilling | - | inspection-report | Inspection report for order T1 | /inspection-view/T1',
      'Northwind Drilling | Rig A | goods-received | Rig A: Goods received under NW-RC2 (2 items) | /received',
      'Northwind Drilling | Rig A | order-completed | Rig A: Order NW-B1 completed | /completedorders',
      'Polar Energy | - | inspection-report | Inspection report for order T1 | /inspection-view/T1',
      'Polar Energy | - | ncr-closed | NCR PO-NCR1 closed | /NCR',
      'Polar Energy | Rig P | inspection-report | Rig P: BHA inspection report PO-R1 | /inspectionBHA',
    ]);
  });

  it('should remind of joints and tools 30 and 7 days before their inspection expires and the day after', async () => {
    await fixture();
    const { handle } = database();
    const at = (iso: string) => deriveInspectionReminders(handle, new Date(iso), 'Europe/Oslo');
    // Tools inspected 2025-08-01 expire 2026-02-01: overdue from 2026-02-02.
    expect(await at('2026-02-02T06:00:00.000Z')).toBe(2);
    expect(await at('2026-02-02T18:00:00.000Z')).toBe(0);
    // Joints inspected 2025-10-01 (2) and 2025-10-02 (2) expire 2026-04-01 and 2026-04-02.
    expect(await at('2026-03-03T06:00:00.000Z')).toBe(2);
    expect(await events()).toEqual([
      'Northwind Drilling | Rig A | inspection-due | Rig A: 2 joints are due for inspection in 30 days (01.04.2026) | /inventory?expires=2026-04-01&asset=Rig+A',
      'Northwind Drilling | Rig A | inspection-due | Rig A: 2 joints are due for inspection in 30 days (02.04.2026) | /inventory?expires=2026-04-02&asset=Rig+A',
      'Northwind Drilling | Rig A | inspection-overdue | Rig A: 1 tool is overdue for inspection (expired 01.02.2026) | /bhainventory',
      'Polar Energy | Rig P | inspection-overdue | Rig P: 1 tool is overdue for inspection (expired 01.02.2026) | /bhainventory',
    ]);
  });

  it('should open, from a joint reminder, exactly the joints it counts (any location, that expiry day)', async () => {
    await fixture();
    const { handle } = database();
    // The 30-day reminders of 01.04 and 02.04.2026 fall on 02.03 and 03.03.2026.
    await deriveInspectionReminders(handle, new Date('2026-03-02T06:00:00.000Z'), 'Europe/Oslo');
    await deriveInspectionReminders(handle, new Date('2026-03-03T06:00:00.000Z'), 'Europe/Oslo');
    const links = await handle.db
      .selectFrom('notification_events')
      .select(['title', 'link'])
      .where('kind', '=', 'inspection-due')
      .orderBy('title')
      .execute();
    const scoped = createScopedDb(handle, actorFor(NORTHWIND));
    const listed = [];
    for (const { title, link } of links) {
      const params = new URL(link ?? '', 'http://portal').searchParams;
      const joints = await listJoints(scoped, jointSelectionOf(params, '2026-03-03') ?? {});
      listed.push([title, joints.map((joint) => joint.Serial_Number)]);
    }
    // two-customers/serials.ndjson: Rig A's NW-0001 (Rig Ready) and NW-0010 (IPC) inspected 2025-10-01,
    // NW-0002 (Req VTI) and NW-0011 (On Hold) on 2025-10-02; six months on they expire 01.04 and 02.04.2026.
    expect(listed).toEqual([
      ['Rig A: 2 joints are due for inspection in 30 days (01.04.2026)', ['NW-0001', 'NW-0010']],
      ['Rig A: 2 joints are due for inspection in 30 days (02.04.2026)', ['NW-0002', 'NW-0011']],
    ]);
  });

  it('should let one holder hold the job lease until it runs out or is given up', async () => {
    const { handle } = database();
    const t0 = new Date('2026-11-26T05:00:00.000Z');
    const later = (ms: number) => new Date(t0.getTime() + ms);
    expect(await holdJobLease(handle, 'notifications', 'host-a', t0, 60_000)).toBe(true);
    expect(await holdJobLease(handle, 'notifications', 'host-b', later(1_000), 60_000)).toBe(false);
    expect(await holdJobLease(handle, 'notifications', 'host-a', later(30_000), 60_000)).toBe(true);
    expect(await holdJobLease(handle, 'notifications', 'host-b', later(89_000), 60_000)).toBe(false);
    expect(await holdJobLease(handle, 'notifications', 'host-b', later(91_000), 60_000)).toBe(true);
    expect(await holdJobLease(handle, 'notifications', 'host-a', later(92_000), 60_000)).toBe(false);
    await releaseJobLease(handle, 'notifications', 'host-b');
    expect(await holdJobLease(handle, 'notifications', 'host-a', later(93_000), 60_000)).toBe(true);
  });
  it('should tell no one of the history a run onboards customers with, even after a users-only first run', async () => {
    const { handle, store } = database();
    const origin = { source: 'command', actor: 'ops@etl-1' } as const;
    const importOf = async (folder: string) =>
      expect((await runImport(handle, store, folder, origin)).report.ok).toBe(true);
    const unread = async () =>
      (
        await handle.db
          .selectFrom('users')
          .leftJoin('notification_inbox', (join) =>
            join
              .onRef('notification_inbox.user_id', '=', 'users.id')
              .on('notification_inbox.read_at', 'is', null),
          )
          .select([
            'users.email',
            (eb) => eb.fn.count<number | string>('notification_inbox.event_id').as('unread'),
          ])
          .where('users.Customer', 'is not', null)
          .groupBy('users.email')
          .orderBy('users.email')
          .execute()
      ).map((row) => `${row.email}: ${Number(row.unread)}`);
    // How the first admin was made before there was a command: a one-row users.json import.
    const usersOnly = mkdtempSync(join(tmpdir(), 'rigready-users-only-'));
    const data = copyDataSet(FIXTURES.twoCustomers);
    try {
      writeFileSync(
        join(usersOnly, 'users.json'),
        JSON.stringify([{ name: 'Olga Operator', email: 'olga@provider.test', isAdmin: true }]),
      );
      await importOf(usersOnly);
      await importOf(data.folder);
      await deriveImportRuns(handle, new Date('2026-11-26T05:00:00.000Z'));
      // The first data load (2 tickets, orders, NCRs, reports of years past) is both customers' baseline.
      expect(await unread()).toEqual([
        'Customer@RigReady.test: 0',
        'guest@rigready.test: 0',
        'pia@polar.test: 0',
        'rita@rigready.test: 0',
      ]);
      // The next import issues one ticket for Polar's Rig P: Pia, Polar's only user, hears of it.
      const [northwindTicket, polarTicket] = JSON.parse(
        readFileSync(join(data.folder, 'deliveries.json'), 'utf8'),
      ) as [Record<string, unknown>, Record<string, unknown>];
      data.writeJson('deliveries.json', [northwindTicket, polarTicket, { ...polarTicket, DT_No: 'PO-DT2' }]);
      await importOf(data.folder);
      expect(await deriveImportRuns(handle, new Date('2026-11-26T06:00:00.000Z'))).toBe(1);
      expect(await unread()).toEqual([
        'Customer@RigReady.test: 0',
        'guest@rigready.test: 0',
        'pia@polar.test: 1',
        'rita@rigready.test: 0',
      ]);
    } finally {
      rmSync(usersOnly, { recursive: true, force: true });
      rmSync(data.folder, { recursive: true, force: true });
    }
  });
});
