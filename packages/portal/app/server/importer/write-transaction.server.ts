import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';

/** The first wait after SQLite answered busy; it doubles up to {@link MAX_BACKOFF_MS}. */
const FIRST_BACKOFF_MS = 50;
const MAX_BACKOFF_MS = 2000;
/** How long an import keeps retrying one short transaction before it gives up (the portal stuck writing). */
const GIVE_UP_AFTER_MS = 10 * 60_000;

/** SQLITE_BUSY and its extended codes (BUSY_RECOVERY, BUSY_SNAPSHOT, BUSY_TIMEOUT) share the low byte 5. */
function isSqliteBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sqliteImmediate<T>(handle: DatabaseHandle, work: (db: Kysely<Database>) => Promise<T>) {
  return handle.db.connection().execute(async (connection) => {
    // IMMEDIATE takes the write lock up front (waiting for it through the busy timeout); a deferred
    // transaction that read first could not upgrade once another writer had committed, and would fail.
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Runs `work` as one short write transaction. On SQLite it is `BEGIN IMMEDIATE`, and a busy database (the
 * portal writing) is waited for with backoff and the whole transaction retried instead of failing; on
 * PostgreSQL it is a plain transaction (MVCC: readers and other writers do not wait for it).
 *
 * @example
 * await writeTransaction(handle, (trx) => trx.deleteFrom('ncr').where('NCR_No', '=', '7').execute());
 */
export async function writeTransaction<T>(
  handle: DatabaseHandle,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (handle.dialect === 'postgres') return handle.db.transaction().execute(work);
  const started = performance.now();
  let backoff = FIRST_BACKOFF_MS;
  for (;;) {
    try {
      return await sqliteImmediate(handle, work);
    } catch (error) {
      if (!isSqliteBusy(error) || performance.now() - started > GIVE_UP_AFTER_MS) throw error;
      await pause(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }
}
