import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readImportRun } from '../../app/server/importer/import-runs.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { copyDataSet, type DataSetCopy } from '../helpers/data-set-copy.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

// Each test imports the fixture data set two or three times; PostgreSQL on a busy machine needs the room.
vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = { source: 'command', actor: 'ops@etl-1' } as const;
const unchanged = (file: string, rows: number) => ({ file, rows, added: 0, changed: 0, deleted: 0 });

describe.each(DIALECTS)('import history on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let copy: DataSetCopy | undefined;
  afterEach(() => {
    if (copy) rmSync(copy.folder, { recursive: true, force: true });
    copy = undefined;
  });

  it('should record every customer record of a first import as added, and count each entity', async () => {
    const { handle, store } = database();
    const { runId } = await runImport(handle, store, FIXTURES.twoCustomers, ORIGIN);
    const run = await readImportRun(handle, runId);
    expect(run?.status).toBe('succeeded');
    expect(run?.summary?.serials).toEqual({
      file: 'serials.ndjson',
      rows: 27,
      added: 27,
      changed: 0,
      deleted: 0,
    });
    expect(run?.summary?.users).toEqual({ file: 'users.json', rows: 5, added: 5, changed: 0, deleted: 0 });
    expect(run?.summary?.racks).toEqual({ file: 'racks.json', rows: 2, added: 2, changed: 0, deleted: 0 });
    expect(run?.summary?.certificates).toEqual({
      file: 'certificates.json',
      rows: 3,
      added: 3,
      changed: 0,
      deleted: 0,
    });
    const kinds = await handle.db
      .selectFrom('record_changes')
      .select(['kind', 'field'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('run_id', '=', runId)
      .groupBy(['kind', 'field'])
      .execute();
    // 69 rows less 2 racks (the provider's), 5 users and 3 provider certificates.
    expect(kinds.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { kind: 'added', field: '', count: 59 },
    ]);
    const serial = await handle.db
      .selectFrom('record_changes')
      .select(['entity', 'customer', 'record_key', 'asset'])
      .where('run_id', '=', runId)
      .where('entity', '=', 'orders')
      .orderBy('record_key')
      .execute();
    expect(serial).toEqual([
      {
        entity: 'orders',
        customer: 'Northwind Drilling',
        record_key: '["40211","550DP.12"]',
        asset: 'Rig A',
      },
      {
        entity: 'orders',
        customer: 'Northwind Drilling',
        record_key: '["40212","500HW.3"]',
        asset: 'Field C',
      },
      { entity: 'orders', customer: 'Polar Energy', record_key: '["50100","550DP.12"]', asset: 'Rig P' },
    ]);
  });

  it('should record exactly the fields a second import changes when a serial moves', async () => {
    const { handle, store } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    await runImport(handle, store, copy.folder, ORIGIN);
    const moved = copy
      .readLines('serials.ndjson')
      .map((row) =>
        row.Customer === 'Northwind Drilling' && row.Serial_Number === 'NW-0001'
          ? { ...row, Rack_Position: 'R2', Position: 5, Current_Location: 'Inspection' }
          : row,
      );
    copy.writeLines('serials.ndjson', moved);
    const { runId } = await runImport(handle, store, copy.folder, ORIGIN);
    const changes = await handle.db
      .selectFrom('record_changes')
      .select(['entity', 'customer', 'record_key', 'field', 'kind', 'asset', 'old_value', 'new_value', 'at'])
      .where('run_id', '=', runId)
      .orderBy('field')
      .execute();
    const at = changes[0]?.at;
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const serial = {
      entity: 'serials',
      customer: 'Northwind Drilling',
      record_key: '["NW-0001"]',
      asset: 'Rig A',
      at,
    };
    expect(changes).toEqual([
      {
        ...serial,
        field: 'Current_Location',
        kind: 'changed',
        old_value: 'Rig Ready',
        new_value: 'Inspection',
      },
      { ...serial, field: 'Position', kind: 'changed', old_value: '1', new_value: '5' },
      { ...serial, field: 'Rack_Position', kind: 'changed', old_value: 'R1', new_value: 'R2' },
    ]);
    const run = await readImportRun(handle, runId);
    expect(run?.summary?.serials).toEqual({
      file: 'serials.ndjson',
      rows: 27,
      added: 0,
      changed: 1,
      deleted: 0,
    });
    expect(run?.summary?.orders).toEqual(unchanged('orders.json', 3));
    expect(run?.summary?.users).toEqual(unchanged('users.json', 5));
  });

  it('should record nothing when the same data set is imported again', async () => {
    const { handle, store } = database();
    await runImport(handle, store, FIXTURES.twoCustomers, ORIGIN);
    const { runId } = await runImport(handle, store, FIXTURES.twoCustomers, ORIGIN);
    const changes = await handle.db
      .selectFrom('record_changes')
      .selectAll()
      .where('run_id', '=', runId)
      .execute();
    expect(changes).toEqual([]);
    expect((await readImportRun(handle, runId))?.summary?.tallies).toEqual(unchanged('tallies.json', 2));
  });
});
