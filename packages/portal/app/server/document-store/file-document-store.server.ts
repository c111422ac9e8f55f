import { createReadStream } from 'node:fs';
import { chmod, copyFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeDocumentKey } from '../config/document-key.server.js';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../config/private-files.server.js';
import type { DocumentStore } from './document-store.server.js';

function pathFor(root: string, key: string): string {
  if (!isSafeDocumentKey(key)) throw new Error(`Not a valid document key: ${JSON.stringify(key)}`);
  return join(root, key);
}

/**
 * A {@link DocumentStore} on the local file system, under one root folder (PORTAL_DATA_DIR/documents).
 *
 * @example
 * const store = createFileDocumentStore(join(getEnv().dataDir, 'documents'));
 */
export function createFileDocumentStore(root: string): DocumentStore {
  return {
    async putFile(key, sourcePath) {
      const target = pathFor(root, key);
      await makePrivateDir(dirname(target));
      await copyFile(sourcePath, target);
      // copyFile keeps the source's mode; a customer's document is private whatever the import folder's was.
      await chmod(target, PRIVATE_FILE_MODE);
    },
    async open(key) {
      const path = pathFor(root, key);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? (createReadStream(path) as Readable) : null;
    },
    async exists(key) {
      const found = await stat(pathFor(root, key)).catch(() => null);
      return Boolean(found?.isFile());
    },
    async delete(key) {
      await rm(pathFor(root, key), { force: true });
    },
  };
}
