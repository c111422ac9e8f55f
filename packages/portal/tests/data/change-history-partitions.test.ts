import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { getEnv } from '../../app/server/config/env.server.js';
import {
  changeHistoryPartitions,
  ensureChangeHistoryMonths,
} from '../../app/server/db/change-history-partitions.server.js';
import { type DatabaseHandle, openDatabase } from '../../app/server/db/database.server.js';
import { migrateToLatest } from '../../app/server/db/migrations/migrate.server.js';
import { changeHistoryPass } from '../../app/server/importer/change-history-job.server.js';
import { recordChangesQuery } from '../../app/server/joint-history/change-events.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor, NORTHWIND } from '../helpers/actors.js';
import { type TestChange, writeRecordChanges } from '../helpers/record-changes.js';
import {
  createTestDatabase,
  DIALECTS,
  TEST_POSTGRES_URL,
  type TestDatabase,
  useTestDatabase,
} from '../helpers/test-database.js';

const change = (run: string, at: string, serial: string): TestChange => ({
  run,
  at,
  entity: 'serials',
  customer: NORTHWIND,
  key: [serial],
  kind: 'added',
  asset: 'Rig A',
});

/** Rows per partition, by the table that holds them (PostgreSQL). */
async function rowsPerPartition(handle: DatabaseHandle): Promise<[string, number][]> {
  const { rows } = await sql<{ partition: string; count: string }>`
    select tableoid::regclass::text as partition, count(*) as count from record_changes
    group by 1 order by 1`.execute(handle.db);
  return rows.map((row) => [row.partition, Number(row.count)]);
}

async function changeCount(handle: DatabaseHandle): Promise<number> {
  const { count } = await handle.db
    .selectFrom('record_changes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe.each(DIALECTS)('the change history migration on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('should partition an empty history by month on PostgreSQL, with the run, record and time indexes', async () => {
    database = await createTestDatabase(dialect);
    const { handle } = database;
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'record_changes' order by name`.execute(
        handle.db,
      );
      expect(rows.map((row) => row.name)).toEqual(['record_changes_at_idx', 'record_changes_record_idx']);
      return;
    }
    expect(await changeHistoryPartitions(handle.db)).toEqual(['record_changes_default']);
    const { rows } = await sql<{ definition: string }>`
      select pg_get_indexdef(indexrelid) as definition from pg_index
      where indrelid = 'record_changes'::regclass order by 1`.execute(handle.db);
    expect(rows.map((row) => row.definition.replace(/ test_\w+\./, ' '))).toEqual([
      'CREATE INDEX record_changes_at_idx ON ONLY record_changes USING btree (at)',
      'CREATE INDEX record_changes_record_idx ON ONLY record_changes USING btree (customer, entity, record_key, at)',
      'CREATE UNIQUE INDEX record_changes_pk ON ONLY record_changes USING btree (run_id, entity, customer, record_key, field, at)',
    ]);
    const { rows: key } = await sql<{ key: string }>`
      select pg_get_partkeydef('record_changes'::regclass) as key`.execute(handle.db);
    expect(key[0]?.key).toBe('RANGE (at)');
  });

  it('should move the rows of a populated history into their months', async () => {
    database = await createTestDatabase(dialect, { upTo: '0023-sessions-and-document-access' });
    const { handle } = database;
    const rows = [
      change('r1', '2026-09-30T23:59:59.999Z', 'NW-0001'),
      change('r1', '2026-09-30T23:59:59.999Z', 'NW-0002'),
      change('r2', '2026-11-01T00:00:00.000Z', 'NW-0003'),
    ];
    await writeRecordChanges(handle, rows);
    await migrateToLatest(handle.db);
    const stored = await handle.db
      .selectFrom('record_changes')
      .select(['run_id', 'record_key', 'at'])
      .orderBy('record_key')
      .execute();
    expect(stored).toEqual([
      { run_id: 'r1', record_key: '["NW-0001"]', at: '2026-09-30T23:59:59.999Z' },
      { run_id: 'r1', record_key: '["NW-0002"]', at: '2026-09-30T23:59:59.999Z' },
      { run_id: 'r2', record_key: '["NW-0003"]', at: '2026-11-01T00:00:00.000Z' },
    ]);
    if (dialect === 'sqlite') return;
    // The month between them gets its partition too: every month from the first row's to the last's.
    expect(await changeHistoryPartitions(handle.db)).toEqual([
      'record_changes_2026_09',
      'record_changes_2026_10',
      'record_changes_2026_11',
      'record_changes_default',
    ]);
    expect(await rowsPerPartition(handle)).toEqual([
      ['record_changes_2026_09', 2],
      ['record_changes_2026_11', 1],
    ]);
  });
});

describe('the change history migration on PostgreSQL, under a short statement timeout', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('should move a history that takes longer than the timeout, as years of history do at start-up', async () => {
    database = await createTestDatabase('postgres', { upTo: '0023-sessions-and-document-access' });
    await writeRecordChanges(database.handle, [change('r1', '2026-09-01T05:00:00.000Z', 'NW-0001')]);
    await sql`
      insert into record_changes (run_id, entity, customer, record_key, field, kind, at)
      select 'r1', 'serials', ${NORTHWIND}, '["NW-0001"]', 'field ' || n, 'changed', '2026-10-01T05:00:00.000Z'
      from generate_series(1, 200000) as n`.execute(database.handle.db);
    const timed = openDatabase(
      { kind: 'postgres', url: TEST_POSTGRES_URL, statementTimeoutMs: 250 },
      { schema: database.schema as string },
    );
    try {
      await migrateToLatest(timed.db);
    } finally {
      await timed.close();
    }
    expect(await changeCount(database.handle)).toBe(200001);
    expect(await rowsPerPartition(database.handle)).toEqual([
      ['record_changes_2026_09', 1],
      ['record_changes_2026_10', 200000],
    ]);
  }, 120_000);
});

describe.each(DIALECTS)('the change history partitions on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should create each missing month once, and nothing on SQLite', async () => {
    const { handle } = database();
    const created = dialect === 'postgres' ? [3, 0, 1] : [0, 0, 0];
    expect(await ensureChangeHistoryMonths(handle.db, '2026-11', '2027-01')).toBe(created[0]);
    expect(await ensureChangeHistoryMonths(handle.db, '2026-12', '2027-01')).toBe(created[1]);
    expect(await ensureChangeHistoryMonths(handle.db, '2026-10', '2026-12')).toBe(created[2]);
    if (dialect === 'sqlite') return;
    expect(await changeHistoryPartitions(handle.db)).toEqual([
      'record_changes_2026_10',
      'record_changes_2026_11',
      'record_changes_2026_12',
      'record_changes_2027_01',
      'record_changes_default',
    ]);
  });

  it('given two callers at once, should create every month once between them', async () => {
    const { handle } = database();
    const [first, second] = await Promise.all([
      ensureChangeHistoryMonths(handle.db, '2024-01', '2026-12'),
      ensureChangeHistoryMonths(handle.db, '2024-01', '2026-12'),
    ]);
    expect(first + second).toBe(dialect === 'postgres' ? 36 : 0);
    if (dialect === 'postgres') {
      expect(Math.min(first, second)).toBe(0);
      expect(await changeHistoryPartitions(handle.db)).toHaveLength(37);
    }
  });

  it('given rows of a month waiting in the DEFAULT partition, should move them into its new partition', async () => {
    const { handle } = database();
    await writeRecordChanges(handle, [
      change('r1', '2026-12-03T10:00:00.000Z', 'NW-0001'),
      change('r2', '2027-01-03T10:00:00.000Z', 'NW-0002'),
    ]);
    expect(await ensureChangeHistoryMonths(handle.db, '2026-12', '2026-12')).toBe(
      dialect === 'postgres' ? 1 : 0,
    );
    expect(await changeCount(handle)).toBe(2);
    if (dialect === 'sqlite') return;
    expect(await rowsPerPartition(handle)).toEqual([
      ['record_changes_2026_12', 1],
      ['record_changes_default', 1],
    ]);
  });

  it('should refuse a month not written YYYY-MM, or a range that ends before it starts', async () => {
    const { handle } = database();
    await expect(ensureChangeHistoryMonths(handle.db, '2026-13', '2027-01')).rejects.toThrow(
      'fromMonth must be a month written YYYY-MM, e.g. 2026-11; got "2026-13"',
    );
    await expect(ensureChangeHistoryMonths(handle.db, '2026-11', '2026-1')).rejects.toThrow(
      'toMonth must be a month written YYYY-MM, e.g. 2026-11; got "2026-1"',
    );
    await expect(ensureChangeHistoryMonths(handle.db, '2026-11', '2026-10')).rejects.toThrow(
      'fromMonth 2026-11 is after toMonth 2026-10',
    );
  });
});

describe.each(DIALECTS)('the change history retention on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const NOW = new Date('2026-11-30T12:00:00Z');
  const runtime = (handle: DatabaseHandle, months: number | null) => ({
    env: { ...getEnv(), changeHistoryMonths: months },
    handle,
    now: () => NOW,
  });

  async function fill(handle: DatabaseHandle) {
    // 2025-08 has no partition: its row waits in the DEFAULT partition on PostgreSQL.
    await ensureChangeHistoryMonths(handle.db, '2025-09', '2025-11');
    await writeRecordChanges(handle, [
      change('r0', '2025-08-15T08:00:00.000Z', 'NW-0001'),
      change('r1', '2025-09-01T00:00:00.000Z', 'NW-0002'),
      change('r1', '2025-09-01T00:00:00.000Z', 'NW-0003'),
      change('r2', '2025-10-31T23:59:59.999Z', 'NW-0004'),
      change('r2', '2025-10-31T23:59:59.999Z', 'NW-0005'),
      change('r2', '2025-10-31T23:59:59.999Z', 'NW-0006'),
      change('r3', '2025-11-01T00:00:00.000Z', 'NW-0007'),
      change('r4', '2026-11-30T08:00:00.000Z', 'NW-0008'),
      change('r4', '2026-11-30T08:00:00.000Z', 'NW-0009'),
    ]);
  }

  it('given 12 months kept, should remove the changes before November 2025 and audit what went', async () => {
    const { handle } = database();
    await fill(handle);
    const outcome = await changeHistoryPass(runtime(handle, 12));
    const partitions =
      dialect === 'postgres'
        ? [
            { name: 'record_changes_2025_09', rows: 2 },
            { name: 'record_changes_2025_10', rows: 3 },
          ]
        : [];
    expect(outcome).toEqual({ keptFrom: '2025-11', partitions, rows: 6 });
    const kept = await handle.db
      .selectFrom('record_changes')
      .select('record_key')
      .orderBy('record_key')
      .execute();
    expect(kept.map((row) => row.record_key)).toEqual(['["NW-0007"]', '["NW-0008"]', '["NW-0009"]']);
    const audit = await handle.db.selectFrom('audit_log').select(['action', 'at', 'details']).execute();
    expect(audit).toEqual([
      {
        action: 'change-history.removed',
        at: '2026-11-30T12:00:00.000Z',
        details: JSON.stringify({
          months: 12,
          keptFrom: '2025-11',
          rows: 6,
          partitions: partitions.map((partition) => partition.name),
        }),
      },
    ]);
    if (dialect === 'postgres')
      expect(await changeHistoryPartitions(handle.db)).toEqual([
        'record_changes_2025_11',
        'record_changes_2026_11',
        'record_changes_2026_12',
        'record_changes_default',
      ]);
    expect(await changeHistoryPass(runtime(handle, 12))).toEqual({
      keptFrom: '2025-11',
      partitions: [],
      rows: 0,
    });
    expect(await handle.db.selectFrom('audit_log').select('id').execute()).toHaveLength(1);
  });

  it('given every change kept (no setting), should remove nothing', async () => {
    const { handle } = database();
    await fill(handle);
    expect(await changeHistoryPass(runtime(handle, null))).toBeNull();
    expect(await changeCount(handle)).toBe(9);
    expect(await handle.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });
});

describe('the joint page history query on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('should find one joint by an index in every month and in the DEFAULT partition, not by a sequential scan', async () => {
    const { handle } = database();
    // November 2025 has no partition: its changes (a month of the 13) wait in the DEFAULT partition.
    await ensureChangeHistoryMonths(handle.db, '2025-12', '2026-11');
    await writeRecordChanges(handle, [change('seed', '2025-12-01T00:00:00.000Z', 'NW-0000')]);
    await sql`insert into record_changes (run_id, entity, customer, record_key, field, kind, asset, at)
      select 'seed', 'serials', ${NORTHWIND}, '["NW-' || lpad((n % 5000)::text, 4, '0') || '"]',
        'Position_' || n, 'changed', 'Rig A',
        to_char(timestamp '2025-11-01' + (n % 390) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      from generate_series(1, 60000) as n`.execute(handle.db);
    await sql`analyze record_changes`.execute(handle.db);
    const scoped = createScopedDb(handle, actorFor(NORTHWIND));
    const plan = (await recordChangesQuery(scoped, NORTHWIND, 'serials', ['NW-0042']).explain())
      .map((row) => String(row['QUERY PLAN']))
      .join('\n');
    expect(plan).toContain('Index');
    expect(plan).toContain('on record_changes_default');
    expect(plan).not.toContain('Seq Scan on record_changes');
  });
});
