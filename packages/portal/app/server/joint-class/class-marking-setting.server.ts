import {
  bandsText,
  type ClassMarking,
  classMarkingSchema,
  DEFAULT_CLASS_MARKING,
  JOINT_CLASSES,
} from '@rigready/core';
import { type AdminChangeContext, AdminChangeError, jsonColumn } from '../admin/change-context.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';

const NAME = 'class_marking';

/** The marking as stored and compared: core's schema's own order, colours lower-cased. */
const canonical = (marking: ClassMarking) => JSON.stringify(classMarkingSchema.parse(marking));

/**
 * The provider's class marking (the paint bands of each class that every class chip draws): the one an
 * admin set, else the common marking, two white bands for Premium, one yellow for Class 2, one red for
 * Reject (core's `DEFAULT_CLASS_MARKING`).
 *
 * @example
 * const marking = await readClassMarking(handle); // DEFAULT_CLASS_MARKING until an admin sets one
 */
export async function readClassMarking(handle: DatabaseHandle): Promise<ClassMarking> {
  const row = await handle.db
    .selectFrom('provider_settings')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  const parsed = classMarkingSchema.safeParse(jsonColumn<unknown>(row?.value, null));
  return parsed.success ? parsed.data : DEFAULT_CLASS_MARKING;
}

/** A marking for the audit log: each class's bands in words and colours. */
function inWords(marking: ClassMarking): Record<string, string> {
  return Object.fromEntries(
    JOINT_CLASSES.map((jointClass) => {
      const bands = marking[jointClass];
      const colours = bands.length > 0 ? ` (${bands.map((band) => band.colour).join(' ')})` : '';
      return [jointClass, `${bandsText(bands)}${colours}`];
    }),
  );
}

/**
 * Sets the class marking to `next`, only while the stored one is still `previous` (what the admin saw
 * when they began), so a change made meanwhile is never overwritten unseen. A marking that is already
 * `next` is left alone (a repeated submit). Audited with the marking before and after.
 *
 * @throws AdminChangeError 409 when the marking was changed since.
 * @example
 * await saveClassMarking(change, DEFAULT_CLASS_MARKING, { ...DEFAULT_CLASS_MARKING, Reject: [] }); // 'changed'
 */
export async function saveClassMarking(
  change: AdminChangeContext,
  previous: ClassMarking,
  next: ClassMarking,
): Promise<'changed' | 'unchanged'> {
  const [before, after] = [canonical(previous), canonical(next)];
  const { db } = change.handle;
  const values = { value: after, changed_at: change.now.toISOString(), changed_by: change.adminUserId };
  let written = 0;
  if (before !== after) {
    const stored = await db
      .selectFrom('provider_settings')
      .select('value')
      .where('name', '=', NAME)
      .executeTakeFirst();
    if (stored) {
      const updated = await db
        .updateTable('provider_settings')
        .set(values)
        .where('name', '=', NAME)
        .where('value', '=', before)
        .executeTakeFirst();
      written = Number(updated.numUpdatedRows);
    } else if (before === canonical(DEFAULT_CLASS_MARKING)) {
      const inserted = await db
        .insertInto('provider_settings')
        .values({ name: NAME, ...values })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      written = Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
  }
  if (written === 1) {
    await writeAudit(
      change.handle,
      {
        action: 'admin.class-marking.edit',
        actorUserId: change.adminUserId,
        details: { before: inWords(previous), after: inWords(next) },
      },
      change.now,
    );
    return 'changed';
  }
  if (canonical(await readClassMarking(change.handle)) === after) return 'unchanged';
  throw new AdminChangeError(
    409,
    'The class marking was changed by someone else since you opened it: reload the page to see it now, then make your change again',
  );
}
