import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import { nextTurnReadPerHandle } from '../db/next-turn-read.server.js';
import type { SessionsTable } from '../db/schema.server.js';

/** A row of `sessions` as it is stored. */
export type SessionRow = Selectable<SessionsTable>;

/** Ids one batched read asks for at most; more callers in a turn start the next batch. */
export const MAX_SESSIONS_PER_READ = 500;

async function readRows(handle: DatabaseHandle, ids: ReadonlySet<string>): Promise<Map<string, SessionRow>> {
  const rows = await handle.db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id_hash, row]));
}

const sharedRead = nextTurnReadPerHandle(readRows, MAX_SESSIONS_PER_READ);

/**
 * The stored row of the session with this id hash, or undefined. Every request reads its session, and
 * on PostgreSQL each read is a round trip to the database server: concurrent requests share one read
 * ({@link nextTurnReadPerHandle}), as fresh as a read of their own. On SQLite a read is a few microseconds in the
 * process, less than waiting for the next turn, so each caller reads alone.
 *
 * @example
 * const row = await sessionRow(handle, hashToken(cookieValue));
 */
export async function sessionRow(handle: DatabaseHandle, idHash: string): Promise<SessionRow | undefined> {
  if (handle.dialect !== 'postgres') {
    return handle.db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  }
  return (await sharedRead(handle, idHash)).get(idHash);
}
