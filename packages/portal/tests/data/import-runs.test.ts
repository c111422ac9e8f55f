import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { acquireImportLease } from '../../app/server/importer/import-lease.server.js';
import {
  finishImportRun,
  readImportRun,
  startImportRun,
} from '../../app/server/importer/import-runs.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { copyDataSet } from '../helpers/data-set-copy.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

// Each test imports the fixture data set two or three times; PostgreSQL on a busy machine needs the room.
vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = { source: 'command', actor: 'ops@etl-1' } as const;
const API = { source: 'api', actor: 'etl key' } as const;

describe.each(DIALECTS)('import runs on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should make a second import wait until the one holding the lease has finished', async () => {
    const { handle, store } = database();
    const first = await startImportRun(handle, ORIGIN, new Date());
    await acquireImportLease(handle, first);
    let finished = false;
    const second = runImport(handle, store, FIXTURES.twoCustomers, ORIGIN).then((result) => {
      finished = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(finished).toBe(false);
    expect(await handle.db.selectFrom('customers').selectAll().execute()).toEqual([]);
    await finishImportRun(
      handle,
      first,
      { status: 'succeeded', summary: {}, problems: [], durationMs: 1 },
      new Date(),
    );
    const { runId, report } = await second;
    expect(report.ok).toBe(true);
    expect((await readImportRun(handle, runId))?.status).toBe('succeeded');
  });

  it('should end as failed a run whose lease lapsed while it applied, when the next run starts', async () => {
    const { handle, store } = database();
    const dead = await startImportRun(handle, ORIGIN, new Date('2026-11-26T08:00:00Z'));
    await handle.db
      .updateTable('import_runs')
      .set({ status: 'applying', lease_until: '2026-11-26T08:02:00.000Z' })
      .where('id', '=', dead)
      .execute();
    const { report } = await runImport(handle, store, FIXTURES.twoCustomers, ORIGIN);
    expect(report.ok).toBe(true);
    const run = await readImportRun(handle, dead);
    expect(run?.status).toBe('failed');
    expect(run?.problems).toEqual([
      {
        file: '(run)',
        row: 0,
        field: '(import)',
        reason:
          'the import stopped (its process ended) before it finished; what it had applied is in its ' +
          'record_changes, and the next import of the data set completes it',
      },
    ]);
  });

  it('should continue a run recorded by the import API, and refuse one that has ended', async () => {
    const { handle, store } = database();
    const recorded = await startImportRun(handle, API, new Date());
    // A data set pushed with a key carries no users.
    const pushed = copyDataSet(FIXTURES.twoCustomers);
    onTestFinished(() => rmSync(pushed.folder, { recursive: true, force: true }));
    rmSync(join(pushed.folder, 'users.json'));
    const { runId, report } = await runImport(handle, store, pushed.folder, API, { runId: recorded });
    expect(runId).toBe(recorded);
    expect(report.ok).toBe(true);
    const run = await readImportRun(handle, recorded);
    expect(run).toMatchObject({ status: 'succeeded', source: 'api', actor: 'etl key' });
    expect(run?.summary?.customers).toEqual({
      file: 'customers.json',
      rows: 2,
      added: 2,
      changed: 0,
      deleted: 0,
    });
    await expect(runImport(handle, store, pushed.folder, API, { runId: recorded })).rejects.toThrow(
      `import run ${recorded} has status succeeded; only a run recorded as checking can be continued`,
    );
    expect(await handle.db.selectFrom('import_runs').select('id').execute()).toEqual([{ id: recorded }]);
  });
});
