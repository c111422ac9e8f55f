import { calendarDay } from '@rigready/core';
import type { DatabaseHandle } from '../../db/database.server.js';

/**
 * The next approval number of the provider's calendar year, `AP-<year>-<nnnn>`: one more than the year's
 * highest. Call it inside the asking transaction after takeOutboxLock, so two askers never read the same
 * highest number (the column's unique constraint is the last guard).
 *
 * @example
 * await nextApprovalNumber({ ...handle, db: trx }, new Date('2026-12-31T23:30:00Z'), 'Europe/Oslo'); // 'AP-2027-0001'
 */
export async function nextApprovalNumber(
  handle: DatabaseHandle,
  now: Date,
  timeZone: string,
): Promise<string> {
  const year = calendarDay(now, timeZone).slice(0, 4);
  const prefix = `AP-${year}-`;
  const rows = await handle.db
    .selectFrom('approvals')
    .select('number')
    .where('number', 'like', `${prefix}%`)
    .execute();
  const highest = Math.max(0, ...rows.map((row) => Number(row.number.slice(prefix.length)) || 0));
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}
