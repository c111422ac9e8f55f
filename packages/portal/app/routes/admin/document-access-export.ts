import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { listDocumentAccess } from '../../server/document-access/document-access-list.server.js';
import { documentAccessCsv } from '../../server/pages/document-access-csv.server.js';
import { documentAccessQuery } from '../../server/pages/document-access-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/document-access-export';

/** The most rows one export holds: a year of a busy portal's downloads. */
const EXPORT_ROWS = 100_000;

// The /document-access list as CSV, with the page's filter and the page's guard: a customer administrator's
// export holds their own customer's rows only, whatever the query string says.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(asPageRequest(request, '/document-access'));
  const { viewer, filter } = documentAccessQuery(identity, request);
  const { handle, env } = getPortalRuntime();
  const { rows } = await listDocumentAccess(handle, viewer, filter, {
    timeZone: env.timeZone,
    limit: EXPORT_ROWS,
  });
  return documentAccessCsv(rows, env.timeZone);
}
