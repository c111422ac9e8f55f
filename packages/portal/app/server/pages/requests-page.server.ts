import type { Identity } from '../access/identity.server.js';
import { ActionError } from '../actions/action-error.server.js';
import { changeRequestStatus } from '../actions/requests/change-request-status.server.js';
import {
  isQueueView,
  listRequests,
  type RequestFilter,
  type RequestSummary,
} from '../actions/requests/list-requests.server.js';
import { REQUEST_KIND_WORDS } from '../actions/requests/request-kinds.server.js';
import { nextStatuses } from '../actions/requests/request-moves.server.js';
import { isRequestStatus, REQUEST_STATUS_WORDS } from '../actions/requests/request-status.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import type { RequestStatus } from '../db/schema.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { mayRequest } from './may-request.server.js';

/** A request as the list shows it: its kind and status in words, and the moves the viewer may make. */
export interface RequestRow extends RequestSummary {
  kindWords: string;
  statusWords: string;
  /** When it was made, on the provider's clock: `29.11.2026 11:00`. */
  createdAtText: string;
  moves: { status: RequestStatus; words: string }[];
}

/** The /requests page: the provider's queue, or one customer's requests. */
export interface RequestsPage {
  /** True for a provider admin viewing as no one: every customer's requests, to work. */
  queue: boolean;
  /** True for an admin viewing as a customer: that customer's requests, read only. */
  viewingAs: string | null;
  /** Whether the viewer may make a request (the New request button). */
  canRequest: boolean;
  filter: RequestFilter;
  filters: { value: RequestFilter; words: string }[];
  requests: RequestRow[];
}

/**
 * A request as a row the viewer reads, with the moves it may make on it.
 *
 * @example
 * requestRow(summary, true, 'Europe/Oslo').moves[0]; // { status: 'acknowledged', words: 'acknowledged' }
 */
export function requestRow(summary: RequestSummary, canWork: boolean, timeZone: string): RequestRow {
  return {
    ...summary,
    createdAtText: formatDateTime(summary.createdAt, timeZone),
    kindWords: REQUEST_KIND_WORDS[summary.kind],
    statusWords: REQUEST_STATUS_WORDS[summary.status],
    moves: canWork
      ? nextStatuses(summary.status).map((status) => ({ status, words: REQUEST_STATUS_WORDS[status] }))
      : [],
  };
}

function filterOf(url: URL, queue: boolean): RequestFilter {
  const asked = url.searchParams.get('status');
  if (asked === 'open' || asked === 'all' || isRequestStatus(asked)) return asked;
  return queue ? 'open' : 'all';
}

/**
 * The /requests page's data: for an admin viewing as no one the queue (open requests by default, oldest
 * first), else the requests of the customer looked at (newest first); `?status=` picks open, all or one
 * status.
 *
 * @example
 * const page = await requestsPage(identity, new URL(request.url));
 */
export async function requestsPage(identity: Identity, url: URL): Promise<RequestsPage> {
  const { handle, env } = getPortalRuntime();
  const queue = isQueueView(identity);
  const filter = filterOf(url, queue);
  const requests = await listRequests(handle, identity, filter);
  return {
    queue,
    viewingAs: identity.user.isAdmin ? identity.actor.actingCustomer : null,
    canRequest: await mayRequest(identity),
    filter,
    filters: [
      { value: 'open', words: 'Open' },
      { value: 'all', words: 'All' },
      ...(['submitted', 'acknowledged', 'in-progress', 'done', 'declined'] as const).map((status) => ({
        value: status,
        words: REQUEST_STATUS_WORDS[status].replace(/^./, (first) => first.toUpperCase()),
      })),
    ],
    requests: requests.map((summary) => requestRow(summary, queue, env.timeZone)),
  };
}

/**
 * Moves a request's status from a page's form (`number`, `status`, `comment`), as the admin working the
 * queue; answers what to tell them.
 *
 * @throws {@link ActionError} 403 for anyone but an admin viewing as no one, and as `changeRequestStatus`.
 * @example
 * await changeStatusFromPage(identity, form); // 'RQ-2026-0001 is now acknowledged'
 */
export async function changeStatusFromPage(identity: Identity, form: FormData): Promise<string> {
  if (!isQueueView(identity))
    throw new ActionError(403, 'Requests are worked by provider admins viewing the portal as no customer');
  const runtime = getPortalRuntime();
  const { user } = identity;
  const change = await changeRequestStatus(
    runtime.handle,
    { kind: 'admin', userId: user.id, email: user.email, name: user.name },
    String(form.get('number') ?? ''),
    { status: form.get('status'), comment: form.get('comment') ?? undefined },
    runtime.now(),
  );
  const words = REQUEST_STATUS_WORDS[change.status];
  return change.changed ? `${change.number} is now ${words}` : `${change.number} was ${words} already`;
}
