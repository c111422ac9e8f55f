import { data } from 'react-router';
import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import {
  recordDocumentAccess,
  signedInReader,
} from '../../server/document-access/record-document-access.server.js';
import { contentDisposition } from '../../server/document-store/download-name.server.js';
import { portalDocumentStore } from '../../server/document-store/portal-document-store.server.js';
import { applyFramedDocumentHeaders } from '../../server/http/security-headers.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { clientAddress } from '../../server/security/request-context.server.js';
import { isProviderCertificate, providerCertificateFile } from '../../server/services/reports.server.js';
import type { Route } from './+types/certificate-file';

// One of the provider's certificates as a PDF, guarded as the /certificates page that shows it in a frame:
// the one answer this origin may frame, so the page keeps `object-src 'none'` and needs no plugin. The frame
// is not sandboxed (Chromium refuses its PDF viewer in any sandboxed frame); the answer's own CSP,
// `default-src 'none'`, keeps the document from loading or running anything.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const identity = await requirePageUser(asPageRequest(request, '/certificates'));
  const { name } = params;
  if (!isProviderCertificate(name)) throw data({ message: 'The certificate must be NTO, ISO or JQS' }, 404);
  const runtime = getPortalRuntime();
  const pdf = await providerCertificateFile(pageScope(identity), portalDocumentStore(runtime), name);
  if (!pdf) throw data({ message: 'PDF does not exist' }, 404);
  await recordDocumentAccess(
    runtime.handle,
    signedInReader(identity, request, clientAddress(request, context, runtime.identity), 'open'),
    [{ kind: 'certificate', reference: name, fileName: `${name}.pdf` }],
    runtime.now(),
  );
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': contentDisposition(`${name}.pdf`, 'inline'),
  });
  applyFramedDocumentHeaders(headers, { production: runtime.env.mode === 'production' });
  headers.set('Cache-Control', 'private, no-store');
  return new Response(new Uint8Array(pdf), { status: 200, headers });
}
