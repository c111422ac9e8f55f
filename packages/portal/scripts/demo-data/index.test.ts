import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDataSet, type DataSet, readDataSet } from './contract-check.js';
import { type DemoDataSummary, writeDemoDataSet } from './index.js';

const folders: string[] = [];
async function freshFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'demo-data-'));
  folders.push(dir);
  return dir;
}

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return hashes;
}

const daysBefore = (date: string, reference: string) =>
  (Date.parse(reference) - Date.parse(date)) / 86_400_000;

afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('given a demo data set of 250 joints for each of the five customers', () => {
  let dir: string;
  let summary: DemoDataSummary;
  let data: DataSet;
  const rows = (entity: string) => data[entity] ?? [];

  beforeAll(async () => {
    dir = await freshFolder();
    summary = await writeDemoDataSet(dir, { seed: 7, serialsPerCustomer: 250 });
    data = await readDataSet(dir);
  });

  it('should satisfy the data contract: fields, keys, references, documents, dates and rack positions', async () => {
    expect(await checkDataSet(dir)).toEqual([]);
  });

  it('should write exactly the requested number of joints per customer and report every file', () => {
    expect(summary.files['serials.ndjson']).toBe(1250);
    for (const name of summary.customers) {
      expect(rows('serials').filter((row) => row.Customer === name)).toHaveLength(250);
    }
    expect(Object.keys(summary.files).sort()).toEqual(
      [
        'bha_deliveries.json',
        'bha_items.json',
        'bha_orders.json',
        'bha_preinvoices.json',
        'bha_reports.json',
        'certificates.json',
        'chiksan.json',
        'class_limits.json',
        'customers.json',
        'deliveries.json',
        'items.json',
        'ncr.json',
        'orders.json',
        'preinvoices.json',
        'racks.json',
        'received.json',
        'serials.ndjson',
        'tallies.ndjson',
        'tcp.json',
        'users.json',
      ].sort(),
    );
    for (const file of Object.keys(summary.files)) {
      if (file !== 'certificates.json')
        expect(summary.files[file]).toBe(rows(file.split('.')[0] as string).length);
    }
  });

  it('should have the three demo accounts with the demo password', () => {
    const user = (email: string) => rows('users').find((row) => row.email === email);
    const main = rows('customers')[0];
    expect(user('admin@rigready.test')).toMatchObject({
      isAdmin: true,
      customer: null,
      password: 'rigready-demo',
    });
    expect(user('customer@rigready.test')).toMatchObject({
      isAdmin: false,
      customer: main?.customer,
      assets: [],
      routesList: [],
      password: 'rigready-demo',
    });
    expect(((main?.assets ?? []) as string[]).length).toBeGreaterThan(2);
    expect(user('guest@rigready.test')).toMatchObject({
      customer: main?.customer,
      routesList: ['dp', 'octg', 'NCR'],
      password: 'rigready-demo',
    });
  });

  it('should have users with restricted and excluded assets, each flag, the fleet choice and no password', () => {
    const users = rows('users');
    expect(users.some((row) => (row.assets as string[]).includes('Fleet Inventory'))).toBe(true);
    expect(users.some((row) => (row.assets as string[]).length === 1)).toBe(true);
    expect(users.some((row) => (row.excludedAssets as string[]).length > 0)).toBe(true);
    expect(users.some((row) => (row.flags as { hidePreInvoice?: boolean })?.hidePreInvoice)).toBe(true);
    expect(users.some((row) => (row.flags as { highlightRange3?: boolean })?.highlightRange3)).toBe(true);
    expect(users.some((row) => !row.isAdmin && row.password === undefined)).toBe(true);
    expect(new Set(users.map((row) => row.customer)).size).toBe(6);
  });

  it('should give each customer feature of the contract to some customer', () => {
    const features = rows('customers').map((row) => row.features as Record<string, unknown>);
    expect(features).toContainEqual(expect.objectContaining({ dashboard: true, tcpGuns: true }));
    expect(features).toContainEqual(
      expect.objectContaining({ rangeColumn: true, stringNumberLabel: 'Asset Number' }),
    );
    expect(features).toContainEqual(expect.objectContaining({ inspectionDateColouring: true }));
    expect(features).toContainEqual(
      expect.objectContaining({ publicSerialHistory: true, publicSlug: 'nordkapp' }),
    );
    expect(features.every((feature) => typeof feature.defaultSite === 'string')).toBe(true);
  });

  it('should cover every equipment type, every location and every rack colour band', () => {
    expect(new Set(rows('items').map((row) => row.Equipment)).size).toBe(8);
    expect(new Set(rows('serials').map((row) => row.Current_Location)).size).toBe(13);
    const ages = rows('serials')
      .map((row) => row.Date_Inspected)
      .filter((date): date is string => typeof date === 'string')
      .map((date) => daysBefore(date, summary.referenceDate));
    expect(ages.some((age) => age < 17)).toBe(true);
    expect(ages.some((age) => age >= 18 && age < 62)).toBe(true);
    expect(ages.some((age) => age > 365)).toBe(true);
    expect(rows('racks').some((row) => row.Rack_ID === 'Scrap OCTG' && row.isOCTG === true)).toBe(true);
    expect(new Set(rows('racks').map((row) => row.Site)).size).toBe(3);
  });

  it('should give orders quantities on both sides of ten and Check flags that match their dates', () => {
    const orders = rows('orders');
    expect(orders.some((row) => (row.QTY_Recived as number) < 10)).toBe(true);
    expect(orders.some((row) => (row.QTY_Recived as number) >= 10)).toBe(true);
    for (const row of orders) {
      expect(row.Check_Inspection === 'Yes').toBe(row.Inspection_Completed_DATE !== null);
      expect(row.Check_Machining === 'Yes').toBe(row.Machinig_Completed_Date !== null);
      expect(row.Check_Hardbanding === 'Yes').toBe(row.Hardbaning_Completed_Date !== null);
      expect(row.Completed === 'Yes').toBe(row.Job_Completed_Date !== null);
    }
    expect(orders.some((row) => row.Completed === 'No' && row.Priority !== null)).toBe(true);
    expect(orders.some((row) => row.documents !== undefined)).toBe(true);
    expect(orders.some((row) => row.Completed === 'Yes' && row.documents === undefined)).toBe(true);
  });

  it('should include a lead time over fifty working days among completed orders', () => {
    const workingDays = (from: string, to: string) => {
      let count = 0;
      for (let day = Date.parse(from); day < Date.parse(to); day += 86_400_000) {
        const weekday = new Date(day).getUTCDay();
        if (weekday !== 0 && weekday !== 6) count++;
      }
      return count;
    };
    const leads = rows('orders')
      .filter((row) => row.Job_Completed_Date !== null)
      .map((row) => workingDays(row.Return_Date as string, row.Job_Completed_Date as string));
    expect(leads.some((lead) => lead > 50)).toBe(true);
    expect(leads.some((lead) => lead <= 50)).toBe(true);
  });

  it('should match delivery quantities to the joints shipped on them', () => {
    const shipped = new Map<string, number>();
    for (const row of rows('serials')) {
      if (row.Current_Location !== 'Shipped') continue;
      const key = `${row.Customer}|${row.DT_No}|${row.Item_No}`;
      shipped.set(key, (shipped.get(key) ?? 0) + 1);
    }
    for (const row of rows('deliveries')) {
      expect(row.Quantity).toBe(shipped.get(`${row.Customer}|${row.DT_No}|${row.Item_No}`));
    }
  });

  it('should keep some joints whose wall wore into Class 2 in service, and none under 70 %', () => {
    const latestWall = new Map<string, { day: string; wall: number }>();
    for (const row of rows('tallies')) {
      const key = `${row.Customer}|${row.Serial_Number}`;
      const day = row.Inspection_Date as string;
      if ((latestWall.get(key)?.day ?? '') < day) latestWall.set(key, { day, wall: row.Wall as number });
    }
    const bands = { premium: 0, class2: 0, under70: 0 };
    for (const row of rows('serials')) {
      if (row.Current_Location !== 'Rig Ready' && row.Current_Location !== 'Shipped') continue;
      const wall = latestWall.get(`${row.Customer}|${row.Serial_Number}`)?.wall;
      if (wall === undefined) continue;
      if (wall >= 80) bands.premium += 1;
      else if (wall >= 70) bands.class2 += 1;
      else bands.under70 += 1;
    }
    // Counted with Python over the same data set (seed 7, 250 joints each) written by the CLI.
    expect(bands).toEqual({ premium: 468, class2: 28, under70: 0 });
  });

  it("should write the provider's class limits for every connection and pipe with tool joints, none for OCTG", () => {
    const row = (
      Connection: string,
      Tube_OD: string,
      Weight: string | null,
      [TJ_OD_Premium_Min, TJ_OD_Class2_Min]: [number, number],
    ) => ({
      Connection,
      Tube_OD,
      Weight,
      Grade: null,
      TJ_OD_Premium_Min,
      TJ_OD_Class2_Min,
      TS_Pin_Min: 7.031,
      TS_Box_Min: 9.031,
    });
    expect(rows('class_limits')).toEqual([
      row('NC50', '5', '19.5', [6.335, 6.2]),
      row('NC50', '5', null, [6.21, 6.075]),
      row('5 1/2 FH', '5 1/2', '21.9', [6.96, 6.825]),
      row('5 1/2 FH', '5 1/2', null, [6.71, 6.575]),
      row('XT57', '5 7/8', null, [6.96, 6.825]),
      row('6 5/8 FH', '6 5/8', null, [8.21, 8.075]),
      row('NC46', '6 1/2', null, [6.21, 6.075]),
      row('6 5/8 REG', '8', null, [7.71, 7.575]),
      row('7 5/8 REG', '9 1/2', null, [9.21, 9.075]),
    ]);
    // The items' connection and tube OD as the limits write them (fractions of an inch).
    const limited = new Set([
      'NC50|5',
      '5 1/2 FH|5.5',
      'XT57|5.875',
      '6 5/8 FH|6.625',
      'NC46|6.5',
      '6 5/8 REG|8',
      '7 5/8 REG|9.5',
    ]);
    const withoutLimits = rows('items')
      .filter((item) => !limited.has(`${item.Connection}|${item.Tube_OD}`))
      .map((item) => item.Equipment);
    expect(new Set(withoutLimits)).toEqual(new Set(['OCTG', 'Tubing']));
  });

  it('should have BHA reports of every type and both results, tallies with earlier inspections, TCP guns and NCRs of every status', () => {
    expect(new Set(rows('bha_reports').map((row) => row.report_type)).size).toBe(7);
    expect(new Set(rows('bha_reports').map((row) => row.Result === 'Accepted'))).toEqual(
      new Set([true, false]),
    );
    const inspectedTwice = new Map<string, number>();
    for (const row of rows('tallies')) {
      const key = `${row.Customer}|${row.Serial_Number}`;
      inspectedTwice.set(key, (inspectedTwice.get(key) ?? 0) + 1);
    }
    expect([...inspectedTwice.values()].some((count) => count === 2)).toBe(true);
    expect(rows('tcp').every((row) => typeof (row.times_used as { color: unknown }).color === 'string')).toBe(
      true,
    );
    expect(new Set(rows('ncr').map((row) => row.Status))).toEqual(
      new Set(['Open', 'In Progress', 'Processed', 'Closed', 'Awaiting Disposition']),
    );
    expect(rows('bha_items').some((row) => row.Slot !== null)).toBe(true);
  });

  it('should write a real PDF for every document and say what it is', async () => {
    const pdf = await readFile(join(dir, data.certificates?.NTO as string));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(summary.documents).toBeGreaterThan(100);
    expect(summary.documents).toBeLessThan(1000);
  });
});

describe('given the same seed twice and then another seed', () => {
  it('should write byte-identical files for the same seed and different ones for another', async () => {
    const options = { serialsPerCustomer: 40, customers: 2 };
    const [first, second, other] = await Promise.all([freshFolder(), freshFolder(), freshFolder()]);
    await writeDemoDataSet(first, { ...options, seed: 11 });
    await writeDemoDataSet(second, { ...options, seed: 11 });
    await writeDemoDataSet(other, { ...options, seed: 12 });
    const firstHashes = await fileHashes(first);
    expect(await fileHashes(second)).toEqual(firstHashes);
    const otherHashes = await fileHashes(other);
    expect(otherHashes['serials.ndjson']).not.toBe(firstHashes['serials.ndjson']);
    expect(otherHashes['orders.json']).not.toBe(firstHashes['orders.json']);
  });
});

describe('given a fleet of seven customers of different sizes', () => {
  it('should make two more customers from the invented five, with joints of their own, within the contract', async () => {
    const dir = await freshFolder();
    const summary = await writeDemoDataSet(dir, { fleet: [30, 20, 10, 10, 10, 12, 5] });
    expect(summary.files['serials.ndjson']).toBe(97);
    expect(summary.customers.slice(5)).toEqual(['Fleet Customer 06 AS', 'Fleet Customer 07 AS']);
    const serials = (await readDataSet(dir)).serials ?? [];
    const ofSeventh = serials.filter((row) => row.Customer === 'Fleet Customer 07 AS');
    expect(ofSeventh.map((row) => row.Serial_Number)).toEqual([
      'FAG100001',
      'FAG100002',
      'FAG100003',
      'FAG100004',
      'FAG100005',
    ]);
    expect(serials.filter((row) => row.Customer === 'Skarvheim Drilling AS')).toHaveLength(30);
    expect(await checkDataSet(dir)).toEqual([]);
  });
});

describe('given options the generator cannot honour', () => {
  it('should refuse a folder that is not empty', async () => {
    const dir = await freshFolder();
    await writeFile(join(dir, 'keep.txt'), 'mine');
    await expect(writeDemoDataSet(dir)).rejects.toThrow('must be empty or absent');
  });

  it.each([
    [{ serialsPerCustomer: 0 }, 'serialsPerCustomer must be an integer from 1 to 1000000, got 0'],
    [{ serialsPerCustomer: 2.5 }, 'serialsPerCustomer must be an integer'],
    [{ customers: 6 }, 'customers must be an integer from 1 to 5, got 6'],
    [{ fleet: [] }, 'fleet must list 1 to 50 customers, got 0'],
    [{ fleet: Array.from({ length: 51 }, () => 1) }, 'fleet must list 1 to 50 customers, got 51'],
    [{ fleet: [10, 0] }, 'fleet[1] must be an integer from 1 to 1000000, got 0'],
    [{ seed: -1 }, 'seed must be a non-negative integer, got -1'],
    [{ referenceDate: '2026-13-01' }, "'2026-13-01' is not a calendar date"],
  ])('should reject %o', async (options, message) => {
    await expect(writeDemoDataSet(await freshFolder(), options)).rejects.toThrow(message);
  });

  it('should accept the smallest fleet, one joint for one customer', async () => {
    const dir = await freshFolder();
    const summary = await writeDemoDataSet(dir, { serialsPerCustomer: 1, customers: 1 });
    expect(summary.files['serials.ndjson']).toBe(1);
    expect(await checkDataSet(dir)).toEqual([]);
  });
});
