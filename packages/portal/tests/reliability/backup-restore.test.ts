import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { DialectName } from '../../app/server/db/database.server.js';
import { TEST_POSTGRES_URL, type TestDatabase } from '../helpers/test-database.js';
import { postgresTableCounts, psqlFile, runBackup, sqliteTableCounts } from './support/backup-tools.js';
import { fixtureDatabase, portalEnv } from './support/fixture-database.js';

const TIMEOUT_MS = 120_000;
/** Audit rows the writer adds: id w-000000, w-000001, … in commit order. */
const WRITER_PREFIX = 'w-';

/** A writer that commits one audit row at a time until stopped; `committed` counts what is committed. */
interface Writer {
  committed: number;
  stop(): Promise<void>;
}

interface Restored {
  tables: Map<string, number>;
  writerIds: string[];
  integrity: string;
}

const writerId = (n: number) => `${WRITER_PREFIX}${String(n).padStart(6, '0')}`;
const pause = () => new Promise((resolve) => setImmediate(resolve));

function startWriter(insert: (id: string) => Promise<void>): Writer {
  let running = true;
  const writer: Writer = {
    committed: 0,
    stop: async () => {
      running = false;
      await loop;
    },
  };
  const loop = (async () => {
    while (running) {
      await insert(writerId(writer.committed));
      writer.committed += 1;
      await pause();
    }
  })();
  return writer;
}

function sqliteCounts(path: string): Restored {
  const tables = sqliteTableCounts(path);
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    const writerIds = database
      .prepare('select id from audit_log where id like ? order by id')
      .all(`${WRITER_PREFIX}%`)
      .map((row) => String(row.id));
    const integrity = String(database.prepare('pragma integrity_check').get()?.integrity_check);
    return { tables, writerIds, integrity };
  } finally {
    database.close();
  }
}

async function postgresCounts(client: pg.Client, schema: string): Promise<Restored> {
  const tables = await postgresTableCounts(client, schema);
  const writer = await client.query<{ id: string }>(
    `select id from "${schema}".audit_log where id like $1 order by id`,
    [`${WRITER_PREFIX}%`],
  );
  // PostgreSQL has no integrity_check: amcheck would need an extension on the shared server; the restore
  // runs with ON_ERROR_STOP, so a dump that does not load fails the test before this point.
  return { tables, writerIds: writer.rows.map((row) => row.id), integrity: 'ok' };
}

/**
 * Everything committed before the backup began is in the restore, exactly: the tables nobody wrote keep
 * their counts, the writer's rows below the cut-off are all there, and the writer's rows in the restore
 * are a gap-free prefix of its commits (one snapshot), no longer than what was committed by the end.
 */
function expectExactRestore(source: Restored, restored: Restored, before: number, byEnd: number) {
  expect(restored.integrity).toBe('ok');
  for (const [table, count] of source.tables) {
    if (table !== 'audit_log') expect({ table, count: restored.tables.get(table) }).toEqual({ table, count });
  }
  const n = restored.writerIds.length;
  expect(n).toBeGreaterThanOrEqual(before);
  expect(n).toBeLessThanOrEqual(byEnd);
  expect(restored.writerIds).toEqual(Array.from({ length: n }, (_, i) => writerId(i)));
  const otherAudit = (source.tables.get('audit_log') ?? 0) - source.writerIds.length;
  expect(restored.tables.get('audit_log')).toBe(otherAudit + n);
}

describe('backup and restore under write load', { timeout: TIMEOUT_MS }, () => {
  let database: TestDatabase | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await database?.destroy();
    database = undefined;
  });

  const audit = (id: string) => [id, new Date().toISOString(), 'restore-test'];

  it.each<DialectName>(['sqlite', 'postgres'])(
    'restores on %s everything committed before the backup began, consistently',
    async (dialect) => {
      database = await fixtureDatabase(dialect);
      const { dataDir, schema } = database;
      let writer: Writer;
      let client: pg.Client | undefined;
      if (dialect === 'sqlite') {
        const connection = new DatabaseSync(join(dataDir, 'test.sqlite'), { timeout: 5000 });
        const insert = connection.prepare('insert into audit_log (id, at, action) values (?, ?, ?)');
        writer = startWriter(async (id) => void insert.run(...audit(id)));
        cleanups.push(async () => connection.close());
      } else {
        const connected = new pg.Client({
          connectionString: TEST_POSTGRES_URL,
          options: `-c search_path=${schema}`,
        });
        client = connected;
        await connected.connect();
        writer = startWriter(async (id) => {
          await connected.query('insert into audit_log (id, at, action) values ($1, $2, $3)', audit(id));
        });
        cleanups.push(() => connected.end());
      }
      cleanups.push(() => writer.stop());
      await new Promise((resolve) => setTimeout(resolve, 300));

      const file = join(dataDir, 'backups', `restore-test.${dialect === 'sqlite' ? 'sqlite' : 'sql'}`);
      const before = writer.committed;
      const output = await runBackup(portalEnv(database, TEST_POSTGRES_URL), file);
      const byEnd = writer.committed;
      await writer.stop();
      expect(output).toContain(`to ${file}`);
      expect(byEnd).toBeGreaterThan(before);

      if (dialect === 'sqlite') {
        const restoredFile = join(dataDir, 'restored.sqlite');
        copyFileSync(file, restoredFile);
        const source = sqliteCounts(join(dataDir, 'test.sqlite'));
        expectExactRestore(source, sqliteCounts(restoredFile), before, byEnd);
      } else if (client && schema) {
        // The dump recreates its schema by name: the live one steps aside, the restore makes it afresh.
        const live = `${schema}_live`;
        await client.query(`alter schema "${schema}" rename to "${live}"`);
        cleanups.push(async () => void (await client?.query(`drop schema if exists "${live}" cascade`)));
        await psqlFile(TEST_POSTGRES_URL, file);
        expect(output).toMatch(/with pg_dump \d+\.\d+, server \d+\.\d+/);
        expectExactRestore(
          await postgresCounts(client, live),
          await postgresCounts(client, schema),
          before,
          byEnd,
        );
      }
    },
  );
});
