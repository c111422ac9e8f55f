import { matchClassLimits } from '@rigready/core';
import {
  CLASS_LIMIT_FIELDS,
  CLASS_LIMIT_KEY_FIELDS,
  type ClassLimitRow,
  classLimitName,
} from '../../shared/class-limit-fields.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { type AdminChangeContext, AdminChangeError } from './change-context.server.js';

/** What a change did: a repeated submit of a change already made does nothing and says so. */
export type ClassLimitOutcome = 'added' | 'changed' | 'deleted' | 'unchanged';

type Key = Pick<ClassLimitRow, (typeof CLASS_LIMIT_KEY_FIELDS)[number]>;
type Limits = Pick<ClassLimitRow, (typeof CLASS_LIMIT_FIELDS)[number]>;

const keyOf = (row: Key): Key => ({
  Connection: row.Connection,
  Tube_OD: row.Tube_OD,
  Weight: row.Weight,
  Grade: row.Grade,
});

const limitsOf = (row: Limits): Limits => ({
  TJ_OD_Premium_Min: row.TJ_OD_Premium_Min,
  TJ_OD_Class2_Min: row.TJ_OD_Class2_Min,
  TS_Pin_Min: row.TS_Pin_Min,
  TS_Box_Min: row.TS_Box_Min,
});

const sameLimits = (a: Limits, b: Limits) => CLASS_LIMIT_FIELDS.every((field) => a[field] === b[field]);

/**
 * Every limits row, by connection, tube OD, weight and grade ("any" first).
 *
 * @example
 * await listClassLimits(handle); // [{ Connection: 'NC50', Tube_OD: '5', Weight: '', Grade: '', TJ_OD_Premium_Min: 6.25, ... }]
 */
export async function listClassLimits(handle: DatabaseHandle): Promise<ClassLimitRow[]> {
  return handle.db
    .selectFrom('class_limits')
    .selectAll()
    .orderBy('Connection')
    .orderBy('Tube_OD')
    .orderBy('Weight')
    .orderBy('Grade')
    .execute();
}

async function findRow(handle: DatabaseHandle, key: Key): Promise<ClassLimitRow | undefined> {
  return handle.db
    .selectFrom('class_limits')
    .selectAll()
    .where((eb) => eb.and(keyOf(key)))
    .executeTakeFirst();
}

/**
 * The stored row that names the same joints as `key` the way the joint-class rules compare them (`NC50` =
 * `nc 50`, `5 1/2` = `5.5`), naming a Weight and a Grade exactly when `key` does: two such rows would
 * leave the class to whichever is listed first.
 */
async function sameJointsRow(handle: DatabaseHandle, key: Key): Promise<ClassLimitRow | null> {
  const rows = (await listClassLimits(handle)).filter(
    (row) => (row.Weight === '') === (key.Weight === '') && (row.Grade === '') === (key.Grade === ''),
  );
  return matchClassLimits(key, rows);
}

async function audit(
  change: AdminChangeContext,
  action: 'add' | 'edit' | 'delete',
  row: Key,
  before: Limits | null,
  after: Limits | null,
): Promise<void> {
  await writeAudit(
    change.handle,
    {
      action: `admin.class-limits.${action}`,
      actorUserId: change.adminUserId,
      details: { limits: classLimitName(row), key: keyOf(row), before, after },
    },
    change.now,
  );
}

/**
 * Adds a limits row. A row for the same joints that holds the same limits is already what was asked (a
 * repeated submit): nothing is written. Audited with the limits after.
 *
 * @throws AdminChangeError 409 when a row for the same joints holds other limits (edit that one instead).
 * @example
 * await addClassLimit(change, { Connection: 'NC50', Tube_OD: '5', Weight: '', Grade: '', TJ_OD_Premium_Min: 6.25, ... }); // 'added'
 */
export async function addClassLimit(
  change: AdminChangeContext,
  row: ClassLimitRow,
): Promise<ClassLimitOutcome> {
  const existing = await sameJointsRow(change.handle, row);
  const refuse = (other: ClassLimitRow) =>
    new AdminChangeError(
      409,
      `A limits row for ${classLimitName(other)} exists already, with other limits: edit that row instead`,
    );
  if (existing) {
    if (
      sameLimits(existing, row) &&
      existing.Connection === row.Connection &&
      existing.Tube_OD === row.Tube_OD
    )
      return 'unchanged';
    throw refuse(existing);
  }
  const inserted = await change.handle.db
    .insertInto('class_limits')
    .values(row)
    .onConflict((conflict) => conflict.columns([...CLASS_LIMIT_KEY_FIELDS]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Another submit of the same key got there first.
    const stored = await findRow(change.handle, row);
    if (stored && sameLimits(stored, row)) return 'unchanged';
    throw refuse(stored ?? row);
  }
  await audit(change, 'add', row, null, limitsOf(row));
  return 'added';
}

/** The 409 of a row that is no longer as the admin saw it. */
function staleRow(previous: ClassLimitRow, stored: ClassLimitRow | undefined): AdminChangeError {
  return new AdminChangeError(
    409,
    stored
      ? `The limits row for ${classLimitName(previous)} was changed by someone else since you opened it: reload the page to see its limits now, then make your change again`
      : `The limits row for ${classLimitName(previous)} was deleted by someone else since you opened it`,
  );
}

/**
 * Sets the limits of the row `previous` names, only while the stored row still holds `previous`'s limits
 * (what the admin saw when they began), so a change made meanwhile by someone else (or an import) is
 * never overwritten unseen. A row that already holds `limits` is left alone (a repeated submit). Audited
 * with the limits before and after.
 *
 * @throws AdminChangeError 409 when the row was changed or deleted since.
 * @example
 * await editClassLimit(change, shownRow, { ...shownRow, TJ_OD_Premium_Min: 6.3 }); // 'changed'
 */
export async function editClassLimit(
  change: AdminChangeContext,
  previous: ClassLimitRow,
  limits: Limits,
): Promise<ClassLimitOutcome> {
  if (!sameLimits(previous, limits)) {
    const updated = await change.handle.db
      .updateTable('class_limits')
      .set(limitsOf(limits))
      // Only while the row is as the admin saw it: the check and the write are one statement.
      .where((eb) => eb.and({ ...keyOf(previous), ...limitsOf(previous) }))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await audit(change, 'edit', previous, limitsOf(previous), limitsOf(limits));
      return 'changed';
    }
  }
  const stored = await findRow(change.handle, previous);
  if (stored && sameLimits(stored, limits)) return 'unchanged';
  throw staleRow(previous, stored);
}

/**
 * Deletes the row `previous` names, only while it still holds `previous`'s limits. A row already gone is
 * what was asked (a repeated submit). Audited with the limits before.
 *
 * @throws AdminChangeError 409 when the row was changed since.
 * @example
 * await deleteClassLimit(change, shownRow); // 'deleted'
 */
export async function deleteClassLimit(
  change: AdminChangeContext,
  previous: ClassLimitRow,
): Promise<ClassLimitOutcome> {
  const deleted = await change.handle.db
    .deleteFrom('class_limits')
    .where((eb) => eb.and({ ...keyOf(previous), ...limitsOf(previous) }))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 1) {
    await audit(change, 'delete', previous, limitsOf(previous), null);
    return 'deleted';
  }
  const stored = await findRow(change.handle, previous);
  if (!stored) return 'unchanged';
  throw staleRow(previous, stored);
}
