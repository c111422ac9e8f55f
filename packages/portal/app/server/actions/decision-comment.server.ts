import { DECISION_COMMENT_MAX } from '../../shared/decision-comment-max.js';
import { ActionError } from './action-error.server.js';

/**
 * A decision's comment, trimmed (null when empty), at most {@link DECISION_COMMENT_MAX} characters, and
 * present when `required` (the message that says why it must be) is given.
 *
 * @throws {@link ActionError} 400 for a comment that is not text, too long, or missing where required.
 * @example
 * readDecisionComment('  fine ', null); // 'fine'
 * readDecisionComment('', 'A rejection needs a comment: say what is wrong'); // throws 400
 */
export function readDecisionComment(comment: unknown, required: string | null): string | null {
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    throw new ActionError(400, 'comment must be text');
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (text.length > DECISION_COMMENT_MAX)
    throw new ActionError(400, `comment is ${text.length} characters; at most ${DECISION_COMMENT_MAX}`);
  if (required && text === '') throw new ActionError(400, required);
  return text === '' ? null : text;
}
