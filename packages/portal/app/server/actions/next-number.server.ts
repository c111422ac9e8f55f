import type { DatabaseHandle } from '../db/database.server.js';

/**
 * The next number of a yearly series in `table`, `<prefix><nnnn>` ('RQ-2026-', 'AP-2026-', 'FC-2026-'): one more than
 * the highest with that prefix, from 0001. Read inside the creating transaction after takeOutboxLock, so
 * two writers never take the same one; the unique column is the last guard.
 *
 * @example
 * await nextNumber(inTransaction, 'requests', 'RQ-2026-'); // 'RQ-2026-0001' when the year has none yet
 */
export async function nextNumber(
  handle: DatabaseHandle,
  table: 'approvals' | 'field_counts' | 'requests',
  prefix: string,
): Promise<string> {
  const rows = await handle.db
    .selectFrom(table)
    .select('number')
    .where('number', 'like', `${prefix}%`)
    .execute();
  const highest = Math.max(0, ...rows.map((row) => Number(row.number.slice(prefix.length)) || 0));
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}
