import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { askQuoteFromUpload } from '../../server/pages/ask-approval.server.js';
import type { Route } from './+types/approval-quote';

// A provider admin's quote with its PDF, as multipart/form-data: the one approvals route that takes a file.
export async function action({ request }: Route.ActionArgs) {
  return askQuoteFromUpload(await requirePageUser(asPageRequest(request, '/approvals')), request);
}

export function loader() {
  return Response.json({ message: 'Post a quote with POST' }, { status: 405, headers: { Allow: 'POST' } });
}
