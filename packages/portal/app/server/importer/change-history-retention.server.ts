import { PostgresAdapter, sql } from 'kysely';
import {
  changeHistoryPartitions,
  keptFrom,
  partitionName,
  withPartitionsLocked,
} from '../db/change-history-partitions.server.js';
import type { DatabaseHandle } from '../db/database.server.js';

/** What one retention run removed. */
export interface RetentionOutcome {
  /** The first month kept ('YYYY-MM'); every change before it is gone. */
  keptFrom: string;
  /** The month partitions dropped (PostgreSQL), oldest first, with the rows each held. */
  partitions: { name: string; rows: number }[];
  /** Every change removed: the dropped partitions' rows and those deleted one by one. */
  rows: number;
}

/**
 * Removes the changes older than the history keeps (`months`, PORTAL_CHANGE_HISTORY_MONTHS): on PostgreSQL
 * each month partition wholly before {@link keptFrom} is detached and dropped, and the DEFAULT partition's
 * rows before it deleted; on SQLite the rows before it are deleted.
 *
 * @example
 * const { partitions, rows } = await removeOldChanges(handle, 12, new Date());
 */
export async function removeOldChanges(
  handle: DatabaseHandle,
  months: number,
  now: Date,
): Promise<RetentionOutcome> {
  const from = keptFrom(now, months);
  if (!(handle.db.getExecutor().adapter instanceof PostgresAdapter)) {
    const deleted = await handle.db.deleteFrom('record_changes').where('at', '<', from).executeTakeFirst();
    return { keptFrom: from, partitions: [], rows: Number(deleted.numDeletedRows) };
  }
  return withPartitionsLocked(handle.db, async (trx) => {
    const partitions: RetentionOutcome['partitions'] = [];
    for (const name of await changeHistoryPartitions(trx)) {
      if (name === 'record_changes_default' || name >= partitionName(from)) continue;
      const table = sql.table(name);
      const { rows } = await sql<{ count: string }>`select count(*) as count from ${table}`.execute(trx);
      await sql`alter table record_changes detach partition ${table}`.execute(trx);
      await sql`drop table ${table}`.execute(trx);
      partitions.push({ name, rows: Number(rows[0]?.count ?? 0) });
    }
    const deleted = await sql`delete from record_changes_default where at < ${from}`.execute(trx);
    const rows = partitions.reduce((sum, partition) => sum + partition.rows, Number(deleted.numAffectedRows));
    return { keptFrom: from, partitions, rows };
  });
}
