import type { Identity } from '../access/identity.server.js';
import { isQueueView } from '../actions/requests/list-requests.server.js';
import { type RequestDetail, readRequest } from '../actions/requests/read-request.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { type RequestOrder, requestOrders } from './request-orders.server.js';
import { type RequestRow, requestRow } from './requests-page.server.js';

/** One request's page: the request, the orders that name it, and what the viewer may do on it. */
export interface RequestPage {
  request: RequestDetail & RequestRow;
  orders: RequestOrder[];
  /** Whether the viewer may add files: the user who made it, or a provider admin. */
  canAttach: boolean;
  /** Where each attachment downloads, by its id. */
  files: Record<string, string>;
  /** Each history entry's time on the provider's clock, in history order. */
  historyTimes: string[];
}

/**
 * Request `number`'s page, or null when it is not within the viewer's reach (the route answers 404, so
 * another customer's request looks like none).
 *
 * @example
 * const page = await requestPage(identity, 'RQ-2026-0001');
 */
export async function requestPage(identity: Identity, number: string): Promise<RequestPage | null> {
  const { handle, env } = getPortalRuntime();
  const request = await readRequest(handle, identity, number);
  if (!request) return null;
  const files: Record<string, string> = {};
  for (const file of request.attachments)
    files[file.id] = `/requests/${encodeURIComponent(request.number)}/files/${encodeURIComponent(file.id)}`;
  return {
    request: { ...request, ...requestRow(request, isQueueView(identity), env.timeZone) },
    orders: await requestOrders(identity, request.customer, request.number),
    canAttach: identity.user.isAdmin || identity.user.id === request.createdById,
    files,
    historyTimes: request.history.map((entry) => formatDateTime(entry.at, env.timeZone)),
  };
}
