import { randomUUID } from 'node:crypto';
import { writeAudit } from '../../audit/audit-log.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { RequestStatus } from '../../db/schema.server.js';
import { appendOutboxEvent, takeOutboxLock } from '../../outbox/append-outbox-event.server.js';
import { ActionError } from '../action-error.server.js';
import { isRequestStatus, REQUEST_STATUS_WORDS, refusedMove } from './request-status.server.js';

/** Who moves a request: a provider admin working the queue, or the system of record through its key. */
export type StatusChanger =
  | { kind: 'admin'; userId: string; email: string; name: string | null }
  | { kind: 'integration'; keyId: string; keyName: string };

/** What {@link changeRequestStatus} did: `changed` is false for a repeat (the status it had). */
export interface RequestStatusChange {
  number: string;
  customer: string;
  from: RequestStatus;
  status: RequestStatus;
  changed: boolean;
  at: string;
}

/** The longest comment or decline reason kept. */
export const STATUS_COMMENT_MAX = 2000;

function readComment(status: RequestStatus, comment: unknown): string | null {
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    throw new ActionError(400, 'comment must be text');
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (text.length > STATUS_COMMENT_MAX)
    throw new ActionError(400, `comment is ${text.length} characters; at most ${STATUS_COMMENT_MAX}`);
  if (status === 'declined' && text === '')
    throw new ActionError(400, 'A declined request needs a reason: give it as comment');
  return text === '' ? null : text;
}

/**
 * Moves request `number` to `status`, dated and audited (`request.status`), with an outbox event
 * (`request.status-changed`) for the system of record and the customer's notifications. A declined
 * request keeps its reason. Asking for the status it has already writes nothing, so a repeated or
 * raced call loses nothing and doubles nothing.
 *
 * @throws {@link ActionError} 400 for an unknown status or a decline without a reason, 404 for an unknown
 * request, 409 for a move back or out of done or declined.
 * @example
 * await changeRequestStatus(handle, { kind: 'integration', keyId, keyName: 'FileMaker' }, 'RQ-2026-0001',
 *   { status: 'acknowledged' }, new Date()); // { from: 'submitted', status: 'acknowledged', changed: true, ... }
 */
export async function changeRequestStatus(
  handle: DatabaseHandle,
  changer: StatusChanger,
  number: string,
  input: { status: unknown; comment?: unknown },
  now: Date,
): Promise<RequestStatusChange> {
  if (!isRequestStatus(input.status))
    throw new ActionError(
      400,
      `status must be one of submitted, acknowledged, in-progress, done, declined; got ${JSON.stringify(input.status)}`,
    );
  const status = input.status;
  const comment = readComment(status, input.comment);
  const at = now.toISOString();
  return handle.db.transaction().execute(async (trx) => {
    const inTransaction = { ...handle, db: trx };
    await takeOutboxLock(inTransaction);
    const request = await trx
      .selectFrom('requests')
      .select(['id', 'Customer', 'status'])
      .where('number', '=', number)
      .executeTakeFirst();
    if (!request) throw new ActionError(404, `No request ${number}`);
    const from = request.status;
    const result = { number, customer: request.Customer, from, status, at };
    if (from === status) return { ...result, changed: false };
    const refusal = refusedMove(from, status);
    if (refusal)
      throw new ActionError(409, `${number} cannot become ${REQUEST_STATUS_WORDS[status]}: ${refusal}`);
    const moved = await trx
      .updateTable('requests')
      .set({ status, updated_at: at, ...(status === 'declined' ? { decline_reason: comment } : {}) })
      .where('id', '=', request.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw new ActionError(409, `${number} changed while this change was made: read it again`);
    const actorUserId = changer.kind === 'admin' ? changer.userId : null;
    const actorKey = changer.kind === 'integration' ? changer.keyName : null;
    await trx
      .insertInto('request_events')
      .values({
        id: randomUUID(),
        request_id: request.id,
        at,
        from_status: from,
        to_status: status,
        comment,
        actor_user_id: actorUserId,
        actor_key: actorKey,
      })
      .execute();
    await writeAudit(
      inTransaction,
      {
        action: 'request.status',
        actorUserId,
        customer: request.Customer,
        details: {
          number,
          from,
          to: status,
          ...(actorKey ? { key: actorKey } : {}),
          ...(comment ? { comment } : {}),
        },
      },
      now,
    );
    await appendOutboxEvent(
      inTransaction,
      {
        type: 'request.status-changed',
        customer: request.Customer,
        subject: number,
        payload: {
          number,
          from,
          to: status,
          comment,
          at,
          by:
            changer.kind === 'admin'
              ? { email: changer.email, name: changer.name }
              : { integrationKey: changer.keyName },
        },
      },
      now,
    );
    return { ...result, changed: true };
  });
}
