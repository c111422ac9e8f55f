import { DECISION_COMMENT_MAX } from '../../shared/decision-comment-max.js';

/**
 * The comment of an approver's decision (an approval's or an NCR disposition's): a textarea named
 * `comment`, as long as the server keeps. When it is required is the server's to say; `label` tells the
 * approver.
 *
 * @example
 * <DecisionCommentField label="Comment (required to reject)" />
 */
export function DecisionCommentField({ label }: { label: string }) {
  return (
    <label className="rr-field">
      <span className="rr-field__label">{label}</span>
      <textarea
        className="rr-field__input rr-approvals__textarea"
        name="comment"
        rows={3}
        maxLength={DECISION_COMMENT_MAX}
      />
    </label>
  );
}
