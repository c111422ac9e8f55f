import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '../../app/server/document-store/document-store.server.js';
import { readImportRun } from '../../app/server/importer/import-runs.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { copyDataSet, type DataSetCopy } from '../helpers/data-set-copy.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

vi.setConfig({ testTimeout: 30_000 });

const COMMAND = { source: 'command', actor: 'ops@etl-1' } as const;
const PUSHED = { source: 'api', actor: 'FileMaker nightly' } as const;

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

describe.each(DIALECTS)('document paths of an import on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let copy: DataSetCopy | undefined;
  let outside: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy.folder, { recursive: true, force: true });
    if (outside) rmSync(outside, { force: true });
    copy = undefined;
    outside = undefined;
  });

  it('should refuse a certificate path that is no document key in the check phase, alike whether a file is there', async () => {
    const { handle, store, dataDir } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    // A file beside the data set: the old check found it, and a missing one answered differently.
    outside = join(dirname(copy.folder), `${basename(copy.folder)}-secret.txt`);
    writeFileSync(outside, 'secret');
    const escaping = `../${basename(outside)}`;
    copy.writeJson('certificates.json', {
      NTO: escaping,
      ISO: '../no-such-file.txt',
      JQS: '/etc/hostname',
    });
    const { runId, report } = await runImport(handle, store, copy.folder, COMMAND);
    expect(report.ok).toBe(false);
    const run = await readImportRun(handle, runId);
    expect(run?.status).toBe('refused');
    const reason = (path: string) =>
      `must be a relative path inside the data set (got ${JSON.stringify(path)})`;
    expect(run?.problems).toEqual([
      { file: 'certificates.json', row: 1, field: 'NTO', reason: reason(escaping) },
      { file: 'certificates.json', row: 1, field: 'ISO', reason: reason('../no-such-file.txt') },
      { file: 'certificates.json', row: 1, field: 'JQS', reason: reason('/etc/hostname') },
    ]);
    mkdirSync(join(dataDir, 'documents'), { recursive: true });
    expect(filesUnder(join(dataDir, 'documents'))).toEqual([]);
  });

  it('should remove the documents it copied when a later copy fails, and show a key holder no server path', async () => {
    const { handle, store, dataDir } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    // A key push carries no users.
    rmSync(join(copy.folder, 'users.json'));
    let copies = 0;
    const failing: DocumentStore = {
      ...store,
      async putFile(key, sourcePath) {
        copies += 1;
        if (copies === 3) throw new Error(`EIO: i/o error, copyfile '${sourcePath}'`);
        await store.putFile(key, sourcePath);
      },
    };
    await expect(runImport(handle, failing, copy.folder, PUSHED)).rejects.toThrow('EIO');
    expect(copies).toBe(3);
    mkdirSync(join(dataDir, 'documents'), { recursive: true });
    expect(filesUnder(join(dataDir, 'documents'))).toEqual([]);
    const [run] = await handle.db.selectFrom('import_runs').select('id').execute();
    const recorded = await readImportRun(handle, run?.id ?? '');
    expect(recorded?.status).toBe('failed');
    expect(JSON.stringify(recorded?.problems)).not.toContain(copy.folder);
    expect(recorded?.problems).toEqual([
      {
        file: '(data set)',
        row: 0,
        field: '(import)',
        reason: `the import failed on the server; the error is in the server log (run ${run?.id})`,
      },
    ]);
  });
});
