import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { notificationPass } from '../../app/server/notifications/notification-job.server.js';
import { saveCustomerNotificationDefaults } from '../../app/server/notifications/notification-settings.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { copyDataSet, type DataSetCopy } from '../helpers/data-set-copy.js';
import { outbox, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';
import { mailLines } from './support/import-history.js';

// Two imports of the fixture data set per test; PostgreSQL on a busy machine needs the room.
vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = { source: 'command', actor: 'ops@etl-1' } as const;
type Row = Record<string, unknown>;

describe.each(DIALECTS)('notifications of a real import on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  let copy: DataSetCopy | undefined;
  afterEach(() => {
    if (copy) rmSync(copy.folder, { recursive: true, force: true });
    copy = undefined;
  });

  const readJson = (file: string) =>
    JSON.parse(readFileSync(join(copy?.folder ?? '', file), 'utf8')) as Row[];

  it('should mail the completed order, the new tickets and the opened NCR to exactly the users who may see them', async () => {
    const { runtime, database } = portal();
    const data = copyDataSet(FIXTURES.twoCustomers);
    copy = data;
    // The baseline: order 40211 still open, and Rig B excluded for Carl.
    const orders = readJson('orders.json');
    data.writeJson(
      'orders.json',
      orders.map((row) => (row.Order_No === '40211' ? { ...row, Completed: 'No' } : row)),
    );
    data.writeJson(
      'users.json',
      readJson('users.json').map((row) =>
        row.email === 'Customer@RigReady.test' ? { ...row, excludedAssets: ['Rig B'] } : row,
      ),
    );
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    for (const customer of [NORTHWIND, POLAR])
      await saveCustomerNotificationDefaults(
        runtime.handle.db,
        customer,
        { kinds: ['order-completed', 'delivery-issued', 'ncr-opened'], email: 'immediate', digestHour: 7 },
        runtime.now(),
      );
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 0,
      digests: 0,
      mails: 0,
    });

    // The next import completes 40211, issues three tickets (Rig A, Rig B, Polar's Rig P) and opens an NCR.
    data.writeJson('orders.json', orders);
    const [northwindTicket, polarTicket] = readJson('deliveries.json') as [Row, Row];
    data.writeJson('deliveries.json', [
      northwindTicket,
      polarTicket,
      { ...northwindTicket, DT_No: 'NW-DT2' },
      { ...northwindTicket, DT_No: 'NW-DT3', Asset: 'Rig B', Sent_To: 'Rig B' },
      { ...polarTicket, DT_No: 'PO-DT2' },
    ]);
    const ncr = readJson('ncr.json');
    data.writeJson('ncr.json', [...ncr, { ...ncr[0], NCR_No: 'NW-NCR2', Title: 'Worn hardbanding' }]);
    expect((await runImport(database.handle, database.store, data.folder, ORIGIN)).report.ok).toBe(true);
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 5,
      digests: 0,
      mails: 7,
    });
    expect(mailLines(await outbox(database.dataDir, 7))).toEqual([
      'Customer@rigready.test | NCR NW-NCR2 opened',
      'Customer@rigready.test | Rig A: Delivery ticket NW-DT2 issued',
      'Customer@rigready.test | Rig A: Order 40211 completed',
      'guest@rigready.test | NCR NW-NCR2 opened',
      'pia@polar.test | Rig P: Delivery ticket PO-DT2 issued',
      'rita@rigready.test | NCR NW-NCR2 opened',
      'rita@rigready.test | Rig B: Delivery ticket NW-DT3 issued',
    ]);
  });
});
