import { Readable } from 'node:stream';
import type { Identity } from '../../access/identity.server.js';
import { contentDisposition, contentTypeFor } from '../../document-store/download-name.server.js';
import { portalDocumentStore } from '../../document-store/portal-document-store.server.js';
import { applySecurityHeaders } from '../../http/security-headers.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { apiJson } from '../../security/api-answers.server.js';
import { documentLink } from '../links/document-link.server.js';
import { documentContext } from '../render/document-context.server.js';
import { type DocumentTarget, resolveTarget } from './document-target.server.js';

/** The 404 every missing or out-of-scope document gets: the two are never told apart. */
export function documentNotFound(): Response {
  return apiJson({ message: 'Error: The requested document was not found. Please try again later...' }, 404);
}

/**
 * The `{ pdflink }` or `{ excellink }` answer of a document call: the target is resolved through the
 * caller's scope first, so a number outside it answers 404 and no link is made for it.
 *
 * @example
 * handle: (call) => documentLinkAnswer(call, 'pdflink', { kind: 'received-note-pdf', Receive_No: call.params.receivednr }),
 */
export async function documentLinkAnswer<Field extends 'pdflink' | 'excellink'>(
  call: { identity: Identity; scoped: ScopedDb },
  field: Field,
  target: DocumentTarget,
  scoped: ScopedDb = call.scoped,
): Promise<Record<Field, string>> {
  const runtime = getPortalRuntime();
  const now = runtime.now();
  const resolved = await resolveTarget(
    scoped,
    portalDocumentStore(runtime),
    target,
    documentContext(undefined, now, runtime.env.timeZone),
  );
  if (!resolved) throw documentNotFound();
  return { [field]: documentLink(runtime.tokenKey, call.identity.actor, target, now) } as Record<
    Field,
    string
  >;
}

/**
 * A file answer: the stream as the body, its type by the name's extension, a safe attachment name, and no
 * caching anywhere (documents are private to the caller).
 *
 * @example
 * return fileAnswer('DT NW-DT1.pdf', stream);
 */
export function fileAnswer(name: string, stream: Readable, type: string = contentTypeFor(name)): Response {
  const headers = new Headers({ 'Content-Type': type, 'Content-Disposition': contentDisposition(name) });
  applySecurityHeaders(headers, { production: getPortalRuntime().env.mode === 'production' });
  headers.set('Cache-Control', 'private, no-store');
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
}
