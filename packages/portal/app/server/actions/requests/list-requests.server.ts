import type { Identity } from '../../access/identity.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { RequestKind, RequestStatus, RequestsTable } from '../../db/schema.server.js';
import { inReach, requestReach } from './request-reach.server.js';

/** One request as a list shows it. */
export interface RequestSummary {
  number: string;
  customer: string;
  kind: RequestKind;
  status: RequestStatus;
  pipeType: 'Tubular' | 'BHA';
  asset: string | null;
  neededBy: string | null;
  items: number;
  createdAt: string;
  updatedAt: string;
  createdBy: { name: string | null; email: string | null };
}

/**
 * A request's summary from its row, the number of its joints or tools and who made it: what a list shows
 * of it, and what its page starts from.
 *
 * @example
 * requestSummary(row, 12, { name: 'Carl Customer', email: 'customer@rigready.test' }).items; // 12
 */
export function requestSummary(
  row: Pick<
    RequestsTable,
    | 'number'
    | 'Customer'
    | 'kind'
    | 'status'
    | 'pipe_type'
    | 'asset'
    | 'needed_by'
    | 'created_at'
    | 'updated_at'
  >,
  items: number,
  createdBy: RequestSummary['createdBy'],
): RequestSummary {
  return {
    number: row.number,
    customer: row.Customer,
    kind: row.kind,
    status: row.status,
    pipeType: row.pipe_type,
    asset: row.asset,
    neededBy: row.needed_by,
    items,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy,
  };
}

/** Which requests a list shows: one status, the open ones (not done, not declined), or all. */
export type RequestFilter = RequestStatus | 'open' | 'all';

const OPEN: readonly RequestStatus[] = ['submitted', 'acknowledged', 'in-progress'];

/**
 * Whether an identity sees the provider's queue: an admin viewing the portal as no customer, who works
 * every customer's requests, oldest first. Anyone else sees one customer's requests, newest first.
 *
 * @example
 * isQueueView(identity); // true for an admin viewing as no one
 */
export function isQueueView(identity: Identity): boolean {
  return identity.user.isAdmin && identity.actor.actingCustomer === null;
}

/**
 * The requests within the identity's reach (see `requestReach`) that pass `filter`: the queue oldest
 * first for an admin viewing as no one, else newest first.
 *
 * @example
 * const open = await listRequests(handle, identity, 'open');
 */
export async function listRequests(
  handle: DatabaseHandle,
  identity: Identity,
  filter: RequestFilter,
): Promise<RequestSummary[]> {
  const rows = await handle.db
    .selectFrom('requests')
    .leftJoin('users', 'users.id', 'requests.created_by')
    .select((eb) => [
      'requests.number',
      'requests.Customer',
      'requests.kind',
      'requests.status',
      'requests.pipe_type',
      'requests.asset',
      'requests.needed_by',
      'requests.created_at',
      'requests.updated_at',
      'users.name',
      'users.email',
      eb
        .selectFrom('request_items')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('request_items.request_id', '=', 'requests.id')
        .as('items'),
    ])
    .where(inReach(requestReach(identity)))
    .$if(filter === 'open', (query) => query.where('requests.status', 'in', [...OPEN]))
    .$if(filter !== 'open' && filter !== 'all', (query) =>
      query.where('requests.status', '=', filter as RequestStatus),
    )
    .orderBy('requests.created_at', isQueueView(identity) ? 'asc' : 'desc')
    .orderBy('requests.number', isQueueView(identity) ? 'asc' : 'desc')
    .execute();
  return rows.map((row) =>
    requestSummary(row, Number(row.items), { name: row.name ?? null, email: row.email ?? null }),
  );
}
