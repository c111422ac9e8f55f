import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import {
  DIALECTS,
  FIXTURES,
  TEST_POSTGRES_URL,
  useTestDatabase,
} from '../../../tests/helpers/test-database.js';
import { importFolder } from '../importer/import-folder.server.js';
import { DatabaseUnavailableError } from '../reliability/database-unavailable.server.js';
import { withFaultRecord } from '../reliability/fault-record.server.js';
import {
  currentDataGeneration,
  readDataGeneration,
  readTablesGeneration,
  TABLES_OUTSIDE_THE_GENERATION,
} from './data-generation.server.js';
import { type DatabaseHandle, openDatabase } from './database.server.js';

async function watchedTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.db.selectFrom('data_generations').select('table_name').execute();
  return rows.map((row) => row.table_name).sort();
}

async function triggeredTables(handle: DatabaseHandle): Promise<string[]> {
  const { rows } =
    handle.dialect === 'sqlite'
      ? await sql<{
          table: string;
        }>`select distinct tbl_name as "table" from sqlite_master where type = 'trigger'`.execute(handle.db)
      : await sql<{ table: string }>`select distinct event_object_table as "table"
          from information_schema.triggers where trigger_schema = current_schema()`.execute(handle.db);
  return rows.map((row) => row.table).sort();
}

const addCustomer = (handle: DatabaseHandle, id: string) =>
  handle.db
    .insertInto('customers')
    .values({ customer_id: id, customer: `Customer ${id}` })
    .execute();

describe.each(DIALECTS)('the data generation on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('given every table, should count writes to it or say why it need not', async () => {
    const { handle } = database();
    const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
    const watched = await watchedTables(handle);
    const outside = Object.keys(TABLES_OUTSIDE_THE_GENERATION);
    expect(watched.filter((table) => outside.includes(table))).toEqual([]);
    expect(tables.filter((table) => !watched.includes(table) && !outside.includes(table))).toEqual([]);
    expect(await triggeredTables(handle)).toEqual(watched);
  });

  it('given an insert, an update and a delete, should change the generation after each', async () => {
    const { handle } = database();
    const seen = [await readDataGeneration(handle)];
    await addCustomer(handle, 'c1');
    seen.push(await readDataGeneration(handle));
    await handle.db.updateTable('customers').set({ rig: 'Rig 7' }).where('customer_id', '=', 'c1').execute();
    seen.push(await readDataGeneration(handle));
    await handle.db.deleteFrom('customers').where('customer_id', '=', 'c1').execute();
    seen.push(await readDataGeneration(handle));
    expect(new Set(seen).size).toBe(4);
  });

  it("given writes to other tables, should keep some tables' generation, and move it on their own", async () => {
    const { handle } = database();
    const stamp = () => readTablesGeneration(handle, ['tallies', 'items']);
    const before = await stamp();
    await addCustomer(handle, 'c4');
    expect(await stamp()).toBe(before);
    await handle.db.insertInto('items').values({ Customer: 'Customer c4', Item_No: '500DP.19' }).execute();
    const after = await stamp();
    expect(after).not.toBe(before);
    expect(Number(after)).toBeGreaterThan(Number(before));
  });

  it('given an import, should change the generation that another connection reads', async () => {
    const { handle, store, schema, dataDir } = database();
    const other =
      dialect === 'sqlite'
        ? openDatabase({ kind: 'sqlite', path: `${dataDir}/test.sqlite` })
        : openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL }, { schema });
    try {
      const before = await readDataGeneration(other);
      const report = await importFolder(handle, store, FIXTURES.twoCustomers);
      expect(report.ok).toBe(true);
      expect(await readDataGeneration(other)).not.toBe(before);
    } finally {
      await other.close();
    }
  });

  it('given a write that is rolled back, should keep the generation', async () => {
    const { handle } = database();
    const before = await readDataGeneration(handle);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('customers').values({ customer_id: 'c2', customer: 'Customer c2' }).execute();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await readDataGeneration(handle)).toBe(before);
  });

  it('given concurrent callers, should read once for them all and afresh for a caller after a write', async () => {
    const { handle } = database();
    const selectFrom = vi.spyOn(handle.db, 'selectFrom');
    const reads = () => selectFrom.mock.calls.filter(([table]) => table === 'data_generations').length;
    const [before, again] = await Promise.all([currentDataGeneration(handle), currentDataGeneration(handle)]);
    expect(again).toBe(before);
    expect(reads()).toBe(1);
    await addCustomer(handle, 'c3');
    const after = await currentDataGeneration(handle);
    expect(reads()).toBe(2);
    expect(after).not.toBe(before);
    expect(after).toBe(await readDataGeneration(handle));
  });

  it('given the shared read fails for want of the database, should note the fault on every caller', async () => {
    const { handle } = database();
    vi.spyOn(handle.db, 'selectFrom').mockImplementationOnce(() => {
      throw new DatabaseUnavailableError('server unreachable');
    });
    const request = () => withFaultRecord(() => currentDataGeneration(handle).catch(() => 'failed'));
    const answers = await Promise.all([request(), request()]);
    expect(answers.map(({ result, record }) => [result, record.databaseFault instanceof Error])).toEqual([
      ['failed', true],
      ['failed', true],
    ]);
  });
});
