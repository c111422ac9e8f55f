import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, type LogEvent } from 'kysely';
import pg from 'pg';
import { type DatabaseTarget, PG_POOL_DEFAULTS } from '../config/env.server.js';
import { makePrivateFileSync, PRIVATE_DIR_MODE } from '../config/private-files.server.js';
import { logger } from '../observability/logger.server.js';
import { observeQuery } from '../observability/metrics.server.js';
import { trackOpenDatabase } from '../reliability/open-databases.server.js';
import { sqliteFileGuard } from '../reliability/sqlite-file-guard.server.js';
import { noteQueryFault, watchDialect } from '../reliability/watched-dialect.server.js';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.server.js';
import { observeDatabase } from './database-metrics.server.js';
import { NodeSqliteDialect } from './node-sqlite-dialect.server.js';
import type { Database } from './schema.server.js';

/** Which SQL dialect a handle speaks; the few queries that differ branch on it. */
export type DialectName = 'sqlite' | 'postgres';

/**
 * An open database. Only the data layer (migrations, importer, scoping, identity) holds one; services get
 * a scoped view of it instead.
 */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/** Extra options for {@link openDatabase}. */
export interface OpenOptions {
  /** PostgreSQL schema to use as search_path (each test file gets its own). */
  schema?: string;
}

/** How long a writer waits for SQLite's lock before giving up. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** How long a request waits for a new PostgreSQL connection before the database counts as unavailable. */
const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

/** Kysely's `log`: a failed query is noted for the 503 answer; every query is timed for the metrics. */
const queryLog = (dialect: DialectName) => (event: LogEvent) => {
  noteQueryFault(event);
  observeQuery(dialect, event);
};

/** The handle of an open database, known to shutdown (closeOpenDatabases) and to the metrics until closed. */
function registered(db: Kysely<Database>, dialect: DialectName, pool: pg.Pool | null): DatabaseHandle {
  const unobserve = observeDatabase({ db }, pool);
  return trackOpenDatabase({
    db,
    dialect,
    close: () => {
      unobserve();
      return db.destroy();
    },
  });
}

function openSqlite(path: string): DatabaseSync {
  if (path !== ':memory:') {
    // The file holds password hashes and every customer's data; SQLite gives -wal and -shm its mode.
    mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
    makePrivateFileSync(path);
  }
  const database = new DatabaseSync(path, {
    enableForeignKeyConstraints: true,
    timeout: SQLITE_BUSY_TIMEOUT_MS,
  });
  // WAL lets readers proceed while an import writes; NORMAL sync is durable across application crashes.
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return database;
}

/**
 * Opens the database named by the configuration: an SQLite file (created on first use, WAL, foreign keys
 * on, busy timeout) or a PostgreSQL pool.
 *
 * @example
 * const handle = openDatabase(getEnv().database);
 * await migrateToLatest(handle.db);
 */
export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): DatabaseHandle {
  if (target.kind === 'sqlite') {
    const dialect = new NodeSqliteDialect(() => openSqlite(target.path));
    const beforeQuery = target.path === ':memory:' ? undefined : sqliteFileGuard(target.path);
    const db = new Kysely<Database>({
      dialect: watchDialect(dialect, { beforeQuery }),
      log: queryLog('sqlite'),
    });
    return registered(db, 'sqlite', null);
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    max: target.poolMax ?? PG_POOL_DEFAULTS.poolMax,
    // The server cancels a statement past it: a runaway query cannot hold a connection (and its locks).
    statement_timeout: target.statementTimeoutMs ?? PG_POOL_DEFAULTS.statementTimeoutMs,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client whose server went away emits 'error'; unheard, it would crash the process.
  pool.on('error', (error) => logger.error({ err: error }, 'an idle PostgreSQL connection failed'));
  // The pool listens to a client only while it is idle. One handed out a moment before its server went
  // away (a query in flight, or an idle client whose socket closed unnoticed) emits 'error' as well; the
  // query fails with it (a 503), and without this listener the process would crash.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.error({ err: error }, 'a PostgreSQL connection in use failed')),
  );
  const db = new Kysely<Database>({
    dialect: watchDialect(new CurrentSchemaPostgresDialect({ pool })),
    log: queryLog('postgres'),
  });
  return registered(db, 'postgres', pool);
}
