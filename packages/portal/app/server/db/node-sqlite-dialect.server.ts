import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/** Prepared statements kept per connection; the importer repeats the same batch INSERT many times. */
const STATEMENT_CACHE_SIZE = 64;

function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`node:sqlite cannot bind a value of type ${typeof value}`);
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      statement = this.#db.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters.map(toSqlValue);
    // A statement that yields columns returns rows (SELECT, or any statement with RETURNING).
    if (statement.columns().length > 0) {
      return { rows: statement.all(...parameters) as R[] };
    }
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return {
      rows: [],
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
    };
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.#db.prepare(compiledQuery.sql);
    const size = Math.max(1, chunkSize);
    let chunk: R[] = [];
    for (const row of statement.iterate(...compiledQuery.parameters.map(toSqlValue))) {
      chunk.push(row as R);
      if (chunk.length >= size) {
        yield { rows: chunk };
        chunk = [];
      }
    }
    if (chunk.length > 0) yield { rows: chunk };
  }
}

class NodeSqliteDriver implements Driver {
  readonly #open: () => DatabaseSync;
  #db: DatabaseSync | undefined;
  #connection: NodeSqliteConnection | undefined;

  constructor(open: () => DatabaseSync) {
    this.#open = open;
  }

  async init(): Promise<void> {
    this.#db = this.#open();
    this.#connection = new NodeSqliteConnection(this.#db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#connection) throw new Error('The SQLite driver was used before init()');
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#db?.close();
    this.#db = undefined;
    this.#connection = undefined;
  }
}

/**
 * A Kysely dialect over Node's built-in `node:sqlite` (no native addon to build). Kysely serialises access
 * to the single connection itself, because the SQLite adapter declares it supports only one.
 *
 * @example
 * import { DatabaseSync } from 'node:sqlite';
 * const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(() => new DatabaseSync(':memory:')) });
 */
export class NodeSqliteDialect implements Dialect {
  readonly #open: () => DatabaseSync;

  constructor(open: () => DatabaseSync) {
    this.#open = open;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#open);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes an untyped Kysely here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
