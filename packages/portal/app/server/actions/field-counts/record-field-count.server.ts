import { createHash, randomUUID } from 'node:crypto';
import { calendarDay } from '@rigready/core';
import type { Identity } from '../../access/identity.server.js';
import { writeAudit } from '../../audit/audit-log.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import { appendOutboxEvent, takeOutboxLock } from '../../outbox/append-outbox-event.server.js';
import { createScopedDb } from '../../scoping/scoped-db.server.js';
import { ActionError } from '../action-error.server.js';
import { nextNumber } from '../next-number.server.js';
import { type CountDraft, readCountInput } from './count-input.server.js';
import { countPlaces } from './count-places.server.js';
import { type CountLine, type CountTotals, judgeCount } from './count-verdict.server.js';
import { fieldCustomer, fieldRefusal } from './field-refusal.server.js';

/** What {@link recordFieldCount} answers: the count's number and totals, and false for a repeat. */
export interface RecordedCount extends CountTotals {
  number: string;
  created: boolean;
}

async function existing(handle: DatabaseHandle, userId: string, key: string) {
  return handle.db
    .selectFrom('field_counts')
    .select(['number', 'body_sha256', 'found', 'missing', 'unexpected', 'other_rack', 'extra', 'conflicts'])
    .where('counted_by', '=', userId)
    .where('client_key', '=', key)
    .executeTakeFirst();
}

function answerFor(
  row: NonNullable<Awaited<ReturnType<typeof existing>>>,
  sha256: string,
  key: string,
): RecordedCount {
  if (row.body_sha256 !== sha256)
    throw new ActionError(
      409,
      `The key ${key} was used for ${row.number}, a different count: send a new key`,
    );
  return {
    number: row.number,
    created: false,
    found: Number(row.found),
    missing: Number(row.missing),
    unexpected: Number(row.unexpected),
    otherRack: Number(row.other_rack),
    extra: Number(row.extra),
    conflicts: Number(row.conflicts),
  };
}

const placeOf = (draft: CountDraft) =>
  draft.kind === 'rack'
    ? { site: draft.site, rack: draft.rack, dtNo: null }
    : { site: null, rack: null, dtNo: draft.dtNo };

const placeWords = (draft: CountDraft) =>
  draft.kind === 'rack' ? `rack ${draft.rack} at ${draft.site}` : `delivery ${draft.dtNo}`;

function lineRow(countId: string, line: CountLine, position: number) {
  return {
    count_id: countId,
    position,
    serial: line.serial,
    item_kind: line.itemKind,
    scanned_at: line.scannedAt,
    outcome: line.outcome,
    device_outcome: line.deviceOutcome,
    conflict: line.conflict ? 1 : 0,
    now_site: line.now?.site ?? null,
    now_rack: line.now?.rack ?? null,
    now_position: line.now?.position ?? null,
  };
}

const LINE_BATCH = 500;

/**
 * Records a rack count or delivery check from the field app for the identity's customer (see
 * `fieldRefusal`): checks the body ({@link readCountInput}), judges every serial again from the data now in
 * the caller's reach ({@link judgeCount}), then in one transaction after the outbox lock numbers it
 * `FC-<year>-<nnnn>`, writes it and its lines with both verdicts, audits `field-count.recorded` and appends
 * `count.recorded` to the outbox. The same user's same key with the same body, in turn or at once, answers
 * the count it made and writes nothing.
 *
 * @throws {@link ActionError} 403 for a guest or an admin viewing as no customer, 400 for a wrong field,
 * 409 for a key already used with another body.
 * @example
 * await recordFieldCount(handle, identity, body, { now: new Date(), timeZone: 'Europe/Oslo' });
 * // { number: 'FC-2026-0001', created: true, found: 50, missing: 0, unexpected: 0, otherRack: 0, extra: 0, conflicts: 0 }
 */
export async function recordFieldCount(
  handle: DatabaseHandle,
  identity: Identity,
  raw: unknown,
  clock: { now: Date; timeZone: string },
): Promise<RecordedCount> {
  const refusal = fieldRefusal(identity);
  if (refusal !== null) throw new ActionError(403, refusal);
  const customer = fieldCustomer(identity);
  const draft = readCountInput(raw);
  const sha256 = createHash('sha256').update(JSON.stringify(draft)).digest('hex');
  const userId = identity.user.id;
  const repeat = await existing(handle, userId, draft.key);
  if (repeat) return answerFor(repeat, sha256, draft.key);
  const fleet = createScopedDb(handle, { ...identity.actor, selection: { kind: 'fleet' } });
  const { lines, totals } = judgeCount(draft, await countPlaces(fleet, draft));
  const at = clock.now.toISOString();
  return handle.db.transaction().execute(async (trx) => {
    const inTransaction = { ...handle, db: trx };
    await takeOutboxLock(inTransaction);
    const raced = await existing(inTransaction, userId, draft.key);
    if (raced) return answerFor(raced, sha256, draft.key);
    const year = calendarDay(clock.now, clock.timeZone).slice(0, 4);
    const number = await nextNumber(inTransaction, 'field_counts', `FC-${year}-`);
    const id = randomUUID();
    const place = placeOf(draft);
    await trx
      .insertInto('field_counts')
      .values({
        id,
        number,
        Customer: customer,
        kind: draft.kind,
        site: place.site,
        rack: place.rack,
        dt_no: place.dtNo,
        client_key: draft.key,
        counted_by: userId,
        body_sha256: sha256,
        started_at: draft.startedAt,
        finished_at: draft.finishedAt,
        copy_taken_at: draft.copyTakenAt,
        received_at: at,
        found: totals.found,
        missing: totals.missing,
        unexpected: totals.unexpected,
        other_rack: totals.otherRack,
        extra: totals.extra,
        conflicts: totals.conflicts,
      })
      .execute();
    const rows = lines.map((line, position) => lineRow(id, line, position));
    for (let start = 0; start < rows.length; start += LINE_BATCH)
      await trx
        .insertInto('field_count_lines')
        .values(rows.slice(start, start + LINE_BATCH))
        .execute();
    await writeAudit(
      inTransaction,
      {
        action: 'field-count.recorded',
        actorUserId: userId,
        customer,
        details: { number, of: placeWords(draft), lines: lines.length, conflicts: totals.conflicts },
      },
      clock.now,
    );
    await appendOutboxEvent(
      inTransaction,
      {
        type: 'count.recorded',
        customer,
        subject: number,
        payload: {
          number,
          customer,
          kind: draft.kind,
          ...place,
          startedAt: draft.startedAt,
          finishedAt: draft.finishedAt,
          copyTakenAt: draft.copyTakenAt,
          receivedAt: at,
          countedBy: { name: identity.user.name, email: identity.user.email },
          ...totals,
          // Found lines are the rack as the record has it; the system of record needs what differs.
          lines: lines
            .filter((line) => line.outcome !== 'found' || line.conflict)
            .map((line) => ({
              serial: line.serial,
              outcome: line.outcome,
              deviceOutcome: line.deviceOutcome,
              conflict: line.conflict,
            })),
        },
      },
      clock.now,
    );
    return { number, created: true, ...totals };
  });
}
