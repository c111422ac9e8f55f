import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.server.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

function sqliteError(run: (database: DatabaseSync) => void): unknown {
  const database = new DatabaseSync(':memory:');
  try {
    run(database);
  } catch (error) {
    return error;
  } finally {
    if (database.isOpen) database.close();
  }
  throw new Error('the statement did not fail');
}

describe('isDatabaseUnavailable', () => {
  it('counts lost or refused connections as unavailable', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('the file is read-only'))).toBe(true);
  });

  it('counts PostgreSQL connection-class and shutdown SQLSTATEs, not query errors', () => {
    for (const code of ['08006', '08001', '57P01', '57P03', '53300', '53100']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
    for (const code of ['42P01', '23505', '57014', '57P04', '22P02']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    }
  });

  it("counts node:sqlite's storage errors and a closed database, not SQL mistakes", () => {
    const readonly = sqliteError((database) => {
      database.exec('create table t (x)');
      database.exec('pragma query_only = on');
      database.exec('insert into t values (1)');
    });
    expect(readonly).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 8 });
    expect(isDatabaseUnavailable(readonly)).toBe(true);
    // SQLITE_READONLY_DBMOVED: the extended code keeps READONLY in its low byte.
    const moved = Object.assign(new Error('moved'), { code: 'ERR_SQLITE_ERROR', errcode: 1032 });
    expect(isDatabaseUnavailable(moved)).toBe(true);
    expect(isDatabaseUnavailable(sqliteError((database) => database.exec('select nope from nowhere')))).toBe(
      false,
    );
    const closed = sqliteError((database) => {
      database.close();
      database.exec('select 1');
    });
    expect(isDatabaseUnavailable(closed)).toBe(true);
  });

  it('follows causes a few levels deep and refuses what is not an error', () => {
    const wrapped = new Error('query failed', {
      cause: new Error('outer', { cause: withCode('ECONNRESET') }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    for (const value of [null, undefined, 'ECONNREFUSED', 8, {}, new Error('no such table: x')]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
    let deep: Error = withCode('ECONNRESET');
    for (let i = 0; i < 6; i++) deep = new Error('wrapper', { cause: deep });
    expect(isDatabaseUnavailable(deep)).toBe(false);
  });
});
