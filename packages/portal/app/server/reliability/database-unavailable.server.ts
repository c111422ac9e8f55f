/**
 * The database cannot serve right now (file gone or read-only, server unreachable, query timed out). The
 * portal answers 503 for it, never 500, and recovers by itself once the database is back.
 *
 * @example
 * throw new DatabaseUnavailableError('the database file is read-only');
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Socket errors of a lost or refused database connection (PostgreSQL, or a proxy in front of it). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 53 (insufficient
 * resources: disk full, too many connections), 57P01-57P03 (shut down, crashed, not yet accepting).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code);
}

/** Messages of node-postgres for a connection that died or never came up; they carry no code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
];

/**
 * SQLite primary result codes that mean the storage, not the query, failed: BUSY (5, after the busy
 * timeout), READONLY (8), IOERR (10), FULL (13), CANTOPEN (14).
 */
const SQLITE_STORAGE_CODES = new Set([5, 8, 10, 13, 14]);

/**
 * Whether an error means the database is unavailable (answer 503 and retry later) rather than a bug or a
 * bad query (500). Knows node:sqlite's storage errors, node-postgres connection failures and PostgreSQL's
 * connection-class SQLSTATEs; follows `cause` chains.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })); // true
 * isDatabaseUnavailable(new Error('no such column: x')); // false
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof current !== 'object') return false;
    const { code, errcode, message, cause } = current as {
      code?: unknown;
      errcode?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (
      code === 'ERR_SQLITE_ERROR' &&
      typeof errcode === 'number' &&
      SQLITE_STORAGE_CODES.has(errcode & 0xff)
    )
      return true;
    if (typeof message === 'string') {
      if (PG_CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
      if (code === 'ERR_INVALID_STATE' && message.includes('database is not open')) return true;
    }
    current = cause;
  }
  return false;
}
