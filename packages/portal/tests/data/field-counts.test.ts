// Field counts on the field data set (tests/fixtures/field/README.md): the server judges every scan again from
// the data now, stores both verdicts, numbers counts FC-<year>-<nnnn>, records one count per device key
// however often or at once it arrives, and never lets one customer see or learn another's joints.
import { describe, expect, it } from 'vitest';
import { ActionError } from '../../app/server/actions/action-error.server.js';
import { listFieldCounts } from '../../app/server/actions/field-counts/list-field-counts.server.js';
import { readFieldCount } from '../../app/server/actions/field-counts/read-field-count.server.js';
import { recordFieldCount } from '../../app/server/actions/field-counts/record-field-count.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { readOutbox } from '../../app/server/outbox/read-outbox.server.js';
import { identityOf } from '../helpers/identity-of.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const CLOCK = { now: new Date('2026-11-29T10:00:00.000Z'), timeZone: 'Europe/Oslo' };
const CARL = 'customer@rigready.test';
const KARI = 'kari@kestrel.test';
const ADA = 'admin@rigready.test';
const KEY_1 = '1b4e28ba-2fa1-4d3b-8b5b-5f1d2f0a0001';
const KEY_2 = '1b4e28ba-2fa1-4d3b-8b5b-5f1d2f0a0002';
const AT = '2026-11-29T09:30:00.000Z';

const nw = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `NW-F${String(from + index).padStart(3, '0')}`);

function rackCount(key: string, scans: [string, string][], missing: string[], rack = 'R-50') {
  return {
    key,
    kind: 'rack',
    site: 'Hammerfest',
    rack,
    startedAt: '2026-11-29T09:00:00.000Z',
    finishedAt: '2026-11-29T09:40:00.000Z',
    copyTakenAt: '2026-11-29T07:00:00.000Z',
    scans: scans.map(([serial, outcome]) => ({ serial, at: AT, outcome })),
    missing,
  };
}

// Carl's count of R-50: 49 of his 50, Kestrel's KD-F010 (at position 51) and his NW-F051 from R-52.
const R50 = rackCount(
  KEY_1,
  [
    ...nw(1, 49).map((serial): [string, string] => [serial, 'found']),
    ['KD-F010', 'unexpected'],
    ['NW-F051', 'other-rack'],
  ],
  ['NW-F050'],
);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ActionError)) throw new Error(`expected an ActionError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

async function rows(
  handle: DatabaseHandle,
  table: 'field_counts' | 'field_count_lines' | 'outbox_events' | 'audit_log',
) {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DIALECTS)('field counts, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function imported() {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.field)).ok).toBe(true);
    return handle;
  }

  it('should judge a rack count, number it, keep its lines, audit it and write the outbox', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    expect(await recordFieldCount(handle, carl, R50, CLOCK)).toEqual({
      number: 'FC-2026-0001',
      created: true,
      found: 49,
      missing: 1,
      unexpected: 1,
      otherRack: 1,
      extra: 0,
      conflicts: 0,
    });
    const view = await readFieldCount(handle, carl, 'FC-2026-0001');
    expect(view?.lines).toHaveLength(52);
    expect(view?.lines.slice(48)).toEqual([
      {
        serial: 'NW-F049',
        itemKind: 'joint',
        scannedAt: AT,
        outcome: 'found',
        deviceOutcome: 'found',
        conflict: false,
        nowSite: 'Hammerfest',
        nowRack: 'R-50',
        nowPosition: '49',
      },
      // Kestrel's joint is stored as the serial the device sent and nothing else.
      {
        serial: 'KD-F010',
        itemKind: null,
        scannedAt: AT,
        outcome: 'unexpected',
        deviceOutcome: 'unexpected',
        conflict: false,
        nowSite: null,
        nowRack: null,
        nowPosition: null,
      },
      {
        serial: 'NW-F051',
        itemKind: 'joint',
        scannedAt: AT,
        outcome: 'other-rack',
        deviceOutcome: 'other-rack',
        conflict: false,
        nowSite: 'Hammerfest',
        nowRack: 'R-52',
        nowPosition: '1',
      },
      {
        serial: 'NW-F050',
        itemKind: 'joint',
        scannedAt: null,
        outcome: 'missing',
        deviceOutcome: 'missing',
        conflict: false,
        nowSite: 'Hammerfest',
        nowRack: 'R-50',
        nowPosition: '50',
      },
    ]);
    expect(view).toMatchObject({
      customer: 'Northwind Drilling',
      kind: 'rack',
      site: 'Hammerfest',
      rack: 'R-50',
      dtNo: null,
      receivedAt: '2026-11-29T10:00:00.000Z',
      copyTakenAt: '2026-11-29T07:00:00.000Z',
      countedBy: { name: 'Carl Customer', email: 'customer@rigready.test' },
    });
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'Customer', 'details'])
      .where('action', '=', 'field-count.recorded')
      .execute();
    expect(audit.map((entry) => ({ ...entry, details: JSON.parse(String(entry.details)) }))).toEqual([
      {
        action: 'field-count.recorded',
        Customer: 'Northwind Drilling',
        details: { number: 'FC-2026-0001', of: 'rack R-50 at Hammerfest', lines: 52, conflicts: 0 },
      },
    ]);
    const { events } = await readOutbox(handle, { after: 0, limit: 10 });
    expect(events.map((event) => [event.type, event.subject, event.customer])).toEqual([
      ['count.recorded', 'FC-2026-0001', 'Northwind Drilling'],
    ]);
    expect(events[0]?.data).toMatchObject({
      kind: 'rack',
      site: 'Hammerfest',
      rack: 'R-50',
      dtNo: null,
      found: 49,
      missing: 1,
      countedBy: { name: 'Carl Customer', email: 'customer@rigready.test' },
      lines: [
        { serial: 'KD-F010', outcome: 'unexpected', deviceOutcome: 'unexpected', conflict: false },
        { serial: 'NW-F051', outcome: 'other-rack', deviceOutcome: 'other-rack', conflict: false },
        { serial: 'NW-F050', outcome: 'missing', deviceOutcome: 'missing', conflict: false },
      ],
    });
  });

  it('should store both verdicts when joints moved since the copy was taken', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    // After Carl's copy: NW-F002 went to R-52 position 5, NW-F051 came into R-50 position 52.
    await handle.db
      .updateTable('serials')
      .set({ Rack_Position: 'R-52', Position: 5 })
      .where('Serial_Number', '=', 'NW-F002')
      .execute();
    await handle.db
      .updateTable('serials')
      .set({ Rack_Position: 'R-50', Position: 52 })
      .where('Serial_Number', '=', 'NW-F051')
      .execute();
    const scans = [...nw(1, 2), ...nw(4, 50)].map((serial): [string, string] => [serial, 'found']);
    expect(await recordFieldCount(handle, carl, rackCount(KEY_1, scans, ['NW-F003']), CLOCK)).toEqual({
      number: 'FC-2026-0001',
      created: true,
      found: 48,
      missing: 2,
      unexpected: 0,
      otherRack: 1,
      extra: 0,
      conflicts: 2,
    });
    const view = await readFieldCount(handle, carl, 'FC-2026-0001');
    expect(view?.lines.filter((line) => line.conflict || line.outcome !== 'found')).toEqual([
      {
        serial: 'NW-F002',
        itemKind: 'joint',
        scannedAt: AT,
        outcome: 'other-rack',
        deviceOutcome: 'found',
        conflict: true,
        nowSite: 'Hammerfest',
        nowRack: 'R-52',
        nowPosition: '5',
      },
      {
        serial: 'NW-F003',
        itemKind: 'joint',
        scannedAt: null,
        outcome: 'missing',
        deviceOutcome: 'missing',
        conflict: false,
        nowSite: 'Hammerfest',
        nowRack: 'R-50',
        nowPosition: '3',
      },
      {
        serial: 'NW-F051',
        itemKind: 'joint',
        scannedAt: null,
        outcome: 'missing',
        deviceOutcome: null,
        conflict: true,
        nowSite: 'Hammerfest',
        nowRack: 'R-50',
        nowPosition: '52',
      },
    ]);
  });

  it("should mark a device's missing serial the rack no longer holds as not expected, a conflict", async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    await handle.db
      .updateTable('serials')
      .set({ Rack_Position: null, Position: null })
      .where('Serial_Number', '=', 'NW-F050')
      .execute();
    const answer = await recordFieldCount(
      handle,
      carl,
      rackCount(
        KEY_1,
        nw(1, 49).map((s): [string, string] => [s, 'found']),
        ['NW-F050'],
      ),
      CLOCK,
    );
    expect(answer).toMatchObject({ found: 49, missing: 0, conflicts: 1 });
    const view = await readFieldCount(handle, carl, answer.number);
    expect(view?.lines.at(-1)).toEqual({
      serial: 'NW-F050',
      itemKind: 'joint',
      scannedAt: null,
      outcome: 'not-expected',
      deviceOutcome: 'missing',
      conflict: true,
      nowSite: 'Hammerfest',
      nowRack: null,
      nowPosition: null,
    });
  });

  it("should check a delivery: the ticket's joints found, others extra, another customer's ticket of the same number unseen", async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const body = {
      key: KEY_1,
      kind: 'delivery',
      dtNo: 'DT-F-001',
      startedAt: '2026-11-29T09:00:00.000Z',
      finishedAt: '2026-11-29T09:10:00.000Z',
      copyTakenAt: '2026-11-29T07:00:00.000Z',
      scans: [
        ...nw(61, 71).map((serial) => ({ serial, at: AT, outcome: 'found' })),
        { serial: 'NW-F001', at: AT, outcome: 'extra' },
        { serial: 'KD-F010', at: AT, outcome: 'extra' },
      ],
      missing: ['NW-F072'],
    };
    expect(await recordFieldCount(handle, carl, body, CLOCK)).toEqual({
      number: 'FC-2026-0001',
      created: true,
      found: 11,
      missing: 1,
      unexpected: 0,
      otherRack: 0,
      extra: 2,
      conflicts: 0,
    });
    const view = await readFieldCount(handle, carl, 'FC-2026-0001');
    expect(view?.lines.find((line) => line.serial === 'KD-F010')).toMatchObject({
      itemKind: null,
      outcome: 'extra',
      nowSite: null,
      nowRack: null,
      nowPosition: null,
    });
    expect(view).toMatchObject({ kind: 'delivery', dtNo: 'DT-F-001', site: null, rack: null });
  });

  it("should treat another customer's joint as unknown and never show one customer's counts to another", async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const kari = await identityOf(handle, KARI);
    await recordFieldCount(handle, carl, R50, CLOCK);
    // Kari counts the same rack: her KD-F010 and her tool KD-T001 are there; Carl's NW-F001 is unknown to her.
    const hers = rackCount(
      KEY_1,
      [
        ['KD-F010', 'found'],
        ['KD-T001', 'found'],
        ['NW-F001', 'unexpected'],
      ],
      [],
    );
    expect(await recordFieldCount(handle, kari, hers, CLOCK)).toEqual({
      number: 'FC-2026-0002',
      created: true,
      found: 2,
      missing: 0,
      unexpected: 1,
      otherRack: 0,
      extra: 0,
      conflicts: 0,
    });
    const kariView = await readFieldCount(handle, kari, 'FC-2026-0002');
    expect(kariView?.lines.map((line) => [line.serial, line.itemKind, line.outcome, line.nowRack])).toEqual([
      ['KD-F010', 'joint', 'found', 'R-50'],
      ['KD-T001', 'tool', 'found', 'R-50'],
      ['NW-F001', null, 'unexpected', null],
    ]);
    expect((await listFieldCounts(handle, carl)).map((count) => count.number)).toEqual(['FC-2026-0001']);
    expect((await listFieldCounts(handle, kari)).map((count) => count.number)).toEqual(['FC-2026-0002']);
    expect(await readFieldCount(handle, carl, 'FC-2026-0002')).toBeNull();
    expect(await readFieldCount(handle, kari, 'FC-2026-0001')).toBeNull();
    const ada = await identityOf(handle, ADA);
    expect((await listFieldCounts(handle, ada)).map((count) => [count.number, count.customer])).toEqual([
      ['FC-2026-0002', 'Kestrel Drilling'],
      ['FC-2026-0001', 'Northwind Drilling'],
    ]);
    const adaAsKestrel = await identityOf(handle, ADA, 'Kestrel Drilling');
    expect((await listFieldCounts(handle, adaAsKestrel)).map((count) => count.number)).toEqual([
      'FC-2026-0002',
    ]);
  });

  it('should answer a repeated or raced count with the one count it made, and refuse the key with another body', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const raced = await Promise.all([
      recordFieldCount(handle, carl, R50, CLOCK),
      recordFieldCount(handle, carl, R50, CLOCK),
    ]);
    expect(raced.map((answer) => answer.number)).toEqual(['FC-2026-0001', 'FC-2026-0001']);
    expect(raced.map((answer) => answer.created).sort()).toEqual([false, true]);
    expect(await recordFieldCount(handle, carl, R50, CLOCK)).toMatchObject({
      number: 'FC-2026-0001',
      created: false,
      found: 49,
    });
    expect(await rows(handle, 'field_counts')).toBe(1);
    expect(await rows(handle, 'field_count_lines')).toBe(52);
    expect(await rows(handle, 'outbox_events')).toBe(1);
    expect(await refusal(recordFieldCount(handle, carl, { ...R50, missing: [] }, CLOCK))).toEqual({
      status: 409,
      message: `The key ${KEY_1} was used for FC-2026-0001, a different count: send a new key`,
    });
    // The key is the user's own: Kari's device may hold the same one.
    const kari = await identityOf(handle, KARI);
    expect(await recordFieldCount(handle, kari, rackCount(KEY_1, [], []), CLOCK)).toMatchObject({
      number: 'FC-2026-0002',
      created: true,
      missing: 2,
    });
    expect(await recordFieldCount(handle, carl, { ...R50, key: KEY_2 }, CLOCK)).toMatchObject({
      number: 'FC-2026-0003',
      created: true,
    });
  });

  it('should let an admin viewing as a customer count for it, and refuse guests and an admin viewing as no one', async () => {
    const handle = await imported();
    const adaAsNorthwind = await identityOf(handle, ADA, 'Northwind Drilling');
    expect(await recordFieldCount(handle, adaAsNorthwind, R50, CLOCK)).toMatchObject({
      number: 'FC-2026-0001',
      found: 49,
    });
    const stored = await handle.db
      .selectFrom('field_counts')
      .select(['Customer', 'counted_by'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ Customer: 'Northwind Drilling', counted_by: adaAsNorthwind.user.id });
    expect(await refusal(recordFieldCount(handle, await identityOf(handle, ADA), R50, CLOCK))).toEqual({
      status: 403,
      message: 'Choose a customer to view first',
    });
    expect(
      await refusal(recordFieldCount(handle, await identityOf(handle, 'guest@rigready.test'), R50, CLOCK)),
    ).toEqual({
      status: 403,
      message: 'Guests cannot count',
    });
  });

  it('should refuse a count with a message naming what is wrong, writing nothing', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const wrong = async (body: unknown) =>
      (await refusal(recordFieldCount(handle, carl, body, CLOCK))).message;
    expect(await wrong({ ...R50, colour: 'red' })).toBe("The count has an unknown field 'colour'");
    expect(await wrong({ ...R50, key: 'not-a-uuid' })).toBe('key: must be a version 4 UUID');
    expect(await wrong({ ...R50, kind: 'shelf' })).toBe("kind: must be 'rack' or 'delivery'");
    expect(await wrong({ ...R50, site: undefined })).toBe('site: must be text');
    expect(await wrong({ ...R50, startedAt: 'yesterday' })).toBe('startedAt: must be an ISO 8601 instant');
    expect(
      await wrong({
        ...R50,
        scans: [
          { serial: 'NW-F001', at: AT, outcome: 'found' },
          { serial: 'NW-F001', at: AT, outcome: 'found' },
        ],
      }),
    ).toBe('scans: NW-F001 is scanned more than once');
    expect(await wrong({ ...R50, missing: ['NW-F050', 'NW-F050'] })).toBe(
      'missing: NW-F050 is listed more than once',
    );
    expect(await wrong({ ...R50, missing: ['NW-F001'] })).toBe(
      'missing: NW-F001 is scanned, so it cannot be missing',
    );
    expect(await wrong({ ...R50, scans: [{ serial: 'NW-F001', at: AT, outcome: 'extra' }] })).toBe(
      "scans.0.outcome: 'extra' is not a verdict of a rack count",
    );
    expect(await wrong({ ...R50, scans: [{ serial: 'NW-F001', at: AT, outcome: 'lost' }] })).toBe(
      "scans.0.outcome: must be 'found', 'unexpected', 'other-rack' or 'extra'",
    );
    expect(await wrong({ ...R50, finishedAt: '2026-11-29T08:00:00.000Z' })).toBe(
      'finishedAt: is before startedAt',
    );
    const many = Array.from({ length: 5001 }, (_, index) => ({
      serial: `X-${index}`,
      at: AT,
      outcome: 'unexpected',
    }));
    expect(await wrong({ ...R50, scans: many })).toBe('scans: must hold at most 5000 scans');
    expect(await wrong([])).toBe('The count must be a JSON object');
    expect(await wrong({ ...R50, kind: undefined })).toBe("kind: must be 'rack' or 'delivery'");
    expect(await rows(handle, 'field_counts')).toBe(0);
  });
});
