import { randomUUID } from 'node:crypto';
import type { Identity } from '../access/identity.server.js';
import type { DatabaseHandle } from '../db/database.server.js';

/**
 * What kind of document was served, as the access log lists and filters it.
 *
 * @example
 * const kind: DocumentKind = 'inspection-report';
 */
export const DOCUMENT_KINDS = [
  'inspection-report',
  'certificate',
  'ncr',
  'delivery',
  'pre-invoice',
  'order',
  'inventory',
  'data',
] as const;

/** One of {@link DOCUMENT_KINDS}. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** One document as served: what it is, its reference (the number it is known by) and its file name. */
export interface ServedDocument {
  kind: DocumentKind;
  reference: string;
  fileName: string;
}

/** Who was served and how: the account (null on a public link), the customer, the request's origin. */
export interface DocumentReader {
  user: { id: string; email: string } | null;
  customer: string | null;
  /** 'open' when shown in the browser, 'download' when saved as a file. */
  mode: 'open' | 'download';
  via: 'page' | 'api' | 'public';
  address: string;
  userAgent: string | null;
}

/** Longer User-Agents are cut: the column is to recognise a device by. */
const USER_AGENT_MAX = 512;

/**
 * The reader of a signed-in request: the account, the customer the session acts for, the request's address
 * (as rate limits count it: see clientAddress) and User-Agent; `api` when a bearer token was sent, else
 * `page`.
 *
 * @example
 * const reader = signedInReader(identity, request, clientAddress(request, context, runtime.identity), 'download');
 */
export function signedInReader(
  identity: Identity,
  request: Request,
  address: string,
  mode: DocumentReader['mode'],
): DocumentReader {
  return {
    user: { id: identity.user.id, email: identity.user.email },
    customer: identity.actor.actingCustomer ?? identity.actor.customer,
    mode,
    via: request.headers.has('Authorization') ? 'api' : 'page',
    address,
    userAgent: request.headers.get('User-Agent'),
  };
}

/**
 * Writes one access-log row per document served, in one statement, before the bytes go out: a serving the
 * log cannot record is not served (the caller's error answers 500), so no document leaves unrecorded.
 *
 * @example
 * await recordDocumentAccess(handle, reader, [{ kind: 'ncr', reference: 'NW-NCR1', fileName: 'NCR NW-NCR1.pdf' }], now);
 */
export async function recordDocumentAccess(
  handle: DatabaseHandle,
  reader: DocumentReader,
  documents: readonly ServedDocument[],
  at: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await handle.db
    .insertInto('document_access')
    .values(
      documents.map((document) => ({
        id: randomUUID(),
        at: at.toISOString(),
        user_id: reader.user?.id ?? null,
        email: reader.user?.email ?? null,
        Customer: reader.customer,
        kind: document.kind,
        reference: document.reference,
        file_name: document.fileName,
        mode: reader.mode,
        address: reader.address,
        user_agent: reader.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        via: reader.via,
      })),
    )
    .execute();
}
