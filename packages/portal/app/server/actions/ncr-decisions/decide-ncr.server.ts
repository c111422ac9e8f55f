import type { Identity } from '../../access/identity.server.js';
import { writeAudit } from '../../audit/audit-log.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { NcrDecision } from '../../db/schema.server.js';
import { appendOutboxEvent, takeOutboxLock } from '../../outbox/append-outbox-event.server.js';
import { createScopedDb } from '../../scoping/scoped-db.server.js';
import { ActionError } from '../action-error.server.js';
import { readDecisionComment } from '../decision-comment.server.js';
import { providerInstant } from '../provider-instant.server.js';
import { requireApprover } from '../require-approver.server.js';
import {
  AWAITING_DISPOSITION,
  awaitsDisposition,
  isNcrDecision,
  NCR_DECISION_WORDS,
} from './ncr-decision-words.server.js';

/** What a caller is told of an NCR not in their reach: the same for another customer's as for none. */
export const NO_SUCH_NCR = 'No such NCR among your company’s reports';

/** What {@link decideNcr} did: `changed` is false for a repeat of the decision recorded. */
export interface DecidedNcr {
  ncrNo: string;
  decision: NcrDecision;
  changed: boolean;
  at: string;
  atLocal: string;
}

/**
 * Records an approver's disposition of NCR `ncrNo` of their own customer (accept, repair, reject or accept
 * with deviation; a comment is required to reject or accept with deviation), while its status is Awaiting
 * Disposition. An NCR is decided once: the same decision again writes nothing, another is refused. The
 * record keeps who, the instant (ISO and on the provider's clock) and the comment; audited (`ncr.decided`)
 * with an outbox event (`ncr.decided`).
 *
 * @throws {@link ActionError} 400 for a bad decision or comment, 403 for a user who may not approve, 404
 * for an NCR not of their customer, 409 for an NCR not awaiting disposition or decided otherwise.
 * @example
 * await decideNcr(handle, identity, 'NCR-2026-014', { decision: 'repair', comment: 'Recut the pin' },
 *   new Date(), 'Europe/Oslo'); // { ncrNo: 'NCR-2026-014', decision: 'repair', changed: true, ... }
 */
export async function decideNcr(
  handle: DatabaseHandle,
  identity: Identity,
  ncrNo: string,
  input: { decision: unknown; comment?: unknown },
  now: Date,
  timeZone: string,
): Promise<DecidedNcr> {
  const { decision } = input;
  if (!isNcrDecision(decision))
    throw new ActionError(
      400,
      `decision must be accept, repair, reject or accept-with-deviation; got ${JSON.stringify(decision ?? null)}`,
    );
  const comment = readDecisionComment(
    input.comment,
    decision === 'reject' || decision === 'accept-with-deviation'
      ? `${NCR_DECISION_WORDS[decision]} needs a comment: say why`
      : null,
  );
  const approver = await requireApprover(handle, identity);
  const at = now.toISOString();
  const atLocal = providerInstant(now, timeZone);
  return handle.db.transaction().execute(async (trx) => {
    const inTransaction = { ...handle, db: trx };
    await takeOutboxLock(inTransaction);
    const ncr = await createScopedDb(inTransaction, identity.actor)
      .selectFrom('ncr')
      .select(['NCR_No', 'Status'])
      .where('Customer', '=', approver.customer)
      .where('NCR_No', '=', ncrNo)
      .executeTakeFirst();
    if (!ncr) throw new ActionError(404, NO_SUCH_NCR);
    const decided = await trx
      .selectFrom('ncr_decisions')
      .select(['decision', 'decided_at', 'decided_at_local'])
      .where('Customer', '=', approver.customer)
      .where('NCR_No', '=', ncrNo)
      .executeTakeFirst();
    if (decided?.decision === decision)
      return { ncrNo, decision, changed: false, at: decided.decided_at, atLocal: decided.decided_at_local };
    if (decided)
      throw new ActionError(
        409,
        `${ncrNo} is decided already (${NCR_DECISION_WORDS[decided.decision]}): it is decided once`,
      );
    if (!awaitsDisposition(ncr.Status))
      throw new ActionError(
        409,
        `${ncrNo} is ${ncr.Status ?? 'without a status'}: only an NCR with the status ${AWAITING_DISPOSITION} is decided`,
      );
    await trx
      .insertInto('ncr_decisions')
      .values({
        Customer: approver.customer,
        NCR_No: ncrNo,
        decision,
        comment,
        decided_by: approver.userId,
        decided_name: approver.name,
        decided_email: approver.email,
        decided_at: at,
        decided_at_local: atLocal,
      })
      .execute();
    await writeAudit(
      inTransaction,
      {
        action: 'ncr.decided',
        actorUserId: approver.userId,
        customer: approver.customer,
        details: { ncrNo, decision, ...(comment ? { comment } : {}) },
      },
      now,
    );
    await appendOutboxEvent(
      inTransaction,
      {
        type: 'ncr.decided',
        customer: approver.customer,
        subject: ncrNo,
        payload: {
          ncrNo,
          decision,
          comment,
          at,
          atLocal,
          by: { name: approver.name, email: approver.email },
        },
      },
      now,
    );
    return { ncrNo, decision, changed: true, at, atLocal };
  });
}
