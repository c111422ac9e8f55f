import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { writeManifest } from '../../app/server/importer/write-manifest.server.js';
import { copyDataSet, type DataSetCopy } from '../helpers/data-set-copy.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

describe.each(DIALECTS)('a manifest.json written for an exporter, imported on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let copy: DataSetCopy | undefined;
  afterEach(() => {
    if (copy) rmSync(copy.folder, { recursive: true, force: true });
    copy = undefined;
  });

  it('should list every data file with its rows and SHA-256, import, and refuse the set once a file is cut', async () => {
    copy = copyDataSet(FIXTURES.twoCustomers);
    const manifest = await writeManifest(copy.folder, { serials: 'all', ncr: ['Polar Energy'] });
    // tests/fixtures/two-customers holds 19 data files (ls, documents/ aside); serials.ndjson 27 lines,
    // users.json 5 users, customers.json 2 customers.
    expect(Object.keys(manifest.files)).toHaveLength(19);
    expect(manifest.files['serials.ndjson']?.rows).toBe(27);
    expect(manifest.files['users.json']?.rows).toBe(5);
    expect(manifest.files['customers.json']?.rows).toBe(2);
    expect(manifest.snapshot).toEqual({ serials: 'all', ncr: ['Polar Energy'] });
    expect(JSON.parse(readFileSync(join(copy.folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
    const { handle, store } = database();
    expect((await importFolder(handle, store, copy.folder)).ok).toBe(true);

    copy.writeLines('serials.ndjson', copy.readLines('serials.ndjson').slice(0, 26));
    const refused = await importFolder(handle, store, copy.folder);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.problems.map((problem) => problem.file)).toContain('serials.ndjson');
  });
});
