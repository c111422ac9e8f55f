import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../app/server/db/database.server.js';
import { migrateToLatest } from '../../app/server/db/migrations/migrate.server.js';
import { createFileDocumentStore } from '../../app/server/document-store/file-document-store.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { FIXTURES, onPostgres, TEST_POSTGRES_URL } from '../helpers/test-database.js';
import { postgresTableCounts, psqlFile, runBackup, sqliteTableCounts } from './support/backup-tools.js';

const TIMEOUT_MS = 120_000;
/** Counted by hand in tests/fixtures/two-customers: 27 lines of serials.ndjson, 5 users, 2 customers. */
const FIXTURE_ROWS = { serials: 27, users: 5, customers: 2 };

const databaseUrl = (name: string) => {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function fixtureInto(target: Parameters<typeof openDatabase>[0], dataDir: string) {
  const handle = openDatabase(target);
  try {
    await migrateToLatest(handle.db);
    const report = await importFolder(
      handle,
      createFileDocumentStore(join(dataDir, 'documents')),
      FIXTURES.twoCustomers,
    );
    expect(report.ok).toBe(true);
  } finally {
    await handle.close();
  }
}

async function countsOf(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await postgresTableCounts(client, schema);
  } finally {
    await client.end();
  }
}

const picked = (counts: Map<string, number>) => ({
  serials: counts.get('serials'),
  users: counts.get('users'),
  customers: counts.get('customers'),
});

describe('a backup restored as docs/reliability.md says', { timeout: TIMEOUT_MS }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  }, 60_000);
  const dataFolder = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rigready-restore-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return dataDir;
  };

  it('should restore an SQLite backup and its documents into an empty data folder, table for table and file for file', async () => {
    const dataDir = dataFolder();
    const path = join(dataDir, 'rigready.sqlite');
    await fixtureInto({ kind: 'sqlite', path }, dataDir);
    const file = join(dataDir, 'backups', 'b.sqlite');
    const output = await runBackup({ DATABASE_URL: `file:${path}`, PORTAL_DATA_DIR: dataDir }, file);
    expect(output).toContain(
      `[rigready] backed up the documents to ${join(dataDir, 'backups', 'b.documents.tar')}`,
    );
    const emptyDir = dataFolder();
    copyFileSync(file, join(emptyDir, 'rigready.sqlite'));
    mkdirSync(join(emptyDir, 'documents'));
    execFileSync('tar', [
      '-xf',
      join(dataDir, 'backups', 'b.documents.tar'),
      '-C',
      join(emptyDir, 'documents'),
    ]);
    const restoredDocuments = filesUnder(join(emptyDir, 'documents'));
    // The fixture's documents/ folder holds 13 PDFs (counted with find: 5 certificates, 2 orders, 6 reports).
    expect(restoredDocuments).toHaveLength(13);
    expect(restoredDocuments).toEqual(filesUnder(join(dataDir, 'documents')));
    const source = sqliteTableCounts(path);
    const restored = sqliteTableCounts(join(emptyDir, 'rigready.sqlite'));
    expect(picked(restored)).toEqual(FIXTURE_ROWS);
    expect([...restored]).toEqual([...source]);
  });

  it('should restore a PostgreSQL backup of the public schema into an empty database and in place', async () => {
    const suffix = randomBytes(4).toString('hex');
    const [sourceDb, emptyDb] = [`operator_restore_src_${suffix}`, `operator_restore_dst_${suffix}`];
    for (const name of [sourceDb, emptyDb]) {
      await onPostgres(`create database ${name}`);
      cleanups.push(() => onPostgres(`drop database if exists ${name} with (force)`));
    }
    const dataDir = dataFolder();
    await fixtureInto({ kind: 'postgres', url: databaseUrl(sourceDb) }, dataDir);
    const file = join(dataDir, 'backups', 'b.sql');
    await runBackup({ DATABASE_URL: databaseUrl(sourceDb), PORTAL_DATA_DIR: dataDir }, file);
    const source = await countsOf(databaseUrl(sourceDb), 'public');
    expect(picked(source)).toEqual(FIXTURE_ROWS);

    // Into a new, empty database (createdb), then DATABASE_URL names it.
    await psqlFile(databaseUrl(emptyDb), file);
    expect([...(await countsOf(databaseUrl(emptyDb), 'public'))]).toEqual([...source]);

    // In place: the damaged schema moved aside, the dump loaded into the same database.
    await onPostgresAt(databaseUrl(sourceDb), 'alter schema public rename to public_old');
    await psqlFile(databaseUrl(sourceDb), file);
    expect([...(await countsOf(databaseUrl(sourceDb), 'public'))]).toEqual([...source]);
  });
});

/** Every file under a folder with its size, as `path (bytes)`, sorted. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${relative(folder, path)} (${statSync(path).size})`;
    })
    .sort();
}

async function onPostgresAt(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
