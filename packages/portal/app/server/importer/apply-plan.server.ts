import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle, DialectName } from '../db/database.server.js';
import { inListChunks } from '../db/in-list-chunks.server.js';
import type { Database, RecordChangesTable } from '../db/schema.server.js';
import type { EntityPlan, ImportPlan } from './import-plan.server.js';
import { multiRowInsert } from './multi-row-insert.server.js';
import { type StoredRow, storedText } from './plan-rows.server.js';
import { upsertRows } from './upsert-rows.server.js';
import { writeTransaction } from './write-transaction.server.js';

/**
 * Row writes per transaction. SQLite has one writer: a transaction this size holds the lock for tens of
 * milliseconds, so the portal's own writes wait that long at most; a typical hourly diff fits in one.
 */
const ROWS_PER_TRANSACTION = 1000;

/** record_changes rows per insert statement (10 parameters each). */
const CHANGES_PER_INSERT = 500;
const CHANGE_COLUMNS = [
  'run_id',
  'entity',
  'customer',
  'record_key',
  'field',
  'kind',
  'asset',
  'old_value',
  'new_value',
  'at',
] as const satisfies readonly (keyof RecordChangesTable)[];

/** A slice of one entity's writes or deletes, applied within one transaction. */
interface Step {
  entity: EntityPlan;
  kind: 'write' | 'delete';
  from: number;
  to: number;
}

/**
 * The plan cut into transactions of at most {@link ROWS_PER_TRANSACTION} row writes: every entity's writes in
 * import order, then the deletes in reverse order, so a row is deleted before the rows it refers to.
 */
function* transactions(plan: ImportPlan, limit: number): Generator<Step[]> {
  const slices = [
    ...plan.entities.map((entity) => ({ entity, kind: 'write' as const, total: entity.writes.length })),
    ...plan.entities
      .toReversed()
      .map((entity) => ({ entity, kind: 'delete' as const, total: entity.deletes.length })),
  ];
  let current: Step[] = [];
  let size = 0;
  for (const { entity, kind, total } of slices) {
    let from = 0;
    while (from < total) {
      const to = Math.min(total, from + (limit - size));
      current.push({ entity, kind, from, to });
      size += to - from;
      from = to;
      if (size === limit) {
        yield current;
        current = [];
        size = 0;
      }
    }
  }
  if (current.length > 0) yield current;
}

function recordKey(entity: EntityPlan, row: StoredRow): string {
  return JSON.stringify((entity.history?.recordKey ?? []).map((column) => row[column] ?? null));
}

/** The record_changes rows of one step; entities without history (racks, users, certificates) have none. */
function changesOf(step: Step, at: string, runId: string): RecordChangesTable[] {
  const { entity } = step;
  const history = entity.history;
  if (!history) return [];
  const rows: RecordChangesTable[] = [];
  const base = (row: StoredRow) => ({
    run_id: runId,
    entity: entity.entity,
    customer: String(row[history.customer]),
    record_key: recordKey(entity, row),
    asset: history.asset ? storedText(row[history.asset]) : null,
    at,
  });
  if (step.kind === 'delete') {
    for (const row of entity.deletes.slice(step.from, step.to))
      rows.push({ ...base(row), field: '', kind: 'deleted', old_value: null, new_value: null });
    return rows;
  }
  for (const { values, changes } of entity.writes.slice(step.from, step.to)) {
    if (changes === null) {
      rows.push({ ...base(values), field: '', kind: 'added', old_value: null, new_value: null });
      continue;
    }
    for (const change of changes)
      rows.push({
        ...base(values),
        field: change.field,
        kind: 'changed',
        old_value: change.old,
        new_value: change.new,
      });
  }
  return rows;
}

async function deleteRows(db: Kysely<Database>, entity: EntityPlan, rows: readonly StoredRow[]) {
  if (entity.entity === 'customers') {
    // An admin viewing the portal as a removed customer goes back to viewing as no one.
    const names = rows.map((row) => String(row.customer));
    await db
      .updateTable('sessions')
      .set({ acting_customer: null })
      .where('acting_customer', 'in', names)
      .execute();
  }
  const columns = sql.join(entity.key.map((column) => sql.ref(column)));
  for (const chunk of inListChunks(rows)) {
    const tuples = chunk.map((row) => sql`(${sql.join(entity.key.map((column) => sql`${row[column]}`))})`);
    await sql`delete from ${sql.table(entity.table)} where (${columns}) in (${sql.join(tuples)})`.execute(db);
  }
}

async function applyStep(
  db: Kysely<Database>,
  dialect: DialectName,
  step: Step,
  at: string,
  runId: string | null,
) {
  const { entity } = step;
  if (step.kind === 'write') {
    const rows = entity.writes.slice(step.from, step.to).map((write) => write.values);
    await upsertRows(db, dialect, entity.table, entity.key, rows);
  } else {
    await deleteRows(db, entity, entity.deletes.slice(step.from, step.to));
  }
  if (runId === null) return;
  const changes = changesOf(step, at, runId);
  for (let start = 0; start < changes.length; start += CHANGES_PER_INSERT)
    await db.executeQuery(
      multiRowInsert(
        dialect,
        'record_changes',
        CHANGE_COLUMNS,
        changes.slice(start, start + CHANGES_PER_INSERT),
      ),
    );
}

/** Options of {@link applyPlan}. */
export interface ApplyOptions {
  /** The run the changes belong to; without one (importFolder alone) no record_changes are written. */
  runId: string | null;
  /** Runs inside every transaction after its writes (the run's lease and progress go with them). */
  afterEach?: (db: Kysely<Database>, applied: number, total: number) => Promise<void>;
}

/**
 * Writes a plan in short transactions of at most {@link ROWS_PER_TRANSACTION} row writes, each with the
 * record_changes of the rows it writes, stamped with the time that transaction applied them.
 *
 * @example
 * await applyPlan(handle, plan, { runId });
 */
export async function applyPlan(
  handle: DatabaseHandle,
  plan: ImportPlan,
  options: ApplyOptions,
): Promise<void> {
  const batches = [...transactions(plan, ROWS_PER_TRANSACTION)].map((steps) => ({
    steps,
    size: steps.reduce((sum, step) => sum + step.to - step.from, 0),
  }));
  const total = batches.reduce((sum, batch) => sum + batch.size, 0);
  let applied = 0;
  for (const { steps, size } of batches) {
    await writeTransaction(handle, async (db) => {
      const at = new Date().toISOString();
      for (const step of steps) await applyStep(db, handle.dialect, step, at, options.runId);
      await options.afterEach?.(db, applied + size, total);
    });
    applied += size;
  }
}
