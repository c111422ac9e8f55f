// "Joint downgraded" from a real import of the hand-worked joint-class fixture: an import that brings an
// inspection lowering a joint's class tells that customer's users, and no one else.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { notificationPass } from '../../app/server/notifications/notification-job.server.js';
import { saveCustomerNotificationDefaults } from '../../app/server/notifications/notification-settings.server.js';
import { copyDataSet, type DataSetCopy } from '../helpers/data-set-copy.js';
import { outbox, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';
import { mailLines } from './support/import-history.js';

// Two imports of the fixture data set per test; PostgreSQL on a busy machine needs the room.
vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = { source: 'command', actor: 'ops@etl-1' } as const;
const KESTREL = 'Kestrel Drilling';
const OSPREY = 'Osprey Energy';
type Row = Record<string, unknown>;

describe.each(DIALECTS)('the joint-downgraded notification of a real import on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  let copy: DataSetCopy | undefined;
  afterEach(() => {
    if (copy) rmSync(copy.folder, { recursive: true, force: true });
    copy = undefined;
  });

  it("should tell Kestrel's user of KD-01 falling from Premium to Class 2, and Osprey's of nothing", async () => {
    const { runtime, database } = portal();
    const data = copyDataSet(FIXTURES.jointClass);
    copy = data;
    const readJson = (file: string) => JSON.parse(readFileSync(join(data.folder, file), 'utf8')) as Row[];
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    for (const customer of [KESTREL, OSPREY])
      await saveCustomerNotificationDefaults(
        runtime.handle.db,
        customer,
        { kinds: ['joint-downgraded', 'inspection-report'], email: 'immediate', digestHour: 7 },
        runtime.now(),
      );
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 0,
      digests: 0,
      mails: 0,
    });

    // The next import brings order K-1004 (550DP.21, Rig K1, not completed) with three inspections of
    // 2026-08-17, tool joint as before (OD 6.9, pin 5.5, box 6.25: Premium on L1), body by the 80 %/70 %
    // wall thresholds:
    //   Kestrel KD-01 80.0 (Premium) → 79.5: under 80, at least 70 → Class 2: downgraded;
    //   Kestrel KD-02 79.9 (Class 2) → 75.0: Class 2 still, no change;
    //   Kestrel KD-05 90.0 (Premium) → 88.0: Premium still, no change.
    // Osprey's own KD-01 (Reject) is untouched; the new report is the K-1004 inspection report.
    const orders = readJson('orders.json');
    const order = orders.find((row) => row.Order_No === 'K-1003' && row.Item_No === '550DP.21');
    data.writeJson('orders.json', [
      ...orders,
      {
        ...order,
        Order_No: 'K-1004',
        Receive_No: 'K-1004-R',
        Completed: 'No',
        Inspection_Completed_DATE: null,
        Job_Completed_Date: null,
      },
    ]);
    const tallies = readJson('tallies.json');
    const latest = (serial: string) =>
      tallies.find(
        (row) => row.Customer === KESTREL && row.Serial_Number === serial && row.Order_No === 'K-1003',
      );
    const inspection = (serial: string, wall: number) => ({
      ...latest(serial),
      Order_No: 'K-1004',
      Inspection_Date: '2026-08-17',
      Wall: wall,
    });
    data.writeJson('tallies.json', [
      ...tallies,
      inspection('KD-01', 79.5),
      inspection('KD-02', 75),
      inspection('KD-05', 88),
    ]);
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 2,
      digests: 0,
      mails: 2,
    });
    expect(mailLines(await outbox(database.dataDir, 2))).toEqual([
      'kari@kestrel.test | Inspection report for order K-1004',
      'kari@kestrel.test | Joint KD-01 dropped from Premium to Class 2',
    ]);
    const events = await runtime.handle.db
      .selectFrom('notification_events')
      .innerJoin('notification_inbox', 'notification_inbox.event_id', 'notification_events.id')
      .innerJoin('users', 'users.id', 'notification_inbox.user_id')
      .select([
        'users.email',
        'notification_events.customer',
        'notification_events.title',
        'notification_events.link',
      ])
      .where('notification_events.kind', '=', 'joint-downgraded')
      .execute();
    expect(events).toEqual([
      {
        email: 'kari@kestrel.test',
        customer: KESTREL,
        title: 'Joint KD-01 dropped from Premium to Class 2',
        link: '/joints/KD-01',
      },
    ]);

    // The same data imported again lowers nothing more: no new event.
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 0,
      digests: 0,
      mails: 0,
    });
  });

  it('should tell of Class 2 falling to Reject, and not of an older inspection filled in late', async () => {
    const { runtime, database } = portal();
    const data = copyDataSet(FIXTURES.jointClass);
    copy = data;
    const readJson = (file: string) => JSON.parse(readFileSync(join(data.folder, file), 'utf8')) as Row[];
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    await notificationPass(runtime, 'test-host');

    // Order K-1000 (550DP.21) brings two inspections, tool joint as before (Premium on L1):
    //   KD-03 of 2026-08-17, wall 70.0 (Class 2) → 65.0: under 70 → Reject: downgraded;
    //   KD-05 of 2023-02-15, wall 50.0 (Reject), older than its 2026-02-16 inspection at 90.0, which stays
    //   the latest: Premium still, no event.
    const orders = readJson('orders.json');
    const order = orders.find((row) => row.Order_No === 'K-1003' && row.Item_No === '550DP.21');
    data.writeJson('orders.json', [...orders, { ...order, Order_No: 'K-1000', Receive_No: 'K-1000-R' }]);
    const tallies = readJson('tallies.json');
    const latest = (serial: string) =>
      tallies.find(
        (row) => row.Customer === KESTREL && row.Serial_Number === serial && row.Order_No === 'K-1003',
      );
    data.writeJson('tallies.json', [
      ...tallies,
      { ...latest('KD-03'), Order_No: 'K-1000', Inspection_Date: '2026-08-17', Wall: 65 },
      { ...latest('KD-05'), Order_No: 'K-1000', Inspection_Date: '2023-02-15', Wall: 50 },
    ]);
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    await notificationPass(runtime, 'test-host');
    const events = await runtime.handle.db
      .selectFrom('notification_events')
      .select(['customer', 'title', 'link'])
      .where('kind', '=', 'joint-downgraded')
      .execute();
    expect(events).toEqual([
      { customer: KESTREL, title: 'Joint KD-03 dropped from Class 2 to Reject', link: '/joints/KD-03' },
    ]);
  });
  it('should tell of a corrected wall on the latest inspection lowering the class once, to its customer only', async () => {
    const { runtime, database } = portal();
    const data = copyDataSet(FIXTURES.jointClass);
    copy = data;
    const readJson = (file: string) => JSON.parse(readFileSync(join(data.folder, file), 'utf8')) as Row[];
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    for (const customer of [KESTREL, OSPREY])
      await saveCustomerNotificationDefaults(
        runtime.handle.db,
        customer,
        { kinds: ['joint-downgraded'], email: 'immediate', digestHour: 7 },
        runtime.now(),
      );
    await notificationPass(runtime, 'test-host');

    // The next import corrects figures of existing rows of the latest order, no row added:
    //   Kestrel KD-01 on K-1003: wall 80.0 (Premium) → 79.0: under 80, at least 70 → Class 2: downgraded;
    //   Kestrel KD-05 on K-1003: wall 90.0 → 85.0, box OD 6.75 as before: Premium still, no event;
    //   Osprey's own KD-01 on O-2001: wall 60.0 → 55.0: Reject before and after (tong space 3.5 under the
    //   4 in minimum), no event, and nothing of Kestrel's KD-01 reaches Osprey.
    const corrected = (row: Row) =>
      row.Customer === KESTREL && row.Serial_Number === 'KD-01' && row.Order_No === 'K-1003'
        ? { ...row, Wall: 79 }
        : row.Customer === KESTREL && row.Serial_Number === 'KD-05' && row.Order_No === 'K-1003'
          ? { ...row, Wall: 85 }
          : row.Customer === OSPREY && row.Serial_Number === 'KD-01'
            ? { ...row, Wall: 55 }
            : row;
    data.writeJson('tallies.json', readJson('tallies.json').map(corrected));
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 1,
      digests: 0,
      mails: 1,
    });
    expect(mailLines(await outbox(database.dataDir, 1))).toEqual([
      'kari@kestrel.test | Joint KD-01 dropped from Premium to Class 2',
    ]);
    const downgrades = () =>
      runtime.handle.db
        .selectFrom('notification_events')
        .innerJoin('notification_inbox', 'notification_inbox.event_id', 'notification_events.id')
        .innerJoin('users', 'users.id', 'notification_inbox.user_id')
        .select(['users.email', 'notification_events.customer', 'notification_events.title'])
        .where('notification_events.kind', '=', 'joint-downgraded')
        .execute();
    expect(await downgrades()).toEqual([
      { email: 'kari@kestrel.test', customer: KESTREL, title: 'Joint KD-01 dropped from Premium to Class 2' },
    ]);

    // The same import again changes no row: nothing more.
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 0,
      digests: 0,
      mails: 0,
    });
    expect(await downgrades()).toHaveLength(1);
  });
});
