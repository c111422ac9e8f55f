import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { jointHistory } from '../../app/server/joint-history/joint-history.server.js';
import { toolHistory } from '../../app/server/joint-history/tool-history.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor, adminActor, NORTHWIND, POLAR } from '../helpers/actors.js';
import { writeRecordChanges } from '../helpers/record-changes.js';
import { DIALECTS, useTestDatabase } from '../helpers/test-database.js';

const JOINT_LIFE = join(import.meta.dirname, '..', 'fixtures', 'joint-life');
const ZONE = 'Europe/Oslo';
const serial = { entity: 'serials', customer: NORTHWIND, key: ['NW-0001'], asset: 'Rig A' } as const;

describe.each(DIALECTS)('the life of a joint and a tool on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function importedWithChanges() {
    const { handle, store } = database();
    await importFolder(handle, store, join(JOINT_LIFE, 'second'));
    await writeRecordChanges(handle, [
      { ...serial, run: 'r1', at: '2025-10-01T08:00:00Z', kind: 'added' },
      {
        ...serial,
        run: 'r2',
        at: '2025-11-02T09:00:00Z',
        kind: 'changed',
        field: 'Rack_Position',
        from: 'R1',
        to: 'R2',
      },
      {
        ...serial,
        run: 'r2',
        at: '2025-11-02T09:00:00Z',
        kind: 'changed',
        field: 'Position',
        from: '1',
        to: '5',
      },
      {
        ...serial,
        run: 'r2',
        at: '2025-11-02T09:00:00Z',
        kind: 'changed',
        field: 'Current_Location',
        from: 'Rig Ready',
        to: 'Inspection',
      },
      // Another customer's joint of the same serial number: never part of Northwind's joint.
      {
        ...serial,
        customer: POLAR,
        asset: 'Rig P',
        run: 'r2',
        at: '2025-11-02T09:00:00Z',
        kind: 'changed',
        field: 'String_Number',
        from: 'P0',
        to: 'P1',
      },
      // 23:30 UTC is the next day in Oslo.
      {
        ...serial,
        run: 'r3',
        at: '2025-11-20T23:30:00Z',
        kind: 'changed',
        field: 'String_Number',
        from: 'S0',
        to: 'S1',
      },
      {
        entity: 'bha_items',
        customer: NORTHWIND,
        key: ['NW-BHA1'],
        asset: 'Rig A',
        run: 'r2',
        at: '2025-11-02T09:00:00Z',
        kind: 'changed',
        field: 'Slot',
        from: '12C',
        to: '14A',
      },
    ]);
    return handle;
  }

  it("should tell a joint's present state and its life in date order", async () => {
    const handle = await importedWithChanges();
    const history = await jointHistory(createScopedDb(handle, actorFor(NORTHWIND)), 'NW-0001', ZONE);
    expect(history?.joint).toEqual({
      serial: 'NW-0001',
      itemNo: '550DP.12',
      equipment: 'Drill Pipe',
      description: '5 1/2" drill pipe S-135',
      size: '5 1/2',
      grade: 'S-135',
      connection: 'FH',
      weight: '21.9',
      asset: 'Rig A',
      site: 'Tananger',
      location: 'Inspection',
      rack: 'R2',
      position: 5,
      string: 'S1',
      length: 9.45,
      lastInspection: '2025-09-10',
      orderNo: '40300',
      dtNo: 'NW-DT1',
      shippedDate: '2025-07-07',
    });
    expect(history?.events).toEqual([
      {
        date: '2025-06-01',
        kind: 'received',
        title: 'Received from Rig A',
        facts: [
          ['Order', '40211'],
          ['Receive No', 'NW-RC1'],
          ['Scope of work', 'Inspection'],
          ['Received at', 'Tananger'],
        ],
        action: null,
      },
      {
        date: '2025-06-19',
        kind: 'inspected',
        title: 'Inspected: Accepted',
        facts: [
          ['Order', '40211'],
          ['IPC', '2'],
          ['Wall', '87.5 %'],
          ['Tong space pin', '9.1 in'],
          ['Tong space box', '12.3 in'],
          ['OD box', '6.9 in'],
          ['Tube', 'OK'],
          ['Tool joint', 'OK'],
          ['Machining pin', 'OK'],
          ['Machining box', 'SUM'],
          ['Hardbanding box', 'OK'],
        ],
        action: {
          kind: 'page',
          href: '/inspection-view/40211?item=550DP.12',
          label: 'Inspection of order 40211',
        },
      },
      {
        date: '2025-07-07',
        kind: 'shipped',
        title: 'Shipped to Rig A',
        facts: [
          ['Delivery ticket', 'NW-DT1'],
          ['Rig', 'Rig A'],
          ['Offshore', 'Yes'],
        ],
        action: null,
      },
      {
        date: '2025-09-02',
        kind: 'returned',
        title: 'Returned from Rig A',
        facts: [
          ['Order', '40300'],
          ['Receive No', 'NW-RC2'],
          ['Scope of work', 'Rig Return'],
          ['Received at', 'Tananger'],
        ],
        action: null,
      },
      {
        date: '2025-09-10',
        kind: 'inspected',
        title: 'Inspected: Accepted',
        facts: [
          ['Order', '40300'],
          ['IPC', '3'],
          ['Wall', '85 %'],
          ['Tong space pin', '8.8 in'],
          ['Tong space box', '12.1 in'],
          ['OD box', '6.8 in'],
          ['Tube', 'OK'],
          ['Tool joint', 'OK'],
          ['Machining pin', 'OK'],
          ['Machining box', 'OK'],
          ['Hardbanding box', 'SUM_HB'],
        ],
        action: {
          kind: 'page',
          href: '/inspection-view/40300?item=550DP.12',
          label: 'Inspection of order 40300',
        },
      },
      { date: '2025-10-01', kind: 'recorded', title: 'First listed in the portal', facts: [], action: null },
      {
        date: '2025-11-02',
        kind: 'moved',
        title: 'Moved to Tananger, rack R2, position 5',
        facts: [['From', 'Tananger, rack R1, position 1']],
        action: null,
      },
      {
        date: '2025-11-02',
        kind: 'location',
        title: 'Location: Inspection',
        facts: [['Was', 'Rig Ready']],
        action: null,
      },
      {
        date: '2025-11-21',
        kind: 'changed',
        title: 'String Number changed',
        facts: [['String Number', 'S0 → S1']],
        action: null,
      },
    ]);
  });

  it("should tell a BHA tool's life around its reports", async () => {
    const handle = await importedWithChanges();
    const history = await toolHistory(createScopedDb(handle, adminActor(NORTHWIND)), 'NW-BHA1', ZONE);
    expect(history?.tool).toMatchObject({
      serial: 'NW-BHA1',
      description: 'Hydraulic jar 6 1/2"',
      rack: 'B1',
      slot: '14A',
    });
    expect(history?.events).toEqual([
      {
        date: '2025-04-04',
        kind: 'received',
        title: 'Received from Rig A',
        facts: [
          ['Order', 'NW-B1'],
          ['Receive No', 'NW-BRC1'],
          ['PO', 'PO-77'],
        ],
        action: null,
      },
      {
        date: '2025-04-10',
        kind: 'inspected',
        title: 'Multi report: Accepted',
        facts: [
          ['Order', 'NW-B1'],
          ['Spec', 'DS-1'],
          ['Connection 1', 'NC46'],
          ['Connection 2', 'NC46'],
        ],
        action: { kind: 'report', type: 'Multi', reportId: 'NW-R1', serialNo: 'NW-BHA1' },
      },
      {
        date: '2025-07-08',
        kind: 'shipped',
        title: 'Shipped to Rig A',
        facts: [
          ['Delivery ticket', 'NW-BDT1'],
          ['Receiver', 'Toolpusher'],
        ],
        action: null,
      },
      {
        date: '2025-11-02',
        kind: 'moved',
        title: 'Moved to Tananger, rack B1, slot 14A',
        facts: [['From', 'Tananger, rack B1, slot 12C']],
        action: null,
      },
    ]);
  });

  it('should find no joint or tool of another customer or of an excluded asset, as if it did not exist', async () => {
    const handle = await importedWithChanges();
    const polar = createScopedDb(handle, actorFor(POLAR));
    const excludingRigB = createScopedDb(handle, actorFor(NORTHWIND, { excludedAssets: ['Rig B'] }));
    expect(await jointHistory(polar, 'NW-0001', ZONE)).toBeNull();
    expect(await toolHistory(polar, 'NW-BHA1', ZONE)).toBeNull();
    expect(await jointHistory(createScopedDb(handle, adminActor(POLAR)), 'NW-0001', ZONE)).toBeNull();
    expect(await jointHistory(excludingRigB, 'NW-0002', ZONE)).toBeNull();
    expect(await jointHistory(excludingRigB, 'NW-9999', ZONE)).toBeNull();
    expect((await jointHistory(excludingRigB, 'NW-0001', ZONE))?.joint.serial).toBe('NW-0001');
  });
});
