import type { CompiledQuery, DatabaseConnection, Dialect, Driver, LogEvent } from 'kysely';
import { noteDatabaseFault } from './fault-record.server.js';

/** Options of {@link watchDialect}. */
export interface WatchOptions {
  /** Runs before every query and may refuse it by throwing (the SQLite file guard). */
  beforeQuery?: (() => void) | undefined;
}

async function noted<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    noteDatabaseFault(error);
    throw error;
  }
}

function guardConnection(inner: DatabaseConnection, beforeQuery: () => void): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery, options?: Parameters<DatabaseConnection['executeQuery']>[1]) {
      beforeQuery();
      return inner.executeQuery<R>(query, options);
    },
    async *streamQuery<R>(
      query: CompiledQuery,
      chunkSize: number,
      options?: Parameters<DatabaseConnection['streamQuery']>[2],
    ) {
      beforeQuery();
      yield* inner.streamQuery<R>(query, chunkSize, options);
    },
  };
}

// A check must refuse queries, never the acquisition: Kysely keeps its single-connection lock when
// acquireConnection throws, and every later query would wait on it forever.
function watchDriver(driver: Driver, beforeQuery: (() => void) | undefined): Driver {
  const guarded = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  const wrap = (connection: DatabaseConnection) => {
    if (!beforeQuery) return connection;
    let wrapper = guarded.get(connection);
    if (!wrapper) {
      wrapper = guardConnection(connection, beforeQuery);
      guarded.set(connection, wrapper);
      inner.set(wrapper, connection);
    }
    return wrapper;
  };
  return {
    init: (options) => noted(() => driver.init(options)),
    acquireConnection: (options) => noted(async () => wrap(await driver.acquireConnection(options))),
    beginTransaction: (connection, settings) => driver.beginTransaction(unwrap(connection), settings),
    commitTransaction: (connection) => driver.commitTransaction(unwrap(connection)),
    rollbackTransaction: (connection) => driver.rollbackTransaction(unwrap(connection)),
    releaseConnection: (connection, options) => driver.releaseConnection(unwrap(connection), options),
    destroy: (options) => driver.destroy(options),
    ...(driver.savepoint
      ? {
          savepoint: (connection, name, compile) =>
            driver.savepoint?.(unwrap(connection), name, compile) ?? Promise.resolve(),
        }
      : {}),
    ...(driver.rollbackToSavepoint
      ? {
          rollbackToSavepoint: (connection, name, compile) =>
            driver.rollbackToSavepoint?.(unwrap(connection), name, compile) ?? Promise.resolve(),
        }
      : {}),
    ...(driver.releaseSavepoint
      ? {
          releaseSavepoint: (connection, name, compile) =>
            driver.releaseSavepoint?.(unwrap(connection), name, compile) ?? Promise.resolve(),
        }
      : {}),
  };
}

/**
 * Wraps a Kysely dialect so that failing to open or acquire a connection is noted on the current request's
 * fault record (see {@link noteDatabaseFault}), and an optional check runs before every query (the SQLite
 * file guard). Failed queries are noted by {@link noteQueryFault}, given as Kysely's `log`.
 *
 * @example
 * new Kysely<Database>({ dialect: watchDialect(new PostgresDialect({ pool })), log: noteQueryFault });
 */
export function watchDialect(dialect: Dialect, options: WatchOptions = {}): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => watchDriver(dialect.createDriver(), options.beforeQuery),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/**
 * Kysely's `log` hook: a query that failed because the database is unavailable is noted on the current
 * request's fault record (the HTTP layer then answers 503).
 *
 * @example
 * new Kysely<Database>({ dialect, log: noteQueryFault });
 */
export function noteQueryFault(event: LogEvent): void {
  if (event.level === 'error') noteDatabaseFault(event.error);
}
