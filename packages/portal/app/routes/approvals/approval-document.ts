import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { approvalDocumentAnswer } from '../../server/pages/approval-document.server.js';
import type { Route } from './+types/approval-document';

// The exact bytes an approval is of, guarded as the approvals pages are.
export async function loader({ request, params }: Route.LoaderArgs) {
  return approvalDocumentAnswer(await requirePageUser(asPageRequest(request, '/approvals')), params.number);
}
