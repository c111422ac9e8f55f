// The median tong space per recut (cachedRecutDrops): one customer's never given for another's, stored
// for every process until the tallies or items change, and worked out again after an import that changes
// them, on the joint-class fixture. The figures are worked out by hand in
// tests/fixtures/joint-class/expected-classes.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../app/server/db/database.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { cachedRecutDrops, recutSerials } from '../../app/server/joint-class/cached-recut-drops.server.js';
import { useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES, TEST_POSTGRES_URL } from '../helpers/test-database.js';

const KESTREL = 'Kestrel Drilling';

type Row = Record<string, unknown>;

/** The joint-class fixture with `change` made to every row of one file, in a folder of its own. */
function fixtureWithChanged(
  file: 'tallies' | 'serials',
  change: (row: Row) => void,
): { folder: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'rigready-recut-cache-'));
  const folder = join(root, 'data');
  cpSync(FIXTURES.jointClass, folder, { recursive: true });
  const path = join(folder, `${file}.json`);
  const rows = JSON.parse(readFileSync(path, 'utf8')) as Row[];
  for (const row of rows) change(row);
  writeFileSync(path, JSON.stringify(rows));
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const isKd14In2026 = (tally: Row) => tally.Serial_Number === 'KD-14' && tally.Order_No === 'K-1003';

describe.each(DIALECTS)('the kept recut figures on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  const dropsOf = (owner: string) => cachedRecutDrops(portal().database.handle, owner, 'NC50');
  /** A second connection to the test database, as another server process or host has. */
  const otherProcess = (): DatabaseHandle => {
    const { dataDir, schema } = portal().database;
    return dialect === 'sqlite'
      ? openDatabase({ kind: 'sqlite', path: `${dataDir}/test.sqlite` })
      : openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL }, { schema });
  };

  async function importChanged(file: 'tallies' | 'serials', change: (row: Row) => void) {
    const changed = fixtureWithChanged(file, change);
    try {
      const { database } = portal();
      expect((await importFolder(database.handle, database.store, changed.folder)).ok).toBe(true);
    } finally {
      changed.remove();
    }
  }

  it('should give Kestrel its NC50 medians and another customer nothing of them', async () => {
    expect(await dropsOf(KESTREL)).toEqual({
      pin: { perRecut: 0.75, recuts: 3 },
      box: { perRecut: 0.85, recuts: 2 },
    });
    expect(await dropsOf('Osprey Energy')).toEqual({ pin: null, box: null });
  });

  it('should store the figures for another process, until an import changes the tallies', async () => {
    await dropsOf(KESTREL);
    const stored = await portal()
      .database.handle.db.selectFrom('recut_figures')
      .select(['Customer', 'Connection', 'pin_per_recut', 'pin_recuts', 'box_per_recut', 'box_recuts'])
      .execute();
    expect(stored).toEqual([
      {
        Customer: KESTREL,
        Connection: 'nc50',
        pin_per_recut: 0.75,
        pin_recuts: 3,
        box_per_recut: 0.85,
        box_recuts: 2,
      },
    ]);
    const other = otherProcess();
    try {
      const tallyReads = vi.spyOn(other.db, 'selectFrom');
      const readsOfTallies = () => tallyReads.mock.calls.filter(([table]) => table === 'tallies').length;
      expect((await cachedRecutDrops(other, KESTREL, ' nc50')).pin).toEqual({ perRecut: 0.75, recuts: 3 });
      // KD-14 goes to inspection: the serials change, the tallies and items do not.
      await importChanged('serials', (serial) => {
        if (serial.Serial_Number === 'KD-14') serial.Current_Location = 'Inspection';
      });
      expect((await cachedRecutDrops(other, KESTREL, 'NC50')).box).toEqual({ perRecut: 0.85, recuts: 2 });
      expect(readsOfTallies()).toBe(0);
      await importChanged('tallies', (tally) => {
        if (isKd14In2026(tally)) tally.TS_Pin = 5.8;
      });
      expect((await cachedRecutDrops(other, KESTREL, 'NC50')).pin).toEqual({ perRecut: 0.8, recuts: 3 });
      expect(readsOfTallies()).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('should read the recuts again after an import changes a tally', async () => {
    expect((await dropsOf(KESTREL)).pin).toEqual({ perRecut: 0.75, recuts: 3 });
    // KD-14's 2026 pin tong space at 5.8 in instead of 6.05: a recut of 1.0 in, not 0.75.
    await importChanged('tallies', (tally) => {
      if (isKd14In2026(tally)) tally.TS_Pin = 5.8;
    });
    // Pin recuts 0.7, 0.8 and now 1.0: the median is 0.8.
    expect((await dropsOf(KESTREL)).pin).toEqual({ perRecut: 0.8, recuts: 3 });
  });

  it('should find the recut joints through the index of recut inspections, not by reading every inspection', async () => {
    const { db } = portal().database.handle;
    const query = recutSerials(db, KESTREL, ['500DP.19']).compile();
    const plan = await db.connection().execute(async (connection) => {
      // The fixture's few rows would be read whole: each database is asked whether the index fits, SQLite by
      // naming it (a query it cannot serve fails with "no query solution"), PostgreSQL without whole reads.
      if (dialect === 'sqlite') {
        const named = query.sql.replace('from "tallies"', 'from "tallies" indexed by "tallies_recut_idx"');
        const rows = await connection.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${named}`, [...query.parameters]),
        );
        return rows.rows.map((row) => row.detail).join('\n');
      }
      await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
      try {
        const rows = await connection.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
      }
    });
    expect(plan).toContain('tallies_recut_idx');
  });

  it('should count a recut marked in lower case or with spaces, as the rule reads the marking', async () => {
    // KD-14's only recuts are in 2026: marked ' sum' and 'Sum ', they still give its pin drop of 0.75 in
    // and its box drop of 0.8 in (read as exact 'SUM', the pin would be the median of KD-13's two alone).
    await importChanged('tallies', (tally) => {
      if (!isKd14In2026(tally)) return;
      tally.Machining_Pin = ' sum';
      tally.Machining_Box = 'Sum ';
    });
    expect(await dropsOf(KESTREL)).toEqual({
      pin: { perRecut: 0.75, recuts: 3 },
      box: { perRecut: 0.85, recuts: 2 },
    });
  });
});
