/**
 * An action that cannot be taken, with the HTTP status to answer and a message that says what is wrong:
 * 400 bad input, 403 not allowed, 404 no such record (in the caller's reach), 409 the record's state
 * forbids it.
 *
 * @example
 * throw new ActionError(409, 'RQ-2026-0001 is done: it cannot become in progress');
 */
export class ActionError extends Error {
  override name = 'ActionError';
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}
