/**
 * The longest decision comment kept (an approval's or an NCR disposition's). Shared by the server's check
 * and the decision forms' textarea, so the form stops where the server would refuse.
 *
 * @example
 * 'x'.repeat(2001).length > DECISION_COMMENT_MAX; // true
 */
export const DECISION_COMMENT_MAX = 2000;
