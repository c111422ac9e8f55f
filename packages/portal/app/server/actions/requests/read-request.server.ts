import { sql } from 'kysely';
import type { Identity } from '../../access/identity.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { RequestStatus } from '../../db/schema.server.js';
import { type RequestSummary, requestSummary } from './list-requests.server.js';
import type { RequestItem } from './request-items.server.js';
import { inReach, requestReach } from './request-reach.server.js';

/** One dated change of a request's status and who made it (a user's name and e-mail, or a key's name). */
export interface RequestHistoryEntry {
  at: string;
  from: RequestStatus | null;
  to: RequestStatus;
  comment: string | null;
  by: string;
}

/** A file attached to a request. */
export interface RequestAttachment {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
  uploadedBy: string | null;
}

/** A request with everything its page shows but the orders that name it. */
export interface RequestDetail extends RequestSummary {
  id: string;
  /** The user who made it. */
  createdById: string;
  inspectionSpec: string | null;
  destination: string | null;
  contact: string | null;
  notes: string | null;
  declineReason: string | null;
  itemList: RequestItem[];
  history: RequestHistoryEntry[];
  attachments: RequestAttachment[];
}

function person(name: string | null, email: string | null): string | null {
  if (name && email) return `${name} (${email})`;
  return name ?? email;
}

/**
 * Request `number` with its joints or tools, its dated history (oldest first) and its attachments, or
 * null when it is not within the identity's reach (see `requestReach`): a request of another customer
 * answers as one that does not exist.
 *
 * @example
 * const request = await readRequest(handle, identity, 'RQ-2026-0001');
 * request?.history[0]; // { at: '2026-11-29T10:00:00.000Z', from: null, to: 'submitted', comment: null, by: 'Carl Customer (customer@rigready.test)' }
 */
export async function readRequest(
  handle: DatabaseHandle,
  identity: Identity,
  number: string,
): Promise<RequestDetail | null> {
  const row = await handle.db
    .selectFrom('requests')
    .leftJoin('users', 'users.id', 'requests.created_by')
    .selectAll('requests')
    .select(['users.name as creator_name', 'users.email as creator_email'])
    .where('requests.number', '=', number)
    .where(inReach(requestReach(identity)))
    .executeTakeFirst();
  if (!row) return null;
  const [items, events, attachments] = await Promise.all([
    handle.db
      .selectFrom('request_items')
      .select(['kind', 'serial', 'item_no', 'asset'])
      .where('request_id', '=', row.id)
      .orderBy('position')
      .execute(),
    handle.db
      .selectFrom('request_events')
      .leftJoin('users', 'users.id', 'request_events.actor_user_id')
      .select([
        'request_events.at',
        'request_events.from_status',
        'request_events.to_status',
        'request_events.comment',
        'request_events.actor_key',
        'users.name',
        'users.email',
      ])
      .where('request_events.request_id', '=', row.id)
      .orderBy('request_events.at')
      .orderBy(sql`case when request_events.from_status is null then 0 else 1 end`)
      .execute(),
    handle.db
      .selectFrom('request_attachments')
      .leftJoin('users', 'users.id', 'request_attachments.uploaded_by')
      .select([
        'request_attachments.id',
        'request_attachments.name as file_name',
        'request_attachments.content_type',
        'request_attachments.size',
        'request_attachments.sha256',
        'request_attachments.uploaded_at',
        'users.name',
        'users.email',
      ])
      .where('request_attachments.request_id', '=', row.id)
      .orderBy('request_attachments.uploaded_at')
      .orderBy('request_attachments.name')
      .execute(),
  ]);
  return {
    id: row.id,
    ...requestSummary(row, items.length, {
      name: row.creator_name ?? null,
      email: row.creator_email ?? null,
    }),
    createdById: row.created_by,
    inspectionSpec: row.inspection_spec,
    destination: row.destination,
    contact: row.contact,
    notes: row.notes,
    declineReason: row.decline_reason,
    itemList: items.map((item) => ({
      kind: item.kind,
      serial: item.serial,
      itemNo: item.item_no,
      asset: item.asset,
    })),
    history: events.map((event) => ({
      at: event.at,
      from: event.from_status,
      to: event.to_status,
      comment: event.comment,
      by: event.actor_key
        ? `${event.actor_key} (integration key)`
        : (person(event.name ?? null, event.email ?? null) ?? 'a removed user'),
    })),
    attachments: attachments.map((file) => ({
      id: file.id,
      name: file.file_name,
      contentType: file.content_type,
      size: Number(file.size),
      sha256: file.sha256,
      uploadedAt: file.uploaded_at,
      uploadedBy: person(file.name ?? null, file.email ?? null),
    })),
  };
}
