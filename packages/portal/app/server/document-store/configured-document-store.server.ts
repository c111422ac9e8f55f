import type { DocumentStoreTarget } from '../config/env.server.js';
import type { DocumentStore } from './document-store.server.js';
import { createFileDocumentStore } from './file-document-store.server.js';
import { createS3DocumentStore } from './s3-document-store.server.js';

/**
 * The document store the configuration names: the S3 bucket when PORTAL_S3_* are set, else the file
 * store under the data folder. The importer, the start-up demo import and the portal all use this one,
 * so documents are read from where they were imported to.
 *
 * @example
 * const store = configuredDocumentStore(getEnv().documents);
 */
export function configuredDocumentStore(target: DocumentStoreTarget): DocumentStore {
  return target.kind === 's3' ? createS3DocumentStore(target) : createFileDocumentStore(target.root);
}
