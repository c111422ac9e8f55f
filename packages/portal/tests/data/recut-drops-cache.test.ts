// The median tong space per recut kept per data generation (cachedRecutDrops): never shared by two
// scopes, and read again after an import, on the joint-class fixture. The figures are worked out by hand
// in tests/fixtures/joint-class/expected-classes.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { cachedRecutDrops } from '../../app/server/joint-class/cached-recut-drops.server.js';
import type { Actor } from '../../app/server/scoping/actor.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor } from '../helpers/actors.js';
import { useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const KESTREL = 'Kestrel Drilling';

/** The joint-class fixture with `change` made to every tally, in a folder of its own. */
function fixtureWithTallies(change: (tally: Record<string, unknown>) => void): {
  folder: string;
  remove(): void;
} {
  const root = mkdtempSync(join(tmpdir(), 'rigready-recut-cache-'));
  const folder = join(root, 'data');
  cpSync(FIXTURES.jointClass, folder, { recursive: true });
  const file = join(folder, 'tallies.json');
  const tallies = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  for (const tally of tallies) change(tally);
  writeFileSync(file, JSON.stringify(tallies));
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const isKd14In2026 = (tally: Record<string, unknown>) =>
  tally.Serial_Number === 'KD-14' && tally.Order_No === 'K-1003';

describe.each(DIALECTS)('the kept recut figures on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  const dropsOf = (actor: Actor) => {
    const { handle } = portal().database;
    return cachedRecutDrops(handle, createScopedDb(handle, actor), KESTREL, 'NC50');
  };

  async function importChanged(change: (tally: Record<string, unknown>) => void) {
    const changed = fixtureWithTallies(change);
    try {
      const { database } = portal();
      expect((await importFolder(database.handle, database.store, changed.folder)).ok).toBe(true);
    } finally {
      changed.remove();
    }
  }

  it("should give Kestrel its NC50 medians and another customer's scope nothing of them", async () => {
    expect(await dropsOf(actorFor(KESTREL))).toEqual({
      pin: { perRecut: 0.75, recuts: 3 },
      box: { perRecut: 0.85, recuts: 2 },
    });
    expect(await dropsOf(actorFor('Osprey Energy'))).toEqual({ pin: null, box: null });
  });

  it('should read the recuts again after an import changes a tally', async () => {
    expect((await dropsOf(actorFor(KESTREL))).pin).toEqual({ perRecut: 0.75, recuts: 3 });
    // KD-14's 2026 pin tong space at 5.8 in instead of 6.05: a recut of 1.0 in, not 0.75.
    await importChanged((tally) => {
      if (isKd14In2026(tally)) tally.TS_Pin = 5.8;
    });
    // Pin recuts 0.7, 0.8 and now 1.0: the median is 0.8.
    expect((await dropsOf(actorFor(KESTREL))).pin).toEqual({ perRecut: 0.8, recuts: 3 });
  });

  it('should count a recut marked in lower case or with spaces, as the rule reads the marking', async () => {
    // KD-14's only recuts are in 2026: marked ' sum' and 'Sum ', they still give its pin drop of 0.75 in
    // and its box drop of 0.8 in (read as exact 'SUM', the pin would be the median of KD-13's two alone).
    await importChanged((tally) => {
      if (!isKd14In2026(tally)) return;
      tally.Machining_Pin = ' sum';
      tally.Machining_Box = 'Sum ';
    });
    expect(await dropsOf(actorFor(KESTREL))).toEqual({
      pin: { perRecut: 0.75, recuts: 3 },
      box: { perRecut: 0.85, recuts: 2 },
    });
  });
});
