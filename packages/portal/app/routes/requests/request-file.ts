import { data } from 'react-router';
import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { openRequestAttachment } from '../../server/actions/requests/open-request-attachment.server.js';
import { portalDocumentStore } from '../../server/document-store/portal-document-store.server.js';
import { fileAnswer } from '../../server/documents/serve/document-answers.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/request-file';

// One of a request's files, guarded as the request's page: out of the caller's reach it is not found.
export async function loader({ request, params }: Route.LoaderArgs) {
  const identity = await requirePageUser(asPageRequest(request, '/requests'));
  const runtime = getPortalRuntime();
  const file = await openRequestAttachment(
    runtime.handle,
    portalDocumentStore(runtime),
    identity,
    params.number,
    params.id,
  );
  if (!file) throw data({ message: 'No such file' }, 404);
  return fileAnswer(file.name, file.body, file.contentType);
}
