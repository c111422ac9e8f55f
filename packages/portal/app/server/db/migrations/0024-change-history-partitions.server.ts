import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { ensureChangeHistoryMonths } from '../change-history-partitions.server.js';
import type { Database } from '../schema.server.js';

const COLUMNS = sql.raw('run_id, entity, customer, record_key, field, kind, asset, old_value, new_value, at');

/** The table's indexes, made after its rows are in: one build instead of an update per row. */
async function createIndexes(db: Kysely<unknown>, primaryKey: readonly string[]) {
  await sql`alter table record_changes add constraint record_changes_pk primary key (${sql.join(
    primaryKey.map((column) => sql.ref(column)),
  )})`.execute(db);
  await sql`create index record_changes_record_idx on record_changes (customer, entity, record_key, at)`.execute(
    db,
  );
  await sql`create index record_changes_at_idx on record_changes (at)`.execute(db);
}

/** Renames the table aside and frees its index names for the new one. */
async function setAside(db: Kysely<unknown>) {
  await sql`alter table record_changes rename to record_changes_before`.execute(db);
  await sql`alter table record_changes_before drop constraint record_changes_pk`.execute(db);
  await sql`drop index record_changes_record_idx`.execute(db);
  await sql`drop index record_changes_at_idx`.execute(db);
}

/**
 * On PostgreSQL, `record_changes` (the change history, the table that grows fastest) becomes a table
 * partitioned by month of `at` (ADR 064): one partition per calendar month, `record_changes_2026_11`, for
 * every month its rows fall in, plus `record_changes_default`, which takes a row whose month has no
 * partition yet, so no insert ever fails. `at` is compared byte by byte (`collate "C"`), as ISO instants
 * sort. A partitioned table's primary key must hold its partition key, so the key gains `at`; no write
 * names the key in an ON CONFLICT. The rows move across; the indexes stay as they were. SQLite keeps its
 * table.
 *
 * @example
 * const migrations = { '0024-change-history-partitions': changeHistoryPartitionsMigration };
 */
export const changeHistoryPartitionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await setAside(db);
    await sql`create table record_changes (
        run_id text not null references import_runs (id) on delete cascade,
        entity text not null,
        customer text not null,
        record_key text not null,
        field text not null,
        kind text not null,
        asset text,
        old_value text,
        new_value text,
        at text collate "C" not null
      ) partition by range (at)`.execute(db);
    await sql`create table record_changes_default partition of record_changes default`.execute(db);
    const { rows } = await sql<{ first: string | null; last: string | null }>`
      select min(substr(at, 1, 7)) as first, max(substr(at, 1, 7)) as last from record_changes_before`.execute(
      db,
    );
    const { first, last } = rows[0] ?? { first: null, last: null };
    if (first && last) await ensureChangeHistoryMonths(db as Kysely<Database>, first, last);
    await sql`insert into record_changes (${COLUMNS}) select ${COLUMNS} from record_changes_before`.execute(
      db,
    );
    await sql`drop table record_changes_before`.execute(db);
    await createIndexes(db, ['run_id', 'entity', 'customer', 'record_key', 'field', 'at']);
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await setAside(db);
    await sql`create table record_changes (like record_changes_before including defaults)`.execute(db);
    await sql`alter table record_changes alter column at type text collate "default"`.execute(db);
    await sql`alter table record_changes add foreign key (run_id) references import_runs (id) on delete cascade`.execute(
      db,
    );
    await sql`insert into record_changes (${COLUMNS}) select ${COLUMNS} from record_changes_before`.execute(
      db,
    );
    await sql`drop table record_changes_before cascade`.execute(db);
    await createIndexes(db, ['run_id', 'entity', 'customer', 'record_key', 'field']);
  },
};
