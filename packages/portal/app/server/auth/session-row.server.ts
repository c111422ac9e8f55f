import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import type { SessionsTable } from '../db/schema.server.js';
import { noteDatabaseFault } from '../reliability/fault-record.server.js';

/** A row of `sessions` as it is stored. */
export type SessionRow = Selectable<SessionsTable>;

/** Ids one batched read asks for at most; more callers in a turn start the next batch. */
export const MAX_SESSIONS_PER_READ = 500;

interface Batch {
  ids: Set<string>;
  rows: Promise<Map<string, SessionRow>>;
}

async function readRows(handle: DatabaseHandle, ids: string[]): Promise<Map<string, SessionRow>> {
  const rows = await handle.db.selectFrom('sessions').selectAll().where('id_hash', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id_hash, row]));
}

// One batching reader per database (tests open many).
const readers = new WeakMap<DatabaseHandle, (idHash: string) => Promise<Map<string, SessionRow>>>();

function batchingReader(handle: DatabaseHandle) {
  let pending: Batch | null = null;
  return (idHash: string) => {
    if (!pending || pending.ids.size >= MAX_SESSIONS_PER_READ) {
      const ids = new Set<string>();
      const batch: Batch = {
        ids,
        rows: new Promise((resolve, reject) => {
          setImmediate(() => {
            if (pending === batch) pending = null;
            readRows(handle, [...ids]).then(resolve, reject);
          });
        }),
      };
      pending = batch;
    }
    pending.ids.add(idHash);
    return pending.rows;
  };
}

/**
 * The stored row of the session with this id hash, or undefined. Every request reads its session, and
 * on PostgreSQL each read is a round trip to the database server: concurrent requests share one read
 * instead. A caller joins the next read that has not been sent yet (it goes out on the next turn of the
 * event loop, with every id asked for meanwhile), never one already under way, since that one might not
 * see a sign-out committed just before the caller arrived: what a caller gets is as fresh as a read of
 * its own. On SQLite a read is a few microseconds in the process, less than waiting for the next turn, so
 * each caller reads alone.
 *
 * @example
 * const row = await sessionRow(handle, hashToken(cookieValue));
 */
export async function sessionRow(handle: DatabaseHandle, idHash: string): Promise<SessionRow | undefined> {
  if (handle.dialect !== 'postgres') {
    return handle.db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  }
  let read = readers.get(handle);
  if (!read) {
    read = batchingReader(handle);
    readers.set(handle, read);
  }
  try {
    return (await read(idHash)).get(idHash);
  } catch (error) {
    // The read went out in another request's context: each caller notes the fault on its own.
    noteDatabaseFault(error);
    throw error;
  }
}
