import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { configuredDocumentStore } from './configured-document-store.server.js';
import type { DocumentStore } from './document-store.server.js';

/**
 * The document store of the running portal, as configured ({@link configuredDocumentStore}): where the
 * importer puts the data set's documents and where mobile uploads go.
 *
 * @example
 * const stream = await portalDocumentStore(getPortalRuntime()).open('documents/orders/NW-40211.pdf');
 */
export function portalDocumentStore(runtime: Pick<PortalRuntime, 'env'>): DocumentStore {
  return configuredDocumentStore(runtime.env.documents);
}
