import type { Identity } from '../access/identity.server.js';
import { findApproval } from '../actions/approvals/approval-records.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { portalDocumentStore } from '../document-store/portal-document-store.server.js';
import { documentNotFound, fileAnswer } from '../documents/serve/document-answers.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { customerReach } from './customer-reach.server.js';

/**
 * The exact stored bytes of approval `number`'s document as an attachment, for a caller who may open the
 * approval's page (404 otherwise, as for a missing file); audited as a download (`export.document`).
 *
 * @example
 * export const loader = async ({ request, params }: Route.LoaderArgs) =>
 *   approvalDocumentAnswer(await requirePageUser(asPageRequest(request, '/approvals')), params.number);
 */
export async function approvalDocumentAnswer(identity: Identity, number: string): Promise<Response> {
  const runtime = getPortalRuntime();
  const approval = await findApproval(runtime.handle, customerReach(identity), number);
  if (!approval) return documentNotFound();
  const stream = await portalDocumentStore(runtime).open(approval.fileKey);
  if (!stream) return documentNotFound();
  await writeAudit(
    runtime.handle,
    {
      action: 'export.document',
      actorUserId: identity.user.id,
      customer: approval.customer,
      details: { kind: 'approval', number, name: approval.fileName },
    },
    runtime.now(),
  );
  return fileAnswer(approval.fileName, stream, approval.contentType);
}
