import { calendarDay, formatDate } from '@rigready/core';
import type { Identity } from '../../access/identity.server.js';
import { writeAudit } from '../../audit/audit-log.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { DocumentStore } from '../../document-store/document-store.server.js';
import { appendOutboxEvent, takeOutboxLock } from '../../outbox/append-outbox-event.server.js';
import { ActionError } from '../action-error.server.js';
import { readDecisionComment } from '../decision-comment.server.js';
import { providerInstant } from '../provider-instant.server.js';
import { requireApprover } from '../require-approver.server.js';
import { storedSha256 } from './stored-sha256.server.js';

/** What an approver decides. */
export type ApprovalDecision = 'approved' | 'rejected';

/** What {@link decideApproval} did: `changed` is false for a repeat of the decision recorded. */
export interface DecidedApproval {
  number: string;
  decision: ApprovalDecision;
  changed: boolean;
  at: string;
  atLocal: string;
}

function readDecision(value: unknown): ApprovalDecision {
  if (value === 'approved' || value === 'rejected') return value;
  throw new ActionError(400, `decision must be approved or rejected; got ${JSON.stringify(value ?? null)}`);
}

const WORDS: Record<ApprovalDecision, string> = { approved: 'approved', rejected: 'rejected' };

/**
 * Approves or rejects pending approval `number` of the approver's own customer, with a comment (required
 * to reject). The stored document is read again first and its SHA-256 must still be the one recorded; a
 * quote past its valid-until day cannot be approved. The record keeps who (id, name, e-mail), the instant
 * (ISO, and on the provider's clock with its time zone) and the comment; audited (`approval.decided`) with
 * an outbox event (`approval.decided`). The same decision again writes nothing; of two raced decisions
 * one is recorded and the other is answered as a repeat or refused.
 *
 * @throws {@link ActionError} 400 for a bad decision or comment, 403 for a user who may not approve, 404
 * for an approval not of their customer, 409 for a changed document, an expired quote, a superseded
 * approval or a different decision recorded already.
 * @example
 * await decideApproval(handle, store, identity, 'AP-2026-0001', { decision: 'approved', comment: '' },
 *   new Date('2026-11-26T07:14:05Z'), 'Europe/Oslo');
 * // { number: 'AP-2026-0001', decision: 'approved', changed: true, atLocal: '26.11.2026 08:14 (Europe/Oslo)', ... }
 */
export async function decideApproval(
  handle: DatabaseHandle,
  store: DocumentStore,
  identity: Identity,
  number: string,
  input: { decision: unknown; comment?: unknown },
  now: Date,
  timeZone: string,
): Promise<DecidedApproval> {
  const decision = readDecision(input.decision);
  const comment = readDecisionComment(
    input.comment,
    decision === 'rejected' ? 'A rejection needs a comment: say what is wrong' : null,
  );
  const approver = await requireApprover(handle, identity);
  const found = await handle.db
    .selectFrom('approvals')
    .select(['file_key', 'sha256'])
    .where('number', '=', number)
    .where('Customer', '=', approver.customer)
    .executeTakeFirst();
  if (!found) throw new ActionError(404, `No approval ${number}`);
  if ((await storedSha256(store, found.file_key)) !== found.sha256)
    throw new ActionError(
      409,
      `The document of ${number} is not the one put to you (its SHA-256 is not ${found.sha256}): nothing was recorded; tell the provider`,
    );
  const at = now.toISOString();
  const atLocal = providerInstant(now, timeZone);
  return handle.db.transaction().execute(async (trx) => {
    const inTransaction = { ...handle, db: trx };
    await takeOutboxLock(inTransaction);
    const approval = await trx
      .selectFrom('approvals')
      .selectAll()
      .where('number', '=', number)
      .where('Customer', '=', approver.customer)
      .executeTakeFirstOrThrow();
    if (approval.status === decision)
      return {
        number,
        decision,
        changed: false,
        at: approval.decided_at ?? at,
        atLocal: approval.decided_at_local ?? atLocal,
      };
    if (approval.status === 'approved' || approval.status === 'rejected')
      throw new ActionError(
        409,
        `${number} is ${WORDS[approval.status]} already: it cannot be ${WORDS[decision]}`,
      );
    if (approval.status === 'superseded') {
      const newer = await trx
        .selectFrom('approvals')
        .select('number')
        .where('supersedes_id', '=', approval.id)
        .executeTakeFirst();
      throw new ActionError(
        409,
        `${number} is superseded by ${newer?.number ?? 'a newer version'}: decide that version`,
      );
    }
    if (decision === 'approved' && approval.valid_until && approval.valid_until < calendarDay(now, timeZone))
      throw new ActionError(
        409,
        `The quote ${number} was valid until ${formatDate(approval.valid_until)}: it can no longer be approved; ask for a new version`,
      );
    const recorded = await trx
      .updateTable('approvals')
      .set({
        status: decision,
        decided_by: approver.userId,
        decided_name: approver.name,
        decided_email: approver.email,
        decided_at: at,
        decided_at_local: atLocal,
        decision_comment: comment,
      })
      .where('id', '=', approval.id)
      .where('status', '=', 'pending')
      .where('sha256', '=', found.sha256)
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) !== 1)
      throw new ActionError(409, `${number} changed while this decision was made: read it again`);
    await writeAudit(
      inTransaction,
      {
        action: 'approval.decided',
        actorUserId: approver.userId,
        customer: approver.customer,
        details: {
          number,
          decision,
          title: approval.title,
          sha256: approval.sha256,
          ...(comment ? { comment } : {}),
        },
      },
      now,
    );
    await appendOutboxEvent(
      inTransaction,
      {
        type: 'approval.decided',
        customer: approver.customer,
        subject: number,
        payload: {
          number,
          decision,
          comment,
          title: approval.title,
          sha256: approval.sha256,
          at,
          atLocal,
          by: { name: approver.name, email: approver.email },
        },
      },
      now,
    );
    return { number, decision, changed: true, at, atLocal };
  });
}
