// class_limits.json (docs/data-contract.md): the provider's tool-joint limits, imported by key like every
// other file, and stored so that core's joint-class rules read them as the contract says.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchClassLimits } from '@rigready/core';
import { afterEach, describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { formatProblem } from '../../app/server/importer/import-problem.server.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the joint-class data set with another class_limits.json. */
function withLimits(rows: unknown[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'rigready-class-limits-'));
  folders.push(folder);
  cpSync(FIXTURES.jointClass, folder, { recursive: true });
  writeFileSync(join(folder, 'class_limits.json'), JSON.stringify(rows));
  return folder;
}

const NC50_ANY = {
  Connection: 'NC50',
  Tube_OD: '5',
  Weight: null,
  Grade: null,
  TJ_OD_Premium_Min: 6.25,
  TJ_OD_Class2_Min: 6,
  TS_Pin_Min: 4,
  TS_Box_Min: 4.5,
};

describe.each(DIALECTS)('importing class_limits.json into %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should store every row by its key, an absent Weight or Grade as "any"', async () => {
    const { handle, store } = database();
    const report = await importFolder(handle, store, FIXTURES.jointClass);
    expect(report.ok ? [] : report.problems.map(formatProblem)).toEqual([]);
    expect(report.ok && report.rows['class_limits.json']).toBe(4);
    const rows = await handle.db
      .selectFrom('class_limits')
      .selectAll()
      .orderBy(['Connection', 'Tube_OD', 'Weight', 'Grade'])
      .execute();
    // The four rows of tests/fixtures/joint-class/class_limits.json, sorted by key ('' before any text).
    expect(rows).toEqual([
      {
        Connection: '5 1/2 FH',
        Tube_OD: '5 1/2',
        Weight: '21.9',
        Grade: 'S-135',
        TJ_OD_Premium_Min: 6.75,
        TJ_OD_Class2_Min: 6.5,
        TS_Pin_Min: 4,
        TS_Box_Min: 4.5,
      },
      { ...NC50_ANY, Weight: '', Grade: '' },
      {
        ...NC50_ANY,
        Weight: '',
        Grade: 'G-105',
        TJ_OD_Premium_Min: 6.125,
        TS_Pin_Min: 4.25,
        TS_Box_Min: 4.75,
      },
      { ...NC50_ANY, Weight: '19.5', Grade: '', TJ_OD_Premium_Min: 6.094, TJ_OD_Class2_Min: 5.969 },
    ]);
    // expected-classes.ts: 500DP.19 (NC50, 5, 19.5, G-105) takes the row naming the Weight (L3).
    const item = { Connection: 'NC50', Tube_OD: '5', Weight: '19.5', Grade: 'G-105' };
    expect(matchClassLimits(item, rows)?.TJ_OD_Premium_Min).toBe(6.094);
  });

  it('should change nothing on a second import, and replace a row whose key it holds', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.jointClass);
    const again = await importFolder(handle, store, FIXTURES.jointClass);
    expect(again.ok).toBe(true);
    await importFolder(handle, store, withLimits([{ ...NC50_ANY, TJ_OD_Premium_Min: 6.3 }]));
    const rows = await handle.db
      .selectFrom('class_limits')
      .select(['Weight', 'Grade', 'TJ_OD_Premium_Min'])
      .where('Connection', '=', 'NC50')
      .orderBy(['Weight', 'Grade'])
      .execute();
    expect(rows).toEqual([
      { Weight: '', Grade: '', TJ_OD_Premium_Min: 6.3 },
      { Weight: '', Grade: 'G-105', TJ_OD_Premium_Min: 6.125 },
      { Weight: '19.5', Grade: '', TJ_OD_Premium_Min: 6.094 },
    ]);
  });

  it('should refuse limits the joint-class rules cannot use, naming row and field, and write nothing', async () => {
    const { handle, store } = database();
    const report = await importFolder(
      handle,
      store,
      withLimits([
        { ...NC50_ANY, TJ_OD_Premium_Min: 5.9 },
        { ...NC50_ANY, Weight: '19.5', TS_Box_Min: -1 },
        { ...NC50_ANY, Grade: 'G-105', Connection: null },
        NC50_ANY,
        { ...NC50_ANY, Tube_OD: '5 1/2', TS_Pin_Min: 0 },
        // Blank and null both mean "any": the same key as row 4.
        { ...NC50_ANY, Weight: '' },
      ]),
    );
    expect(report.ok ? [] : report.problems.map(formatProblem)).toEqual([
      'class_limits.json:1 TJ_OD_Premium_Min: TJ_OD_Premium_Min (5.9) is under TJ_OD_Class2_Min (6)',
      'class_limits.json:2 TS_Box_Min: must not be negative (got -1)',
      'class_limits.json:3 Connection: is required',
      'class_limits.json:5 TS_Pin_Min: Class limit TS_Pin_Min must be a positive number of inches, got 0',
      'class_limits.json:6 Grade: duplicate key (Connection, Tube_OD, Weight, Grade), same as row 4',
    ]);
    expect(await handle.db.selectFrom('class_limits').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('serials').selectAll().execute()).toEqual([]);
  });
});
