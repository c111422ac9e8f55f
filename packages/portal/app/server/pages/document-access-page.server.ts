import { data } from 'react-router';
import type { Identity } from '../access/identity.server.js';
import {
  type DocumentAccessFilter,
  type DocumentAccessViewer,
  documentAccessViewer,
  readDocumentAccessFilter,
} from '../document-access/document-access-list.server.js';

/**
 * Who may read the access log and with which filter: a provider admin reads every customer's rows, a
 * customer administrator their own customer's whatever the query string names; anyone else is refused
 * with 403 (core's guard already sends them home from the page itself).
 *
 * @throws a 403 answer for a user who administers no customer.
 * @example
 * const { viewer, filter, problems } = documentAccessQuery(identity, request);
 */
export function documentAccessQuery(
  identity: Identity,
  request: Request,
): { viewer: DocumentAccessViewer; filter: DocumentAccessFilter; problems: string[] } {
  const viewer = documentAccessViewer(identity);
  if (!viewer)
    throw data({ message: 'Only admins and customer administrators read the document access log' }, 403);
  const { filter, problems } = readDocumentAccessFilter(new URL(request.url).searchParams);
  // A customer administrator's customer is fixed: any other named in the query string is not even echoed.
  return { viewer, filter: viewer.kind === 'customer' ? { ...filter, customer: null } : filter, problems };
}
