import type { Readable } from 'node:stream';
import type { Identity } from '../../access/identity.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { DocumentStore } from '../../document-store/document-store.server.js';
import { inReach, requestReach } from './request-reach.server.js';

/** An attachment's bytes and what to answer them with. */
export interface OpenedAttachment {
  name: string;
  contentType: string;
  size: number;
  body: Readable;
}

/**
 * Attachment `id` of request `number`, opened, when the request is within the identity's reach (see
 * `requestReach`); null otherwise, and when the file is missing from the store.
 *
 * @example
 * const file = await openRequestAttachment(handle, store, identity, 'RQ-2026-0001', id);
 */
export async function openRequestAttachment(
  handle: DatabaseHandle,
  store: DocumentStore,
  identity: Identity,
  number: string,
  id: string,
): Promise<OpenedAttachment | null> {
  const row = await handle.db
    .selectFrom('request_attachments')
    .innerJoin('requests', 'requests.id', 'request_attachments.request_id')
    .select([
      'request_attachments.file_key',
      'request_attachments.name',
      'request_attachments.content_type',
      'request_attachments.size',
    ])
    .where('requests.number', '=', number)
    .where('request_attachments.id', '=', id)
    .where(inReach(requestReach(identity)))
    .executeTakeFirst();
  if (!row) return null;
  const body = await store.open(row.file_key);
  if (!body) return null;
  return { name: row.name, contentType: row.content_type, size: Number(row.size), body };
}
