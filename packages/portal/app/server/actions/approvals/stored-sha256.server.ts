import { createHash } from 'node:crypto';
import type { DocumentStore } from '../../document-store/document-store.server.js';

/**
 * The SHA-256 (hex) of the bytes stored under `key`, read again from the store now; null when the store
 * has nothing under it.
 *
 * @example
 * await storedSha256(store, 'approvals/5f0c….pdf'); // 'c3ab8ff1…'
 */
export async function storedSha256(store: DocumentStore, key: string): Promise<string | null> {
  const stream = await store.open(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
