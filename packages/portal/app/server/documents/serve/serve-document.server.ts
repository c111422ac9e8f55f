import type { RouterContextProvider } from 'react-router';
import { requireApiIdentity } from '../../access/require-api-identity.server.js';
import { writeAudit } from '../../audit/audit-log.server.js';
import { recordDocumentAccess, signedInReader } from '../../document-access/record-document-access.server.js';
import { portalDocumentStore } from '../../document-store/portal-document-store.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import { ScopeError } from '../../scoping/actor.server.js';
import { createScopedDb } from '../../scoping/scoped-db.server.js';
import { apiJson } from '../../security/api-answers.server.js';
import { clientAddress } from '../../security/request-context.server.js';
import { DOCUMENT_ROUTE_PREFIX, readDocumentLink } from '../links/document-link.server.js';
import { documentContext } from '../render/document-context.server.js';
import { scopedForAsset } from './asset-scope.server.js';
import { documentNotFound, fileAnswer } from './document-answers.server.js';
import { resolveTarget } from './document-target.server.js';
import { servedDocument } from './served-document.server.js';

/**
 * Serves `GET /api/documents/<link>`, the one route every pdflink and excellink points at. The caller
 * signs in as for any /api call (cookie or bearer; 401 otherwise); the link must be one the server issued
 * to this user acting for this customer and not yet expired; its target is then resolved again through
 * the caller's scoped db. Anything else, including a path or a traversal name in place of a link, is one
 * 404. The file is streamed with its type, a safe attachment name and `Cache-Control: private, no-store`,
 * once the document access log has its row (no row, no file).
 *
 * @example
 * export const loader = ({ request, context }: Route.LoaderArgs) => serveDocument(request, context);
 */
export async function serveDocument(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<Response> {
  const identity = await requireApiIdentity(request);
  const runtime = getPortalRuntime();
  const now = runtime.now();
  const path = new URL(request.url).pathname;
  if (!path.startsWith(DOCUMENT_ROUTE_PREFIX)) return documentNotFound();
  const target = readDocumentLink(
    runtime.tokenKey,
    identity.actor,
    path.slice(DOCUMENT_ROUTE_PREFIX.length),
    now,
  );
  if (!target) return documentNotFound();
  try {
    const scoped =
      target.kind === 'inventory-report-pdf'
        ? scopedForAsset(runtime.handle, identity, target.asset)
        : createScopedDb(runtime.handle, identity.actor);
    const resolved = await resolveTarget(
      scoped,
      portalDocumentStore(runtime),
      target,
      documentContext(undefined, now, runtime.env.timeZone),
    );
    if (!resolved) return documentNotFound();
    const stream = await resolved.open();
    try {
      await recordDocumentAccess(
        runtime.handle,
        signedInReader(identity, request, clientAddress(request, context, runtime.identity), 'download'),
        [servedDocument(target, resolved.name)],
        now,
      );
    } catch (error) {
      stream.destroy();
      throw error;
    }
    await writeAudit(
      runtime.handle,
      {
        action: 'export.document',
        actorUserId: identity.user.id,
        customer: identity.actor.actingCustomer ?? identity.actor.customer,
        details: { kind: target.kind, name: resolved.name },
      },
      now,
    );
    return fileAnswer(resolved.name, stream);
  } catch (error) {
    if (error instanceof ScopeError) return documentNotFound();
    if (error instanceof Error && 'status' in error && error.status === 409) {
      return apiJson({ message: error.message }, 409);
    }
    if (error instanceof Error && 'status' in error && error.status === 404) return documentNotFound();
    throw error;
  }
}
