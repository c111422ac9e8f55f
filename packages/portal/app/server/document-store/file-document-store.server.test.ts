import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileDocumentStore } from './file-document-store.server.js';

describe('given a file document store', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'rigready-file-store-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('should put, find, delete a document, and take the delete of a missing key as done', async () => {
    const source = join(folder, 'source.pdf');
    writeFileSync(source, '%PDF-1.4 test');
    const store = createFileDocumentStore(join(folder, 'documents'));
    await store.putFile('uploads/orders/a.pdf', source);
    expect(await store.exists('uploads/orders/a.pdf')).toBe(true);
    await store.delete('uploads/orders/a.pdf');
    expect(await store.exists('uploads/orders/a.pdf')).toBe(false);
    expect(await store.open('uploads/orders/a.pdf')).toBeNull();
    await expect(store.delete('uploads/orders/a.pdf')).resolves.toBeUndefined();
  });

  it('should refuse to delete outside its folder', async () => {
    const store = createFileDocumentStore(join(folder, 'documents'));
    await expect(store.delete('../source.pdf')).rejects.toThrow(/Not a valid document key/);
  });
});
