import type { RequestStatus } from '../../db/schema.server.js';

/** Every status in the order a request moves through them; declined ends it on the way. */
export const REQUEST_STATUSES: readonly RequestStatus[] = [
  'submitted',
  'acknowledged',
  'in-progress',
  'done',
  'declined',
];

const FORWARD: readonly RequestStatus[] = ['submitted', 'acknowledged', 'in-progress', 'done'];

/** A status in words, as screens, mails and errors say it. */
export const REQUEST_STATUS_WORDS: Record<RequestStatus, string> = {
  submitted: 'submitted',
  acknowledged: 'acknowledged',
  'in-progress': 'in progress',
  done: 'done',
  declined: 'declined',
};

/**
 * Whether a text names a request status.
 *
 * @example
 * isRequestStatus('in-progress'); // true
 */
export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/**
 * Why a request in status `from` cannot move to `to`, or null when it can. A request moves forward
 * (skipping steps is allowed: the system of record may answer done at once) or is declined before it is
 * done; done and declined are final. Moving to the status it has is not a move: callers treat it as a
 * repeat.
 *
 * @example
 * refusedMove('submitted', 'in-progress'); // null
 * refusedMove('done', 'acknowledged'); // 'it is done already'
 */
export function refusedMove(from: RequestStatus, to: RequestStatus): string | null {
  if (from === 'done' || from === 'declined') return `it is ${REQUEST_STATUS_WORDS[from]} already`;
  if (to === 'declined') return null;
  if (FORWARD.indexOf(to) < FORWARD.indexOf(from))
    return `it is ${REQUEST_STATUS_WORDS[from]}: a request does not move back`;
  return null;
}
