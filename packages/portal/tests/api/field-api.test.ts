// The field app's two calls and the count pages, run as React Router runs them, on the field data set
// (tests/fixtures/field/README.md): the copy holds the caller's joints and tools and nothing of another
// customer's, answers 304 while nothing changed; counts are recorded once per key; pages keep tenants apart.
import { describe, expect, it } from 'vitest';
import * as fieldCopy from '../../app/routes/api/field-copy.js';
import * as fieldCounts from '../../app/routes/api/field-counts.js';
import * as countPage from '../../app/routes/counts/count.js';
import * as countsPage from '../../app/routes/counts/counts.js';
import { ORIGIN, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];

const CARL = 'customer@rigready.test';
const KARI = 'kari@kestrel.test';
const KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const AT = '2026-11-29T09:30:00.000Z';

const nw = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `NW-F${String(from + index).padStart(3, '0')}`);

// Carl's whole R-50: all 50 found, nothing else.
const R50 = {
  key: KEY,
  kind: 'rack',
  site: 'Hammerfest',
  rack: 'R-50',
  startedAt: '2026-11-29T09:00:00.000Z',
  finishedAt: '2026-11-29T09:40:00.000Z',
  copyTakenAt: '2026-11-29T07:00:00.000Z',
  scans: nw(1, 50).map((serial) => ({ serial, at: AT, outcome: 'found' })),
  missing: [],
};

async function copy(cookie: string | null, headers: Record<string, string> = {}) {
  return runRoute(fieldCopy.loader as RouteFn, testRequest('/api/field/copy', { cookie, headers }));
}

async function post(cookie: string | null, body: unknown) {
  return runRoute(
    fieldCounts.action as unknown as RouteFn,
    testRequest('/api/field/counts', { cookie, json: body }),
  );
}

async function postText(cookie: string, text: string) {
  const request = new Request(`${ORIGIN}/api/field/counts`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/json' },
    body: text,
  });
  return runRoute(fieldCounts.action as unknown as RouteFn, request);
}

describe.each(DIALECTS)('the field calls and count pages, on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.field);

  it("should answer Carl's copy with his 67 joints, 2 tools and 3 racks, and nothing of Kestrel's", async () => {
    portal().clock.now = new Date('2026-11-29T10:00:00.000Z');
    const response = await copy(await signIn(CARL));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('ETag')).toMatch(/^"fc-[\w-]+"$/);
    const text = await response.text();
    expect(text).not.toContain('KD-');
    expect(text).not.toContain('Kestrel');
    const body = JSON.parse(text);
    expect(body.customer).toBe('Northwind Drilling');
    expect(body.takenAt).toBe('2026-11-29T10:00:00.000Z');
    expect(body.joints.serial).toEqual([...nw(1, 55), ...nw(61, 72)]);
    const column = (name: string) => body.joints[name][0];
    expect(
      Object.fromEntries(
        [
          'serial',
          'itemNo',
          'equipment',
          'asset',
          'location',
          'site',
          'rack',
          'position',
          'lastInspected',
          'class',
          'dtNo',
        ].map((name) => [name, column(name)]),
      ),
    ).toEqual({
      serial: 'NW-F001',
      itemNo: '550DP.12',
      equipment: 'Drill Pipe',
      asset: 'Rig A',
      location: 'Rig Ready',
      site: 'Hammerfest',
      rack: 'R-50',
      position: 1,
      lastInspected: '2026-03-14',
      class: null,
      dtNo: null,
    });
    // NW-F061, the first joint of the delivery: shipped, in no rack.
    expect(
      [55, 66].map((index) => [body.joints.serial[index], body.joints.rack[index], body.joints.dtNo[index]]),
    ).toEqual([
      ['NW-F061', null, 'DT-F-001'],
      ['NW-F072', null, 'DT-F-001'],
    ]);
    expect(body.tools).toEqual({
      serial: ['NW-T001', 'NW-T002'],
      description: ['Stabiliser 8 1/2in', 'Jar 6 1/2in'],
      asset: ['Rig A', 'Rig A'],
      location: ['Rig Ready', 'Rig Ready'],
      site: ['Hammerfest', 'Hammerfest'],
      rack: ['B-5', 'B-5'],
      slot: ['1A', '2A'],
      lastInspected: ['2026-05-02', '2026-05-03'],
      dtNo: [null, null],
    });
    expect(body.racks).toEqual([
      { site: 'Hammerfest', rack: 'B-5' },
      { site: 'Hammerfest', rack: 'R-50' },
      { site: 'Hammerfest', rack: 'R-52' },
    ]);
  });

  it("should answer Kari's copy with Kestrel's 10 joints and 1 tool, and nothing of Northwind's", async () => {
    const response = await copy(await signIn(KARI));
    const text = await response.text();
    expect(text).not.toContain('NW-');
    const body = JSON.parse(text);
    expect(body.joints.serial).toEqual([
      'KD-F001',
      'KD-F002',
      'KD-F003',
      'KD-F004',
      'KD-F005',
      'KD-F006',
      'KD-F007',
      'KD-F008',
      'KD-F009',
      'KD-F010',
    ]);
    expect(body.tools.serial).toEqual(['KD-T001']);
    expect(body.racks).toEqual([
      { site: 'Hammerfest', rack: 'R-50' },
      { site: 'Hammerfest', rack: 'R-51' },
    ]);
  });

  it('should answer 304 to the same tag until the data, the user or the reach changes', async () => {
    const carl = await signIn(CARL);
    const etag = (await copy(carl)).headers.get('ETag') ?? '';
    const same = await copy(carl, { 'If-None-Match': etag });
    expect(same.status).toBe(304);
    expect(same.headers.get('ETag')).toBe(etag);
    expect(same.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await same.text()).toBe('');
    // Kari sending Carl's tag gets her own copy, not the one built for Carl's reach a moment ago.
    const hers = await copy(await signIn(KARI), { 'If-None-Match': etag });
    expect(hers.status).toBe(200);
    const text = await hers.text();
    expect(text).not.toContain('NW-');
    expect(JSON.parse(text).joints.serial).toHaveLength(10);
    await portal()
      .runtime.handle.db.updateTable('serials')
      .set({ Rack_Position: 'R-52', Position: 5 })
      .where('Serial_Number', '=', 'NW-F002')
      .execute();
    const moved = await copy(carl, { 'If-None-Match': etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('ETag')).not.toBe(etag);
    expect((await moved.json()).joints.rack[1]).toBe('R-52');
  });

  it('should refuse the copy and counts to the signed out, guests and an admin viewing as no customer', async () => {
    expect((await copy(null)).status).toBe(401);
    expect((await post(null, R50)).status).toBe(401);
    const guest = await signIn('guest@rigready.test');
    expect(await (await copy(guest)).json()).toEqual({ message: 'Guests cannot count' });
    const admin = await signIn('admin@rigready.test');
    const refused = await copy(admin);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Choose a customer to view first' });
    const count = await post(admin, R50);
    expect(count.status).toBe(403);
    expect(await count.json()).toEqual({ message: 'Choose a customer to view first' });
  });

  it('should record a count with 201, answer it again with 200, and refuse the key with another body with 409', async () => {
    portal().clock.now = new Date('2026-11-29T10:00:00.000Z');
    const carl = await signIn(CARL);
    const first = await post(carl, R50);
    expect(first.status).toBe(201);
    const totals = { found: 50, missing: 0, unexpected: 0, otherRack: 0, extra: 0, conflicts: 0 };
    expect(await first.json()).toEqual({ number: 'FC-2026-0001', created: true, ...totals });
    const again = await post(carl, R50);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ number: 'FC-2026-0001', created: false, ...totals });
    const other = await post(carl, { ...R50, scans: R50.scans.slice(1) });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      message: `The key ${KEY} was used for FC-2026-0001, a different count: send a new key`,
    });
  });

  it('should answer bad bodies with 400 naming what is wrong', async () => {
    const carl = await signIn(CARL);
    const refused = async (response: Response) => [response.status, (await response.json()).message];
    expect(await refused(await postText(carl, '{"key": '))).toEqual([
      400,
      'The request body is not valid JSON',
    ]);
    expect(await refused(await post(carl, { ...R50, note: 'x' }))).toEqual([
      400,
      "The count has an unknown field 'note'",
    ]);
    expect(await refused(await post(carl, { ...R50, scans: [R50.scans[0], R50.scans[0]] }))).toEqual([
      400,
      'scans: NW-F001 is scanned more than once',
    ]);
    expect(await refused(await post(carl, { ...R50, scans: [{ serial: 'NW-F001', at: AT }] }))).toEqual([
      400,
      "scans.0.outcome: must be 'found', 'unexpected', 'other-rack' or 'extra'",
    ]);
    expect(await refused(await post(carl, { ...R50, rack: '' }))).toEqual([400, 'rack: must not be empty']);
  });

  it('should show each customer only its own counts on /counts and /counts/<number>', async () => {
    portal().clock.now = new Date('2026-11-29T10:00:00.000Z');
    const carl = await signIn(CARL);
    const kari = await signIn(KARI);
    expect((await post(carl, R50)).status).toBe(201);
    const hers = {
      ...R50,
      scans: [
        { serial: 'KD-F010', at: AT, outcome: 'found' },
        { serial: 'NW-F001', at: AT, outcome: 'unexpected' },
      ],
      missing: ['KD-T001'],
    };
    expect(await (await post(kari, hers)).json()).toEqual({
      number: 'FC-2026-0002',
      created: true,
      found: 1,
      missing: 1,
      unexpected: 1,
      otherRack: 0,
      extra: 0,
      conflicts: 0,
    });
    const list = async (cookie: string) =>
      (await (await runRoute(countsPage.loader as RouteFn, testRequest('/counts', { cookie }))).json()) as {
        everyCustomer: boolean;
        counts: { number: string; what: string; countedBy: string; finishedAtText: string; found: number }[];
      };
    const carls = await list(carl);
    expect(carls.everyCustomer).toBe(false);
    expect(carls.counts).toEqual([
      {
        number: 'FC-2026-0001',
        customer: 'Northwind Drilling',
        what: 'Rack R-50 at Hammerfest',
        countedBy: 'Carl Customer',
        finishedAtText: '29.11.2026 10:40',
        finishedOn: '2026-11-29',
        found: 50,
        missing: 0,
        unexpected: 0,
        otherRack: 0,
        extra: 0,
        conflicts: 0,
      },
    ]);
    expect((await list(kari)).counts.map((count) => count.number)).toEqual(['FC-2026-0002']);
    const admin = await list(await signIn('admin@rigready.test'));
    expect(admin.everyCustomer).toBe(true);
    expect(admin.counts.map((count) => count.number)).toEqual(['FC-2026-0002', 'FC-2026-0001']);
    const page = (cookie: string, number: string) =>
      runRoute(
        countPage.loader as unknown as RouteFn,
        testRequest(`/counts/${number}`, { cookie }),
        undefined,
        {
          number,
        },
      );
    expect((await page(carl, 'FC-2026-0002')).status).toBe(404);
    expect((await page(kari, 'FC-2026-0001')).status).toBe(404);
    const own = await (await page(kari, 'FC-2026-0002')).json();
    // Not simply found first (NW-F001 unexpected, KD-T001 missing), then the found.
    expect(own.lines).toEqual([
      {
        serial: 'NW-F001',
        kindWords: '',
        outcomeWords: 'Unexpected',
        deviceWords: 'Unexpected',
        conflict: false,
        nowWords: '',
        scannedAtText: '29.11.2026 10:30',
      },
      {
        serial: 'KD-T001',
        kindWords: 'Tool',
        outcomeWords: 'Missing',
        deviceWords: 'Missing',
        conflict: false,
        nowWords: 'Hammerfest R-50 slot 2A',
        scannedAtText: '',
      },
      {
        serial: 'KD-F010',
        kindWords: 'Joint',
        outcomeWords: 'Found',
        deviceWords: 'Found',
        conflict: false,
        nowWords: 'Hammerfest R-50 position 51',
        scannedAtText: '29.11.2026 10:30',
      },
    ]);
    // A guest's route list does not name counts: the guard refuses the page.
    expect(
      (
        await runRoute(
          countsPage.loader as RouteFn,
          testRequest('/counts', { cookie: await signIn('guest@rigready.test') }),
        )
      ).status,
    ).toBe(403);
  });
});
