import type { DatabaseHandle } from '../../db/database.server.js';

/**
 * The next request number of `year`: `RQ-<year>-<nnnn>`, one more than the year's highest, from 0001.
 * Read inside the creating transaction after the outbox lock, so two requests never take the same one;
 * the unique column is the last guard.
 *
 * @example
 * await nextRequestNumber(inTransaction, '2026'); // 'RQ-2026-0001' when the year has none yet
 */
export async function nextRequestNumber(handle: DatabaseHandle, year: string): Promise<string> {
  const prefix = `RQ-${year}-`;
  const numbers = await handle.db
    .selectFrom('requests')
    .select('number')
    .where('number', 'like', `${prefix}%`)
    .execute();
  const highest = Math.max(0, ...numbers.map((row) => Number(row.number.slice(prefix.length)) || 0));
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}
