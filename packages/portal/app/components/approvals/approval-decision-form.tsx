import { Form, useNavigation } from 'react-router';
import { DecisionCommentField } from './decision-comment-field.js';

/**
 * The approver's form on a pending approval: a comment (required to reject, said by the server) and the
 * two decisions as buttons.
 *
 * @example
 * {loaderData.canDecide ? <ApprovalDecisionForm /> : null}
 */
export function ApprovalDecisionForm() {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="rr-form rr-approvals__form rr-approvals__decide" aria-label="Decide">
      <h2>Your decision</h2>
      <DecisionCommentField label="Comment (required to reject)" />
      <div className="rr-approvals__buttons">
        <button
          type="submit"
          name="decision"
          value="approved"
          className="rr-button"
          data-variant="primary"
          disabled={busy}
        >
          Approve
        </button>
        <button
          type="submit"
          name="decision"
          value="rejected"
          className="rr-button"
          data-variant="danger"
          disabled={busy}
        >
          Reject
        </button>
      </div>
    </Form>
  );
}
