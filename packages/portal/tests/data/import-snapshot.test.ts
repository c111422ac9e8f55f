import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem } from '../../app/server/importer/import-problem.server.js';
import { readImportRun } from '../../app/server/importer/import-runs.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { copyDataSet, type DataSetCopy } from '../helpers/data-set-copy.js';
import { snapshotTables } from '../helpers/table-snapshot.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

// Each test imports the fixture data set two or three times; PostgreSQL on a busy machine needs the room.
vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = { source: 'command', actor: 'ops@etl-1' } as const;

describe.each(DIALECTS)('snapshot imports with a manifest on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let copy: DataSetCopy;
  afterEach(() => rmSync(copy.folder, { recursive: true, force: true }));

  /** Imports the fixture as it is, then returns a copy to change for the second import. */
  async function importedFixture() {
    const { handle, store } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    const first = await runImport(handle, store, copy.folder, ORIGIN);
    expect(first.report.ok).toBe(true);
    return { handle, store };
  }

  const dropRows = (file: string, keep: (row: Record<string, unknown>) => boolean) => {
    if (file.endsWith('.ndjson')) copy.writeLines(file, copy.readLines(file).filter(keep));
    else
      copy.writeJson(
        file,
        (JSON.parse(readFileSync(join(copy.folder, file), 'utf8')) as Record<string, unknown>[]).filter(keep),
      );
  };

  it("should delete exactly the named customer's rows missing from the data set, and record them", async () => {
    const { handle, store } = await importedFixture();
    const gone = new Set([
      'Northwind Drilling/NW-0003',
      'Northwind Drilling/NW-0004',
      'Polar Energy/PO-0002',
    ]);
    dropRows('serials.ndjson', (row) => !gone.has(`${row.Customer}/${row.Serial_Number}`));
    copy.writeManifest({ serials: ['Northwind Drilling'] });
    const { runId, report } = await runImport(handle, store, copy.folder, ORIGIN);
    expect(report.ok).toBe(true);
    const serials = await handle.db.selectFrom('serials').select(['Customer', 'Serial_Number']).execute();
    expect(serials).toHaveLength(25);
    const keys = serials.map((row) => `${row.Customer}/${row.Serial_Number}`);
    expect(keys).not.toContain('Northwind Drilling/NW-0003');
    expect(keys).not.toContain('Northwind Drilling/NW-0004');
    expect(keys).toContain('Polar Energy/PO-0002');
    const changes = await handle.db
      .selectFrom('record_changes')
      .select(['entity', 'customer', 'record_key', 'field', 'kind', 'asset', 'old_value', 'new_value'])
      .where('run_id', '=', runId)
      .orderBy('record_key')
      .execute();
    const deleted = {
      entity: 'serials',
      customer: 'Northwind Drilling',
      field: '',
      kind: 'deleted',
      asset: 'Rig A',
    };
    expect(changes).toEqual([
      { ...deleted, record_key: '["NW-0003"]', old_value: null, new_value: null },
      { ...deleted, record_key: '["NW-0004"]', old_value: null, new_value: null },
    ]);
    const run = await readImportRun(handle, runId);
    expect(run?.summary?.serials).toEqual({
      file: 'serials.ndjson',
      rows: 24,
      added: 0,
      changed: 0,
      deleted: 2,
    });
    expect(run?.manifest).toMatchObject({ snapshot: { serials: ['Northwind Drilling'] } });
  });

  it('should delete and record every one of 2,450 missing rows, past the thousand a statement takes', async () => {
    const { handle, store } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    const fixtureSerials = copy.readLines('serials.ndjson');
    const [template] = fixtureSerials;
    const extra = Array.from({ length: 2450 }, (_, index) => ({
      ...template,
      Serial_Number: `NW-X${String(index + 1).padStart(4, '0')}`,
    }));
    copy.writeLines('serials.ndjson', [...fixtureSerials, ...extra]);
    copy.writeManifest();
    expect((await runImport(handle, store, copy.folder, ORIGIN)).report.ok).toBe(true);
    copy.writeLines('serials.ndjson', fixtureSerials);
    copy.writeManifest({ serials: ['Northwind Drilling'] });
    const { runId, report } = await runImport(handle, store, copy.folder, ORIGIN, { force: true });
    expect(report.ok).toBe(true);
    const left = await handle.db.selectFrom('serials').select('Serial_Number').execute();
    expect(left).toHaveLength(27);
    expect(left.filter((row) => row.Serial_Number.startsWith('NW-X'))).toEqual([]);
    const recorded = await handle.db
      .selectFrom('record_changes')
      .select(['record_key'])
      .where('run_id', '=', runId)
      .where('kind', '=', 'deleted')
      .execute();
    expect(recorded).toHaveLength(2450);
    expect(new Set(recorded.map((row) => row.record_key)).size).toBe(2450);
    expect((await readImportRun(handle, runId))?.summary?.serials?.deleted).toBe(2450);
  });

  it('should remove the documents only deleted rows referred to', async () => {
    const { handle, store } = await importedFixture();
    dropRows('ncr.json', (row) => row.NCR_No !== 'NW-NCR1');
    copy.writeManifest({ ncr: 'all' });
    const { report } = await runImport(handle, store, copy.folder, ORIGIN, { maxDeleteShare: 0.5 });
    expect(report.ok).toBe(true);
    const ncr = await handle.db.selectFrom('ncr').select(['Customer', 'NCR_No']).execute();
    expect(ncr).toEqual([{ Customer: 'Polar Energy', NCR_No: 'PO-NCR1' }]);
    expect(await store.exists('documents/reports/NW-NCR-1.pdf')).toBe(false);
    expect(await store.exists('documents/reports/PO-NCR-1.pdf')).toBe(true);
  });

  it('should delete the users of the named customer missing from users.json and leave the others', async () => {
    const { handle, store } = await importedFixture();
    dropRows('users.json', (row) => row.email !== 'pia@polar.test' && row.email !== 'admin@rigready.test');
    copy.writeManifest({ users: ['Polar Energy'] });
    const { report } = await runImport(handle, store, copy.folder, ORIGIN, { maxDeleteShare: 1 });
    expect(report.ok).toBe(true);
    const users = await handle.db.selectFrom('users').select('email_key').orderBy('email_key').execute();
    expect(users.map((user) => user.email_key)).toEqual([
      'admin@rigready.test',
      'customer@rigready.test',
      'guest@rigready.test',
      'rita@rigready.test',
    ]);
  });

  it('should refuse removing a customer while rows of it would remain', async () => {
    const { handle, store } = await importedFixture();
    dropRows('customers.json', (row) => row.customer !== 'Polar Energy');
    copy.writeManifest({ customers: 'all' });
    const { report } = await runImport(handle, store, copy.folder, ORIGIN, { maxDeleteShare: 1 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.problems.map(formatProblem)).toContain(
      'customers.json:0 (snapshot): the snapshot deletes customer "Polar Energy" but 5 serials rows of it ' +
        'would remain; snapshot serials too',
    );
    expect(await handle.db.selectFrom('customers').select('customer').orderBy('customer').execute()).toEqual([
      { customer: 'Northwind Drilling' },
      { customer: 'Polar Energy' },
    ]);
  });

  it('should remove a customer with all its records when every entity is a snapshot without it', async () => {
    const { handle, store } = await importedFixture();
    const entities: string[] = [];
    for (const file of readdirSync(copy.folder).filter((name) => /\.(nd)?json$/.test(name))) {
      if (file === 'certificates.json') continue;
      entities.push(file.replace(/\.(nd)?json$/, ''));
      dropRows(file, (row) => row.Customer !== 'Polar Energy' && row.customer !== 'Polar Energy');
    }
    copy.writeManifest(Object.fromEntries(entities.map((entity) => [entity, 'all'])));
    const { report } = await runImport(handle, store, copy.folder, ORIGIN, { maxDeleteShare: 1 });
    expect(report.ok).toBe(true);
    const tables = await snapshotTables(handle.db);
    expect(JSON.stringify(tables)).not.toContain('Polar Energy');
    expect(tables.customers).toHaveLength(1);
    expect(tables.serials).toHaveLength(22);
    expect(await store.exists('documents/reports/PO-NCR-1.pdf')).toBe(false);
    expect(await store.exists('documents/reports/NW-NCR-1.pdf')).toBe(true);
  });

  it('should refuse a snapshot deleting more than the allowed share, and let it through with force', async () => {
    const { handle, store } = await importedFixture();
    dropRows('ncr.json', (row) => row.NCR_No !== 'NW-NCR1');
    copy.writeManifest({ ncr: 'all' });
    const before = await snapshotTables(handle.db);
    const refused = await runImport(handle, store, copy.folder, ORIGIN);
    expect(refused.report.ok).toBe(false);
    if (refused.report.ok) return;
    expect(refused.report.problems.map(formatProblem)).toEqual([
      'ncr.json:0 (snapshot): the snapshot would delete 1 of 2 rows (50 %), more than the 10 % allowed ' +
        '(PORTAL_IMPORT_MAX_DELETE_SHARE); import with --force if that is meant',
    ]);
    expect((await readImportRun(handle, refused.runId))?.status).toBe('refused');
    expect(await snapshotTables(handle.db)).toEqual(before);
    const forced = await runImport(handle, store, copy.folder, ORIGIN, { force: true });
    expect(forced.report.ok).toBe(true);
    expect(await handle.db.selectFrom('ncr').select('NCR_No').execute()).toEqual([{ NCR_No: 'PO-NCR1' }]);
    expect((await readImportRun(handle, forced.runId))?.summary?.ncr).toEqual({
      file: 'ncr.json',
      rows: 1,
      added: 0,
      changed: 0,
      deleted: 1,
    });
  });

  it('should refuse a file cut at a line boundary whole, naming the file, and write nothing', async () => {
    const { handle, store } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    copy.writeManifest();
    const path = join(copy.folder, 'serials.ndjson');
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    writeFileSync(path, `${lines.slice(0, 20).join('\n')}\n`);
    const { report } = await runImport(handle, store, copy.folder, ORIGIN);
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.problems).toHaveLength(1);
    expect(formatProblem(report.problems[0] ?? { file: '', row: 0, field: '', reason: '' })).toMatch(
      /^serials\.ndjson:0 \(file\): SHA-256 is [0-9a-f]{64}, manifest\.json says [0-9a-f]{64} \(the file is incomplete or changed\)$/,
    );
    const tables = await snapshotTables(handle.db);
    expect(tables.customers).toEqual([]);
    expect(tables.serials).toEqual([]);
  });

  it('should refuse a row count that differs from the manifest, and files missing from it or from the set', async () => {
    const { handle, store } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    copy.writeManifest();
    const manifest = JSON.parse(readFileSync(join(copy.folder, 'manifest.json'), 'utf8'));
    manifest.files['serials.ndjson'].rows = 28;
    manifest.files['bha_reports.json'] = manifest.files['ncr.json'];
    rmSync(join(copy.folder, 'bha_reports.json'));
    delete manifest.files['tcp.json'];
    copy.writeJson('manifest.json', manifest);
    const { report } = await runImport(handle, store, copy.folder, ORIGIN);
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.problems.map(formatProblem)).toEqual([
      'tcp.json:0 (file): is not listed in manifest.json',
      'bha_reports.json:0 (file): is listed in manifest.json but not in the data set',
    ]);
    delete manifest.files['bha_reports.json'];
    copy.writeJson('manifest.json', manifest);
    copy.writeJson('tcp.json', []);
    manifest.files['tcp.json'] = {
      rows: 0,
      sha256: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    };
    copy.writeJson('manifest.json', manifest);
    const second = await runImport(handle, store, copy.folder, ORIGIN);
    expect(second.report.ok).toBe(false);
    if (second.report.ok) return;
    expect(second.report.problems.map(formatProblem)).toEqual([
      'serials.ndjson:0 (file): holds 27 rows, manifest.json says 28',
    ]);
  });

  it('should refuse a named-customer snapshot of the racks, which no customer owns', async () => {
    const { handle, store } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    copy.writeManifest({ racks: ['Northwind Drilling'] });
    const { report } = await runImport(handle, store, copy.folder, ORIGIN);
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.problems.map(formatProblem)).toEqual([
      'manifest.json:0 snapshot.racks: can only be "all": no customer owns it alone',
    ]);
  });
});
