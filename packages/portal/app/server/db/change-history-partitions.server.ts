import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.server.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month `count` months after `month` (before it when negative), both 'YYYY-MM'.
 *
 * @example
 * addMonths('2026-11', -12); // '2025-11'
 */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + count, 1)).toISOString().slice(0, 7);
}

const nextMonth = (month: string) => addMonths(month, 1);

/**
 * The calendar month (UTC, as `record_changes.at` is written) of an instant, as 'YYYY-MM'.
 *
 * @example
 * monthOf(new Date('2026-11-30T23:30:00Z')); // '2026-11'
 */
export function monthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/**
 * The first month of the change history kept when it is kept for `months` months: the month `now` falls
 * in, less `months`. Changes before it go, so the history holds the last `months` whole months and the
 * present one.
 *
 * @example
 * keptFrom(new Date('2026-11-30T12:00:00Z'), 12); // '2025-11'
 */
export function keptFrom(now: Date, months: number): string {
  return addMonths(monthOf(now), -months);
}

/** The partition holding one month's changes, e.g. record_changes_2026_11. */
export const partitionName = (month: string) => `record_changes_${month.replace('-', '_')}`;

/**
 * Runs `work` in a transaction that alone, in this schema, changes record_changes' partitions (a
 * transaction-level advisory lock); called within a transaction, in that one, whose end frees the lock.
 *
 * @example
 * await withPartitionsLocked(handle.db, (trx) => changeHistoryPartitions(trx));
 */
export function withPartitionsLocked<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const locked = async (trx: Kysely<Database>) => {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.record_changes partitions'))`.execute(
      trx,
    );
    return work(trx);
  };
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}

/**
 * The names of record_changes' partitions on PostgreSQL, the DEFAULT one among them.
 *
 * @example
 * await changeHistoryPartitions(handle.db); // ['record_changes_default', 'record_changes_2026_11']
 */
export async function changeHistoryPartitions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'record_changes'::regclass order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

function monthsBetween(fromMonth: string, toMonth: string): string[] {
  for (const [name, value] of [
    ['fromMonth', fromMonth],
    ['toMonth', toMonth],
  ])
    if (!MONTH.test(value ?? ''))
      throw new Error(`${name} must be a month written YYYY-MM, e.g. 2026-11; got ${JSON.stringify(value)}`);
  if (fromMonth > toMonth) throw new Error(`fromMonth ${fromMonth} is after toMonth ${toMonth}`);
  const months = [fromMonth];
  while (months.at(-1) !== toMonth) months.push(nextMonth(months.at(-1) as string));
  return months;
}

/**
 * Creates the month partitions of the change history (record_changes on PostgreSQL, ADR 064) from
 * `fromMonth` to `toMonth`, both included, that do not exist yet, and returns how many it created. Rows
 * already sitting in the DEFAULT partition for such a month move into its new partition. One creator at a
 * time per schema (a transaction-level advisory lock), so portal hosts starting together create each month
 * once (see {@link withPartitionsLocked}). SQLite keeps one table: it does nothing and returns 0.
 *
 * @throws Error when a month is not written YYYY-MM or `fromMonth` is after `toMonth`.
 * @example
 * await ensureChangeHistoryMonths(handle.db, '2026-11', '2026-12'); // 2, then 0 when called again
 */
export async function ensureChangeHistoryMonths(
  db: Kysely<Database>,
  fromMonth: string,
  toMonth: string,
): Promise<number> {
  const months = monthsBetween(fromMonth, toMonth);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return 0;
  return withPartitionsLocked(db, async (trx) => {
    const existing = new Set(await changeHistoryPartitions(trx));
    let created = 0;
    for (const month of months) {
      const name = partitionName(month);
      if (existing.has(name)) continue;
      const table = sql.table(name);
      const [from, to] = [month, nextMonth(month)];
      // Built beside the table, filled from the DEFAULT partition, then attached: creating it as a partition
      // straight away fails while the DEFAULT partition holds a row of its month.
      await sql`create table ${table} (like record_changes including defaults including constraints)`.execute(
        trx,
      );
      await sql`with moved as (
          delete from record_changes_default where at >= ${from} and at < ${to} returning *
        ) insert into ${table} select * from moved`.execute(trx);
      await sql`alter table record_changes attach partition ${table}
        for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(trx);
      created += 1;
    }
    return created;
  });
}

/**
 * Creates the partitions of the month `now` falls in and of the next, so an import's changes and those of
 * the month to come each go to their own month (start-up, every import, the change-history job).
 *
 * @example
 * await ensureCurrentChangeHistoryMonths(handle.db, new Date('2026-11-30T12:00:00Z')); // 2026-11 and 2026-12
 */
export function ensureCurrentChangeHistoryMonths(db: Kysely<Database>, now: Date): Promise<number> {
  const month = monthOf(now);
  return ensureChangeHistoryMonths(db, month, nextMonth(month));
}
