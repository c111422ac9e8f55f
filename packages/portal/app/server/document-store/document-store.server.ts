import type { Readable } from 'node:stream';

/**
 * Where document files live (PDF, XLSX, images). Keys are the data-set paths as written in the rows,
 * e.g. `documents/orders/40211.pdf`, so a row's value is directly its key.
 *
 * @example
 * await store.putFile('documents/orders/40211.pdf', '/imports/2026-05/documents/orders/40211.pdf');
 * const stream = await store.open('documents/orders/40211.pdf');
 */
export interface DocumentStore {
  /** Copies a local file in under `key`, replacing what was there. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The stored bytes, or null when there is no such document. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the document under `key`; a key with nothing under it is no error. */
  delete(key: string): Promise<void>;
}
