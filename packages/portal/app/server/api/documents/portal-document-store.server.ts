import { join } from 'node:path';
import type { PortalRuntime } from '../../access/portal-runtime.server.js';
import type { DocumentStore } from '../../documents/document-store.server.js';
import { createFileDocumentStore } from '../../documents/file-document-store.server.js';

/**
 * The document store of the running portal: the file store under the data folder, where the importer
 * puts the data set's documents (prepare-database.server.ts and the tests use the same folder).
 *
 * @example
 * const stream = await portalDocumentStore(getPortalRuntime()).open('documents/orders/NW-40211.pdf');
 */
export function portalDocumentStore(runtime: Pick<PortalRuntime, 'env'>): DocumentStore {
  return createFileDocumentStore(join(runtime.env.dataDir, 'documents'));
}
