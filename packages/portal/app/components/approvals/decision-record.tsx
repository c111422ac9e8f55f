import type { DecisionRecord as Recorded } from '../../server/actions/approvals/approval-records.server.js';

/**
 * Who decided and when, as the record keeps it: the decision, the approver's name and e-mail, the instant
 * on the provider's clock (with its time zone) and the comment.
 *
 * @example
 * <DecisionRecord decision="Approved" record={approval.decision} />
 */
export function DecisionRecord({
  decision,
  record,
}: {
  decision: string;
  record: Pick<Recorded, 'name' | 'email' | 'atLocal' | 'comment'>;
}) {
  return (
    <section className="rr-approvals__decision" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Decision</h2>
      <p data-testid="decision-record">
        <strong>{decision}</strong> by {record.name ?? record.email}
        {record.name && record.email ? ` (${record.email})` : ''}, {record.atLocal}
      </p>
      {record.comment ? <blockquote className="rr-approvals__comment">{record.comment}</blockquote> : null}
    </section>
  );
}
