import type { RequestStatus } from '../../db/schema.server.js';
import { REQUEST_STATUSES, refusedMove } from './request-status.server.js';

/**
 * The statuses a request in status `from` may be moved to by whoever works it, in order: forward steps
 * and, before it is done, declined. Submitted is where requests start, never a move.
 *
 * @example
 * nextStatuses('acknowledged'); // ['in-progress', 'done', 'declined']
 */
export function nextStatuses(from: RequestStatus): RequestStatus[] {
  return REQUEST_STATUSES.filter((to) => to !== from && to !== 'submitted' && refusedMove(from, to) === null);
}
