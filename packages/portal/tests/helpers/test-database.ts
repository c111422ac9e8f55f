import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { type DatabaseHandle, type DialectName, openDatabase } from '../../app/server/db/database.server.js';
import { migrateUpTo } from '../../app/server/db/migrations/migrate.server.js';
import type { DocumentStore } from '../../app/server/document-store/document-store.server.js';
import { createFileDocumentStore } from '../../app/server/document-store/file-document-store.server.js';

/** Both databases the data layer supports; every data-layer suite runs once per entry. */
export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

/** The PostgreSQL server of the machine and CI (trust auth, database `test`). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh, migrated database of its own, with a document store and a data folder beside it. */
export interface TestDatabase {
  handle: DatabaseHandle;
  store: DocumentStore;
  dataDir: string;
  /** The PostgreSQL schema, when the dialect is postgres. */
  schema?: string;
  destroy(): Promise<void>;
}

/**
 * Runs one statement on the test PostgreSQL server (create or drop a schema or database).
 *
 * @example
 * await onPostgres('create database deploy_1');
 */
export async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an isolated database: an SQLite file in a temporary folder, or a PostgreSQL schema of its own
 * (dropped again by `destroy`), then runs the migrations (up to and including `upTo` when given, to test a
 * later migration on a database an older portal filled).
 *
 * @example
 * const test = await createTestDatabase('postgres');
 * await test.destroy();
 */
export async function createTestDatabase(
  dialect: DialectName,
  { upTo = null }: { upTo?: string | null } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rigready-test-'));
  const store = createFileDocumentStore(join(dataDir, 'documents'));
  let handle: DatabaseHandle;
  let schema: string | undefined;
  if (dialect === 'sqlite') {
    handle = openDatabase({ kind: 'sqlite', path: join(dataDir, 'test.sqlite') });
  } else {
    schema = `test_${randomBytes(6).toString('hex')}`;
    await onPostgres(`create schema ${schema}`);
    handle = openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL }, { schema });
  }
  await migrateUpTo(handle.db, upTo);
  return {
    handle,
    store,
    dataDir,
    ...(schema ? { schema } : {}),
    async destroy() {
      await handle.close();
      if (schema) await onPostgres(`drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives every test of the current `describe` a fresh database of the dialect, removed after the test.
 *
 * @example
 * const database = useTestDatabase('sqlite');
 * it('...', async () => { await importFolder(database().handle, database().store, folder); });
 */
export function useTestDatabase(dialect: DialectName): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await current?.destroy();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('useTestDatabase: the database exists only inside a test');
    return current;
  };
}

/** The fixture data sets under tests/fixtures. */
export const FIXTURES = {
  twoCustomers: join(import.meta.dirname, '..', 'fixtures', 'two-customers'),
  invalid: join(import.meta.dirname, '..', 'fixtures', 'invalid'),
  home: join(import.meta.dirname, '..', 'fixtures', 'home'),
  jointClass: join(import.meta.dirname, '..', 'fixtures', 'joint-class'),
  field: join(import.meta.dirname, '..', 'fixtures', 'field'),
};
