// The class column of an item's serial export (/createExcel), on the hand-worked joint-class fixture: each
// joint's class is the overall class expected-classes.ts works out by hand, typed here as literals.
import { describe, expect, it } from 'vitest';
import { serialsAtLocationDocument } from '../../app/server/documents/content/document-serial-exports.server.js';
import { renderSerialsExcel } from '../../app/server/documents/render/xlsx/excel-exports.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';
import { JOINT_CLASS_SETTINGS, readAll, readXlsx, TEST_CONTEXT } from './support/document-fixtures.js';

describe.each(DIALECTS)('the class in the serial export on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  const exportOf = async (customer: string) => {
    const report = await importFolder(database().handle, database().store, FIXTURES.jointClass);
    expect(report.ok).toBe(true);
    const scoped = createScopedDb(database().handle, actorFor(customer));
    const exported = await serialsAtLocationDocument(scoped, '550DP.21', 'Rig_Ready', JOINT_CLASS_SETTINGS);
    if (!exported) throw new Error(`${customer} has no item 550DP.21`);
    return readXlsx(await readAll(renderSerialsExcel(exported, TEST_CONTEXT)));
  };

  it("should write each of Kestrel's 550DP.21 joints' class after its location", async () => {
    const { header, rows } = await exportOf('Kestrel Drilling');
    expect(header.slice(0, 4)).toEqual(['Serial Number', 'Item No', 'Location', 'Class']);
    expect(rows.map((row) => [row[0], row[3]])).toEqual([
      ['KD-01', 'Premium'], // wall 80.0: at least 80
      ['KD-02', 'Class 2'], // wall 79.9: under 80, at least 70
      ['KD-03', 'Class 2'], // wall 70.0
      ['KD-04', 'Reject'], // wall 69.9: under 70
      ['KD-05', 'Premium'],
      ['KD-06', 'Class 2'], // tool joint Class 2
      ['KD-07', 'Class 2'],
      ['KD-08', 'Reject'], // tool joint Reject
      ['KD-09', 'Premium'],
      ['KD-10', 'Reject'],
      ['KD-11', 'Reject'],
      ['KD-15', 'Not classed'], // no wall on its latest inspection
      ['KD-16', 'Premium'],
      ['KD-17', 'Class 2'], // wall 78.5
      ['KD-18', 'Premium'], // wall 84
    ]);
  });

  it("should write Osprey's own KD-01 as Reject, not Kestrel's Premium KD-01", async () => {
    const { rows } = await exportOf('Osprey Energy');
    expect(rows.map((row) => [row[0], row[3]])).toEqual([['KD-01', 'Reject']]);
  });
});
