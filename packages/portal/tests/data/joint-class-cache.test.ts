// The joint classes, home counts and inventory rows kept per data generation (cachedFleetJointClasses,
// homeCounts, keptInventoryRows): never shared by two customers or two asset scopes, and read again after
// an import, on the joint-class fixture.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as inventory from '../../app/routes/inventory/inventory.js';
import * as home from '../../app/routes/system/home.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { cachedFleetJointClasses } from '../../app/server/joint-class/cached-fleet-classes.server.js';
import { getPortalRuntime } from '../../app/server/runtime/portal-runtime.server.js';
import type { Actor } from '../../app/server/scoping/actor.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor } from '../helpers/actors.js';
import { runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const PASSWORD = 'rigready-class';
const KARI = 'kari@kestrel.test';
const OLAV = 'olav@osprey.test';
const KESTREL = 'Kestrel Drilling';
const OSPREY = 'Osprey Energy';
const DROPPING = 'Joints dropping below Premium in the next 6 months';
const KESTREL_SERIALS = Array.from({ length: 18 }, (_, i) => `KD-${String(i + 1).padStart(2, '0')}`);

/** The fixture with KD-18 of Kestrel taken into the shop for inspection, as a later export would bring it. */
function fixtureWithKd18InInspection(): { folder: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'rigready-class-cache-'));
  const folder = join(root, 'data');
  cpSync(FIXTURES.jointClass, folder, { recursive: true });
  const file = join(folder, 'serials.json');
  const serials = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  for (const serial of serials) {
    if (serial.Customer === KESTREL && serial.Serial_Number === 'KD-18')
      serial.Current_Location = 'Inspection';
  }
  writeFileSync(file, JSON.stringify(serials));
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe.each(DIALECTS)('the kept joint classes on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  const classesOf = (actor: Actor) => {
    const { handle } = portal().database;
    return cachedFleetJointClasses(handle, createScopedDb(handle, actor), getPortalRuntime().env.jointClass);
  };
  /** The home page's figures by label: rig ready, the shop's Inspection stage and dropping below Premium. */
  const figuresOf = async (cookie: string) => {
    const answer = (await (await runRoute(home.loader, testRequest('/home', { cookie }))).json()) as {
      figures: { title: string; figures: { label: string; value: number }[] }[];
    };
    const value = (title: string, label: string) =>
      answer.figures.find((group) => group.title === title)?.figures.find((figure) => figure.label === label)
        ?.value;
    return {
      rigReady: value('Rig ready', 'Joints rig ready'),
      inspection: value('In the shop', 'Inspection'),
      dropping: value('Wear', DROPPING),
    };
  };

  /** The /inventory row of item 550DP.21 at Rig K1: its rig-ready and inspection counts. */
  const item550Of = async (cookie: string) => {
    const answer = (await (
      await runRoute(inventory.loader, testRequest('/inventory', { cookie }))
    ).json()) as {
      rows: { Item_No: string; Asset: string; Rig_Ready: number; Inspection: number }[];
    };
    const row = answer.rows.find((entry) => entry.Item_No === '550DP.21' && entry.Asset === 'Rig K1');
    return { Rig_Ready: row?.Rig_Ready, Inspection: row?.Inspection };
  };

  it('should keep the classes of two customers and of two asset scopes apart', async () => {
    const kestrel = await classesOf(actorFor(KESTREL));
    expect(kestrel.map((joint) => [joint.customer, joint.serial])).toEqual(
      KESTREL_SERIALS.map((serial) => [KESTREL, serial]),
    );
    const osprey = await classesOf(actorFor(OSPREY));
    expect(
      osprey.map(({ customer, serial, asset, class: jointClass }) => [customer, serial, asset, jointClass]),
    ).toEqual([[OSPREY, 'KD-01', 'Rig O1', 'Reject']]);
    const rigK2 = await classesOf(actorFor(KESTREL, { selection: { kind: 'asset', asset: 'Rig K2' } }));
    expect(rigK2.map((joint) => joint.serial)).toEqual(['KD-12', 'KD-13', 'KD-14']);
    expect((await classesOf(actorFor(KESTREL))).find((joint) => joint.serial === 'KD-01')?.class).toBe(
      'Premium',
    );

    portal().clock.now = new Date('2026-10-12T12:00:00Z');
    const kari = await signIn(KARI, PASSWORD);
    // Kestrel's 18 joints are all rig ready; KD-12 and KD-18 drop below Premium. Osprey's KD-01 is Reject.
    expect(await figuresOf(kari)).toEqual({ rigReady: 18, inspection: 0, dropping: 2 });
    expect(await figuresOf(await signIn(OLAV, PASSWORD))).toEqual({
      rigReady: 1,
      inspection: 0,
      dropping: 0,
    });
    expect(await figuresOf(kari)).toEqual({ rigReady: 18, inspection: 0, dropping: 2 });
  });

  it('should class the joints afresh after an import', async () => {
    portal().clock.now = new Date('2026-10-12T12:00:00Z');
    const kari = await signIn(KARI, PASSWORD);
    expect(await figuresOf(kari)).toEqual({ rigReady: 18, inspection: 0, dropping: 2 });
    // 550DP.21 at Rig K1: KD-01 to KD-11 and KD-15 to KD-18, all rig ready.
    expect(await item550Of(kari)).toEqual({ Rig_Ready: 15, Inspection: 0 });
    expect((await classesOf(actorFor(KESTREL))).find((joint) => joint.serial === 'KD-18')?.location).toBe(
      'Rig Ready',
    );
    const changed = fixtureWithKd18InInspection();
    try {
      const { database } = portal();
      expect((await importFolder(database.handle, database.store, changed.folder)).ok).toBe(true);
    } finally {
      changed.remove();
    }
    expect((await classesOf(actorFor(KESTREL))).find((joint) => joint.serial === 'KD-18')?.location).toBe(
      'Inspection',
    );
    // KD-18 is in the shop, out of service: KD-12 alone drops below Premium.
    expect(await figuresOf(kari)).toEqual({ rigReady: 17, inspection: 1, dropping: 1 });
    expect(await item550Of(kari)).toEqual({ Rig_Ready: 14, Inspection: 1 });
  });
});
