import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';

/** The importer's transactions between two WAL checkpoints it runs itself on SQLite. */
const TRANSACTIONS_PER_CHECKPOINT = 8;

/**
 * Runs `work` (the apply phase) with the importer's SQLite connection checkpointing the WAL every
 * {@link TRANSACTIONS_PER_CHECKPOINT} transactions instead of on the commit that takes the WAL past
 * `wal_autocheckpoint` (1,000 pages). Each checkpoint syncs the WAL and the database file; with short
 * transactions that dirty hundreds of index pages each, one ran after nearly every commit, and those syncs
 * were most of the import's commit time. The checkpoint is passive and runs between transactions, holding
 * no write lock, so the portal's writes do not wait for it. The connection's setting is restored afterwards;
 * `work` calls `afterTransaction` once each transaction has committed. On PostgreSQL it only runs `work`.
 *
 * @example
 * await withSparseCheckpoints(handle, async (afterTransaction) => {
 *   await writeTransaction(handle, (db) => applySomething(db));
 *   await afterTransaction();
 * });
 */
export async function withSparseCheckpoints<T>(
  handle: DatabaseHandle,
  work: (afterTransaction: () => Promise<void>) => Promise<T>,
): Promise<T> {
  if (handle.dialect === 'postgres') return work(async () => {});
  const [setting] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db))
    .rows;
  const pages = Number(setting?.wal_autocheckpoint ?? 1000);
  let transactions = 0;
  const checkpoint = () => sql`pragma wal_checkpoint(passive)`.execute(handle.db);
  await sql`pragma wal_autocheckpoint = 0`.execute(handle.db);
  try {
    const result = await work(async () => {
      transactions += 1;
      if (transactions % TRANSACTIONS_PER_CHECKPOINT === 0) await checkpoint();
    });
    await checkpoint();
    return result;
  } finally {
    await sql`pragma wal_autocheckpoint = ${sql.raw(String(pages))}`.execute(handle.db);
  }
}
