import { data } from 'react-router';
import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { signedInReader } from '../../server/document-access/record-document-access.server.js';
import { DocumentSelectionError } from '../../server/documents/selection/document-selection.server.js';
import {
  selectedDocumentsZip,
  selectedNumbers,
} from '../../server/documents/zips/selected-documents-zip.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { clientAddress } from '../../server/security/request-context.server.js';
import type { Route } from './+types/delivery-zip';

// 'Download Selected' of the /delivery BHA list: the selected BHA delivery tickets' PDFs as one zip. Guarded as its page.
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requirePageUser(asPageRequest(request, '/delivery'));
  const form = await readForm(request);
  if (form.get('intent') !== 'zip') throw data({ message: 'intent must be zip' }, { status: 400 });
  const scoped = pageScope(identity);
  try {
    const targets = selectedNumbers(form).map((DT_No) => ({ kind: 'delivery-ticket-pdf' as const, DT_No }));
    return await selectedDocumentsZip(
      scoped,
      targets,
      'delivery_tickets.zip',
      signedInReader(
        identity,
        request,
        clientAddress(request, context, getPortalRuntime().identity),
        'download',
      ),
    );
  } catch (error) {
    if (error instanceof DocumentSelectionError) throw data({ message: error.message }, { status: 403 });
    throw error;
  }
}
