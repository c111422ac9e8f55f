// The class distribution per item and per string, and the joints below their asset's required class, on
// the hand-worked joint-class fixture (each joint's class is expected-classes.ts's literal; serials.json
// gives item, asset and string).
import { describe, expect, it } from 'vitest';
import * as inventory from '../../app/routes/inventory/inventory.js';
import * as requiredClass from '../../app/routes/joints/required-class.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const PASSWORD = 'rigready-class';
const KARI = 'kari@kestrel.test';
const OLAV = 'olav@osprey.test';
const ADMIN = 'admin@rigready.test';
const NOW = new Date('2026-11-29T10:00:00.000Z');

type Counts = Record<'premium' | 'class-2' | 'reject' | 'none', number>;
interface InventoryAnswer {
  classByItem: { key: string; counts: Counts }[];
  classByString: { key: string; counts: Counts }[];
  jointList: {
    title: string;
    rows: { Serial_Number: string; Customer_Name: string; Class: string }[];
  } | null;
}
interface SettingsAnswer {
  customer: string | null;
  assets: { asset: string; requiredClass: string | null; below: number }[];
  below: number;
  canSet: boolean;
}

// Rig K1 requiring Premium: of its 15 joints (serials.json), Premium KD-01, 05, 09, 16, 18 meet it; Class 2
// KD-02, 03, 06, 07, 17, Reject KD-04, 08, 10, 11 and KD-15 (not classed) do not: 5 + 4 + 1 = 10.
const BELOW_PREMIUM_AT_K1 = [
  'KD-02',
  'KD-03',
  'KD-04',
  'KD-06',
  'KD-07',
  'KD-08',
  'KD-10',
  'KD-11',
  'KD-15',
  'KD-17',
];

describe.each(DIALECTS)('the class distribution and the required class on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  const cookies = new Map<string, string>();
  const cookieOf = async (email: string) => {
    const cookie = cookies.get(email) ?? (await signIn(email, PASSWORD));
    cookies.set(email, cookie);
    return cookie;
  };
  const inventoryOf = async (path: string, email: string) => {
    const response = await runRoute(inventory.loader, testRequest(path, { cookie: await cookieOf(email) }));
    return { status: response.status, body: (await response.json()) as InventoryAnswer };
  };
  // The page's class marking is the provider's (tested with the class limits screen), left out here.
  const settingsOf = async (email: string) => {
    const { marking: _, ...settings } = (await (
      await runRoute(
        requiredClass.loader,
        testRequest('/settings/required-class', { cookie: await cookieOf(email) }),
      )
    ).json()) as SettingsAnswer & { marking: unknown };
    return settings;
  };
  const setClass = async (email: string, asset: string, value: string) => {
    const response = await runRoute(
      requiredClass.action,
      testRequest('/settings/required-class', {
        form: { asset, requiredClass: value },
        cookie: await cookieOf(email),
      }),
    );
    return { status: response.status, body: (await response.json()) as { ok: boolean; message: string } };
  };
  const auditRows = () =>
    portal()
      .database.handle.db.selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select(['users.email', 'audit_log.at', 'audit_log.Customer', 'audit_log.details'])
      .where('audit_log.action', '=', 'required-class.set')
      .orderBy('audit_log.at')
      .execute();

  it("should count each item's and each string's joints in service by class, as worked out by hand", async () => {
    cookies.clear();
    const { body } = await inventoryOf('/inventory', KARI);
    expect(body.classByItem).toEqual([
      // 400DP.14: KD-12 Premium.
      { key: '400DP.14', counts: { premium: 1, 'class-2': 0, reject: 0, none: 0 } },
      // 500DP.19: KD-13, KD-14 Premium.
      { key: '500DP.19', counts: { premium: 2, 'class-2': 0, reject: 0, none: 0 } },
      // 550DP.21, 15 joints: Premium KD-01, 05, 09, 16, 18 (5); Class 2 KD-02, 03, 06, 07, 17 (5); Reject
      // KD-04, 08, 10, 11 (4); not classed KD-15 (1): 5 + 5 + 4 + 1 = 15.
      { key: '550DP.21', counts: { premium: 5, 'class-2': 5, reject: 4, none: 1 } },
    ]);
    expect(body.classByString).toEqual([
      // S1 is Rig K1's 15 joints of 550DP.21, counted as above.
      { key: 'S1', counts: { premium: 5, 'class-2': 5, reject: 4, none: 1 } },
      // S2 crosses two items: KD-12 (400DP.14) and KD-13, KD-14 (500DP.19), all Premium: 1 + 2 = 3.
      { key: 'S2', counts: { premium: 3, 'class-2': 0, reject: 0, none: 0 } },
    ]);
    // Osprey's one joint KD-01 (550DP.21, string P1) is Reject; Kestrel's joints never count for it.
    const osprey = await inventoryOf('/inventory', OLAV);
    expect(osprey.body.classByItem).toEqual([
      { key: '550DP.21', counts: { premium: 0, 'class-2': 0, reject: 1, none: 0 } },
    ]);
    expect(osprey.body.classByString).toEqual([
      { key: 'P1', counts: { premium: 0, 'class-2': 0, reject: 1, none: 0 } },
    ]);
  });

  it("should list a string's and an item's joints of one class, and another customer's string never", async () => {
    cookies.clear();
    // S2's Premium joints: KD-12 (400DP.14), KD-13, KD-14 (500DP.19); the fleet has 8 Premium in all.
    const string = await inventoryOf('/inventory?class=premium&string=S2', KARI);
    expect(string.body.jointList?.title).toBe('Joints in service · Premium · String S2');
    expect(string.body.jointList?.rows.map((row) => row.Serial_Number)).toEqual(['KD-12', 'KD-13', 'KD-14']);
    // S1's Class 2 joints: KD-02, 03, 06, 07, 17.
    const class2 = await inventoryOf('/inventory?class=class-2&string=S1', KARI);
    expect(class2.body.jointList?.rows.map((row) => row.Serial_Number)).toEqual([
      'KD-02',
      'KD-03',
      'KD-06',
      'KD-07',
      'KD-17',
    ]);
    const item = await inventoryOf('/inventory?class=premium&item=500DP.19', KARI);
    expect(item.body.jointList?.rows.map((row) => row.Serial_Number)).toEqual(['KD-13', 'KD-14']);
    // Osprey asks for Kestrel's string S1 and item 500DP.19: nothing, and the title does not repeat them.
    const foreign = await inventoryOf('/inventory?class=class-2&string=S1', OLAV);
    expect(foreign.body.jointList).toEqual({ title: 'Joints in service · Class 2', rows: [] });
    const foreignItem = await inventoryOf('/inventory?class=premium&item=500DP.19', OLAV);
    expect(foreignItem.body.jointList?.rows).toEqual([]);
  });

  it("should set an asset's required class, audit it once, and list the joints below it", async () => {
    cookies.clear();
    portal().clock.now = NOW;
    expect((await settingsOf(KARI)).below).toBe(0);
    expect(await setClass(KARI, 'Rig K1', 'Premium')).toEqual({
      status: 200,
      body: { ok: true, message: 'Rig K1 now requires Premium' },
    });
    // The same again changes nothing and writes no second audit row.
    expect(await setClass(KARI, 'Rig K1', 'Premium')).toEqual({
      status: 200,
      body: { ok: true, message: 'Rig K1 already requires Premium' },
    });
    // Rig K2 requiring Class 2: its KD-12, 13, 14 are Premium, none below.
    portal().clock.now = new Date('2026-11-29T10:01:00.000Z');
    await setClass(KARI, 'Rig K2', 'Class 2');
    const below = await inventoryOf('/inventory?below=required', KARI);
    expect(below.body.jointList?.title).toBe("Joints below their asset's required class");
    expect(below.body.jointList?.rows.map((row) => row.Serial_Number)).toEqual(BELOW_PREMIUM_AT_K1);
    expect(await settingsOf(KARI)).toEqual({
      customer: 'Kestrel Drilling',
      assets: [
        { asset: 'Rig K1', requiredClass: 'Premium', below: 10 },
        { asset: 'Rig K2', requiredClass: 'Class 2', below: 0 },
      ],
      below: 10,
      canSet: true,
      fleet: true,
      classes: ['Premium', 'Class 2'],
    });
    expect(await auditRows()).toEqual([
      {
        email: KARI,
        at: '2026-11-29T10:00:00.000Z',
        Customer: 'Kestrel Drilling',
        details: '{"asset":"Rig K1","from":"none","to":"Premium"}',
      },
      {
        email: KARI,
        at: '2026-11-29T10:01:00.000Z',
        Customer: 'Kestrel Drilling',
        details: '{"asset":"Rig K2","from":"none","to":"Class 2"}',
      },
    ]);
    // Clearing it: nothing below any more, and the change is audited from Premium to none.
    portal().clock.now = new Date('2026-11-29T10:05:00.000Z');
    await setClass(KARI, 'Rig K1', 'none');
    expect((await inventoryOf('/inventory?below=required', KARI)).body.jointList?.rows).toEqual([]);
    expect((await auditRows()).at(-1)).toEqual({
      email: KARI,
      at: '2026-11-29T10:05:00.000Z',
      Customer: 'Kestrel Drilling',
      details: '{"asset":"Rig K1","from":"Premium","to":"none"}',
    });
  });

  it("should keep each customer to its own assets' settings and joints", async () => {
    cookies.clear();
    // Another customer's setting of an asset named like Kestrel's (written as if Osprey had a "Rig K1")
    // never reaches Kestrel's joints, page or home.
    await portal()
      .database.handle.db.insertInto('asset_required_classes')
      .values({
        Customer: 'Osprey Energy',
        Asset: 'Rig K1',
        required_class: 'Premium',
        updated_by: null,
        updated_at: '2026-11-29T09:00:00.000Z',
      })
      .execute();
    expect((await inventoryOf('/inventory?below=required', KARI)).body.jointList?.rows).toEqual([]);
    expect((await settingsOf(KARI)).assets[0]).toEqual({ asset: 'Rig K1', requiredClass: null, below: 0 });
    await portal().database.handle.db.deleteFrom('asset_required_classes').execute();
    await setClass(KARI, 'Rig K1', 'Premium');
    // Osprey's KD-01 shares a serial with Kestrel's Premium KD-01; Kestrel's setting never reaches Osprey.
    expect((await inventoryOf('/inventory?below=required', OLAV)).body.jointList?.rows).toEqual([]);
    expect((await settingsOf(OLAV)).assets).toEqual([{ asset: 'Rig O1', requiredClass: null, below: 0 }]);
    // Osprey may not set Kestrel's asset, and the answer does not repeat its name.
    expect(await setClass(OLAV, 'Rig K1', 'Class 2')).toEqual({
      status: 400,
      body: { ok: false, message: 'asset must be one of your rigs or fields' },
    });
    // Osprey's own Rig O1 requiring Class 2: its KD-01 is Reject, below; Kestrel's KD-01 is not listed.
    await setClass(OLAV, 'Rig O1', 'Class 2');
    const osprey = await inventoryOf('/inventory?below=required', OLAV);
    expect(osprey.body.jointList?.rows.map((row) => [row.Customer_Name, row.Serial_Number])).toEqual([
      ['Osprey Energy', 'KD-01'],
    ]);
    const kestrel = await inventoryOf('/inventory?below=required', KARI);
    expect(kestrel.body.jointList?.rows.map((row) => row.Serial_Number)).toEqual(BELOW_PREMIUM_AT_K1);
    expect(new Set(kestrel.body.jointList?.rows.map((row) => row.Customer_Name))).toEqual(
      new Set(['Kestrel Drilling']),
    );
    const stored = await portal()
      .database.handle.db.selectFrom('asset_required_classes')
      .select(['Customer', 'Asset', 'required_class'])
      .orderBy('Customer')
      .execute();
    expect(stored).toEqual([
      { Customer: 'Kestrel Drilling', Asset: 'Rig K1', required_class: 'Premium' },
      { Customer: 'Osprey Energy', Asset: 'Rig O1', required_class: 'Class 2' },
    ]);
  });

  it('should refuse a class not among the values, and an admin viewing no customer', async () => {
    cookies.clear();
    expect(await setClass(KARI, 'Rig K1', 'Gold')).toEqual({
      status: 400,
      body: { ok: false, message: 'required class must be one of Premium, Class 2, none; got "Gold"' },
    });
    expect(await setClass(ADMIN, 'Rig K1', 'Premium')).toEqual({
      status: 403,
      body: { ok: false, message: 'View the portal as a customer to set its required classes' },
    });
    const response = await inventoryOf('/inventory?below=all', KARI);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'below must be required; got "all"' });
    expect(await auditRows()).toEqual([]);
  });

  it('should let an admin viewing as the customer set it, audited as the admin', async () => {
    cookies.clear();
    portal().clock.now = NOW;
    const cookie = await cookieOf(ADMIN);
    const { action } = await import('../../app/routes/admin/overview.js');
    await runRoute(
      action,
      testRequest('/admin', { form: { intent: 'view-as', customer: 'Kestrel Drilling' }, cookie }),
    );
    expect((await setClass(ADMIN, 'Rig K2', 'Premium')).status).toBe(200);
    expect(await auditRows()).toEqual([
      {
        email: ADMIN,
        at: '2026-11-29T10:00:00.000Z',
        Customer: 'Kestrel Drilling',
        details: '{"asset":"Rig K2","from":"none","to":"Premium"}',
      },
    ]);
    // Kari sees what the admin set.
    expect((await settingsOf(KARI)).assets[1]).toEqual({
      asset: 'Rig K2',
      requiredClass: 'Premium',
      below: 0,
    });
  });
});

describe.each(DIALECTS)('a guest and the required class on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  it('should show a guest the required classes but refuse to let it set one', async () => {
    const cookie = await signIn(PERSONAS.guestA);
    const page = await runRoute(requiredClass.loader, testRequest('/settings/required-class', { cookie }));
    expect(((await page.json()) as SettingsAnswer).canSet).toBe(false);
    const response = await runRoute(
      requiredClass.action,
      testRequest('/settings/required-class', { form: { asset: 'Rig A', requiredClass: 'Premium' }, cookie }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      ok: false,
      message: "A guest may not set an asset's required class",
    });
    expect(
      await portal().database.handle.db.selectFrom('asset_required_classes').selectAll().execute(),
    ).toEqual([]);
  });
});
