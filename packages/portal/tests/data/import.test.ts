import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../app/server/auth/password.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { formatProblem } from '../../app/server/importer/import-problem.server.js';
import { snapshotTables } from '../helpers/table-snapshot.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

describe.each(DIALECTS)('importing a data-format folder into %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should read every file of a valid folder and report the rows per file', async () => {
    const { handle, store } = database();
    const report = await importFolder(handle, store, FIXTURES.twoCustomers);
    expect(report).toEqual({
      ok: true,
      documents: 13,
      rows: {
        'customers.json': 2,
        'users.json': 5,
        'items.json': 3,
        'racks.json': 2,
        'serials.ndjson': 27,
        'bha_items.json': 2,
        'orders.json': 3,
        'bha_orders.json': 2,
        'deliveries.json': 2,
        'bha_deliveries.json': 2,
        'received.json': 2,
        'preinvoices.json': 2,
        'bha_preinvoices.json': 2,
        'bha_reports.json': 2,
        'ncr.json': 2,
        'chiksan.json': 2,
        'tcp.json': 2,
        'tallies.json': 2,
        'certificates.json': 3,
      },
    });
  });

  it('should change nothing when the same folder is imported twice', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const before = await snapshotTables(handle.db);
    const second = await importFolder(handle, store, FIXTURES.twoCustomers);
    expect(second.ok).toBe(true);
    expect(await snapshotTables(handle.db)).toEqual(before);
    expect(before.serials).toHaveLength(27);
  });

  it('should keep legacy field names and store values as the contract gives them', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const order = await handle.db
      .selectFrom('orders')
      .selectAll()
      .where('Order_No', '=', '40211')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      QTY_Recived: 13,
      Inspection_Completed_DATE: '2025-06-20',
      Completed: 'Yes',
    });
    expect(JSON.parse(order.Priority ?? 'null')).toEqual({ value: 1, name: 'High', color: '#d32f2f' });
    const item = await handle.db
      .selectFrom('items')
      .select(['TJ_OD'])
      .where('Customer', '=', 'Northwind Drilling')
      .where('Item_No', '=', '550DP.12')
      .executeTakeFirstOrThrow();
    expect(item.TJ_OD).toBe('7');
    const delivery = await handle.db
      .selectFrom('deliveries')
      .selectAll()
      .orderBy('DT_No')
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ Returned: 0, Offshore: 1, Quantity: 2 });
  });

  it('should store passwords only as argon2id hashes, matched case-insensitively by e-mail', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const users = await handle.db.selectFrom('users').selectAll().orderBy('email_key').execute();
    const customer = users.find((user) => user.email_key === 'customer@rigready.test');
    expect(customer?.email).toBe('Customer@RigReady.test');
    expect(customer?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('rigready-demo', customer?.password_hash ?? '')).toBe(true);
    expect(JSON.stringify(users)).not.toContain('rigready-demo');
    expect(users.find((user) => user.email_key === 'pia@polar.test')?.password_hash).toBeNull();
    expect(users.find((user) => user.email_key === 'admin@rigready.test')).toMatchObject({
      is_admin: 1,
      Customer: null,
    });
  });

  it('should copy every referenced document into the document store', async () => {
    const { handle, store, dataDir } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const key = 'documents/orders/NW-40211.pdf';
    expect(await store.exists(key)).toBe(true);
    expect(readFileSync(join(dataDir, 'documents', key), 'utf8')).toBe(
      readFileSync(join(FIXTURES.twoCustomers, key), 'utf8'),
    );
  });

  it('should write nothing from an invalid folder and report every problem with file, row and field', async () => {
    const { handle, store, dataDir } = database();
    const report = await importFolder(handle, store, FIXTURES.invalid);
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.problems.map(formatProblem)).toEqual([
      'items.json:1 certificates: document documents/certificates/missing.pdf does not exist in the data set',
      'items.json:2 Customer: unknown customer "Nobody Inc"',
      'serials.ndjson:2 Item_No: no item "999XX.1" in items for customer "Northwind Drilling"',
      expect.stringMatching(/^serials\.ndjson:3 \(row\): not valid JSON \(/),
      'serials.ndjson:4 Current_Location: must be one of Rig Ready, Req VTI, Inspection, Booked, Backlog, ' +
        'Machining, Hardbanding, Scrap, Limited Service, IPC, On Hold, Shipped Scrap, Shipped (got "Rig Redy")',
      'serials.ndjson:5 Date_Inspected: must be a date YYYY-MM-DD (got "2025-02-30")',
      'serials.ndjson:6 Position: must not be negative (got -2)',
      'serials.ndjson:7 Asset: "Rig Z" is not one of the assets of customer "Northwind Drilling"',
      'orders.json:1 QTY_Recived: must not be negative (got -3)',
      'orders.json:1 documents: document documents/orders/1.pdf does not exist in the data set',
      'ncr.json:1 file: must be a relative path inside the data set (got "../outside.pdf")',
    ]);
    const snapshot = await snapshotTables(handle.db);
    expect(Object.values(snapshot).every((rows) => rows.length === 0)).toBe(true);
    expect(existsSync(join(dataDir, 'documents'))).toBe(false);
  });

  it('should leave an earlier import untouched when a later one fails', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const before = await snapshotTables(handle.db);
    const report = await importFolder(handle, store, FIXTURES.invalid);
    expect(report.ok).toBe(false);
    expect(await snapshotTables(handle.db)).toEqual(before);
  });

  it('should refuse a path that is not a folder', async () => {
    const { handle, store } = database();
    const report = await importFolder(handle, store, join(FIXTURES.invalid, 'customers.json'));
    expect(report.ok).toBe(false);
    if (!report.ok) expect(report.problems[0]?.reason).toBe('is not a folder');
  });
});
