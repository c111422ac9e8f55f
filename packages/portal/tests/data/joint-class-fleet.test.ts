// The inventory's class counts and class filter on the hand-worked joint-class fixture: each joint's
// class is expected-classes.ts's literal.
import { describe, expect, it } from 'vitest';
import * as inventory from '../../app/routes/inventory/inventory.js';
import { KESTREL } from '../fixtures/joint-class/expected-classes.js';
import { runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const PASSWORD = 'rigready-class';
const KARI = 'kari@kestrel.test';
const OLAV = 'olav@osprey.test';

interface InventoryAnswer {
  classCounts: Record<string, number>;
  jointList: {
    title: string;
    rows: { Serial_Number: string; Customer_Name: string; Class: string }[];
  } | null;
}

const serialsOf = (jointClass: string | null) =>
  Object.entries(KESTREL)
    .filter(([, expected]) => expected.overall === jointClass)
    .map(([serial]) => serial);

describe.each(DIALECTS)('the inventory by class on %s', (dialect) => {
  useTestPortal(dialect, {}, FIXTURES.jointClass);
  const open = async (path: string, email: string) => {
    const cookie = await signIn(email, PASSWORD);
    return runRoute(inventory.loader, testRequest(path, { cookie }));
  };

  it("should count Kestrel's joints in service by class, as worked out by hand", async () => {
    const answer = (await (await open('/inventory', KARI)).json()) as InventoryAnswer;
    // expected-classes.ts, all 18 Rig Ready: Premium KD-01, 05, 09, 12, 13, 14, 16, 18 (8); Class 2 KD-02,
    // 03, 06, 07, 17 (5); Reject KD-04, 08, 10, 11 (4); not classed KD-15 (1).
    expect(answer.classCounts).toEqual({ premium: 8, 'class-2': 5, reject: 4, none: 1 });
    expect(serialsOf('Reject')).toEqual(['KD-04', 'KD-08', 'KD-10', 'KD-11']);
  });

  it('should list the joints of one class, and Osprey only its own', async () => {
    const reject = (await (await open('/inventory?class=reject', KARI)).json()) as InventoryAnswer;
    expect(reject.jointList?.title).toBe('Joints in service · Reject');
    expect(reject.jointList?.rows.map((row) => row.Serial_Number)).toEqual([
      'KD-04',
      'KD-08',
      'KD-10',
      'KD-11',
    ]);
    const none = (await (await open('/inventory?class=none', KARI)).json()) as InventoryAnswer;
    expect(none.jointList?.rows.map((row) => [row.Serial_Number, row.Class])).toEqual([
      ['KD-15', 'Not classed'],
    ]);
    // A list without a class filter carries each joint's class too (expected-classes.ts: KD-12 to KD-14 of
    // 500DP.19 and 400DP.14 are Premium; the item filter keeps 500DP.19's KD-13 and KD-14).
    const item = (await (await open('/inventory?item=500DP.19', KARI)).json()) as InventoryAnswer;
    expect(item.jointList?.rows.map((row) => [row.Serial_Number, row.Class])).toEqual([
      ['KD-13', KESTREL['KD-13']?.overall],
      ['KD-14', KESTREL['KD-14']?.overall],
    ]);
    // Osprey's one joint, KD-01, is Reject (OSPREY_KD_01); Kestrel's Premium KD-01 never counts for it.
    const osprey = (await (await open('/inventory?class=premium', OLAV)).json()) as InventoryAnswer;
    expect(osprey.classCounts).toEqual({ premium: 0, 'class-2': 0, reject: 1, none: 0 });
    expect(osprey.jointList?.rows).toEqual([]);
  });

  it('should give the joints behind a count cell their class for the list and its ExcelTally.csv', async () => {
    const cookie = await signIn(KARI, PASSWORD);
    const cell = (Customer: string) =>
      runRoute(
        inventory.action,
        testRequest('/inventory', {
          cookie,
          form: {
            intent: 'cell',
            column: 'Rig_Ready',
            Item_No: '400DP.14',
            Asset: 'Rig K2',
            Site: 'Tananger',
            Customer,
          },
        }),
      );
    // KD-12, the one 400DP.14 joint: wall 85 % and no limits for XT39, so the body's Premium.
    const answer = (await (await cell('Kestrel Drilling')).json()) as InventoryAnswer['jointList'];
    expect(answer?.rows.map((row) => [row.Serial_Number, row.Class])).toEqual([['KD-12', 'Premium']]);
  });

  it('should refuse an unknown class, naming the values it takes', async () => {
    const response = await open('/inventory?class=gold', KARI);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'class must be one of premium, class-2, reject, none; got "gold"',
    });
  });
});
