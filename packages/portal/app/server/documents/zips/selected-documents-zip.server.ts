import {
  type DocumentReader,
  recordDocumentAccess,
} from '../../document-access/record-document-access.server.js';
import { portalDocumentStore } from '../../document-store/portal-document-store.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { documentContext } from '../render/document-context.server.js';
import { DocumentSelectionError } from '../selection/document-selection.server.js';
import { fileAnswer } from '../serve/document-answers.server.js';
import { type DocumentTarget, resolveTarget } from '../serve/document-target.server.js';
import { servedDocument } from '../serve/served-document.server.js';
import { streamZip } from './multi-download-zip.server.js';

/** The most documents one 'Download Selected' zips: a whole BHA list is a few hundred at most. */
export const MAX_SELECTED_DOCUMENTS = 500;

/**
 * A zip answer of the selected documents (delivery tickets, pre-invoices: stored, else generated), each
 * resolved again through the caller's scoped db. A selection with any document the caller cannot read is
 * refused whole, so a zip never holds fewer files than were chosen. The access log gets a row for each
 * document of the zip before the zip goes out.
 *
 * @throws DocumentSelectionError when the selection is empty, too long, or names a document out of scope.
 * @example
 * return selectedDocumentsZip(scoped, [{ kind: 'pre-invoice-pdf', Order_No: 'NW-BPI1' }], 'pre_invoices.zip', reader);
 */
export async function selectedDocumentsZip(
  scoped: ScopedDb,
  targets: readonly DocumentTarget[],
  zipName: string,
  reader: DocumentReader,
): Promise<Response> {
  if (targets.length === 0) throw new DocumentSelectionError('Select at least one document');
  if (targets.length > MAX_SELECTED_DOCUMENTS)
    throw new DocumentSelectionError(`Select at most ${MAX_SELECTED_DOCUMENTS} documents`);
  const runtime = getPortalRuntime();
  const store = portalDocumentStore(runtime);
  const context = documentContext(undefined, runtime.now(), runtime.env.timeZone);
  const resolved = await Promise.all(targets.map((target) => resolveTarget(scoped, store, target, context)));
  const missing = resolved.filter((document) => document === null).length;
  if (missing > 0) {
    throw new DocumentSelectionError(
      `${missing} of the ${targets.length} selected documents cannot be downloaded; nothing was sent`,
    );
  }
  const documents = resolved.flatMap((document) => (document ? [document] : []));
  await recordDocumentAccess(
    runtime.handle,
    reader,
    targets.map((target, index) => servedDocument(target, documents[index]?.name ?? '')),
    runtime.now(),
  );
  return fileAnswer(zipName, streamZip(documents), 'application/zip');
}

/**
 * The `selected` field of a 'Download Selected' form: a JSON list of document numbers.
 *
 * @throws DocumentSelectionError naming what is wrong with the field.
 * @example
 * selectedNumbers(form); // ['NW-BDT1', 'NW-BDT2']
 */
export function selectedNumbers(form: FormData): string[] {
  let list: unknown;
  try {
    list = JSON.parse(String(form.get('selected') ?? ''));
  } catch {
    throw new DocumentSelectionError('selected must be a JSON list of document numbers');
  }
  if (!Array.isArray(list) || !list.every((value) => typeof value === 'string' || typeof value === 'number'))
    throw new DocumentSelectionError('selected must be a JSON list of document numbers');
  return list.map(String);
}
