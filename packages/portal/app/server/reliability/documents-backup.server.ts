import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import type { DocumentStoreTarget } from '../config/env.server.js';
import { makePrivateFileSync } from '../config/private-files.server.js';

const run = promisify(execFile);

/** What {@link backupDocuments} did: the archive it wrote, or why it wrote none. */
export type DocumentsBackup =
  | { kind: 'archive'; file: string; bytes: number }
  | { kind: 'empty' }
  | { kind: 's3'; location: string };

/**
 * The documents archive beside a database backup: `rigready-<stamp>.sqlite` → `rigready-<stamp>.documents.tar`.
 *
 * @example
 * documentsBackupPath('/srv/backups/rigready-20261121T201500Z.sql'); // '/srv/backups/rigready-20261121T201500Z.documents.tar'
 */
export function documentsBackupPath(databaseBackup: string): string {
  return `${databaseBackup.replace(/\.(sqlite|sql)$/, '')}.documents.tar`;
}

/**
 * Copies the file document store into a tar archive (`tar -cf`, paths relative to the store, restored with
 * `tar -xf <file> -C <PORTAL_DATA_DIR>/documents`), private to the portal's user and present only when
 * complete. An S3 bucket is not copied (its own versioning or a bucket copy backs it up): the answer
 * names it.
 *
 * @example
 * await backupDocuments({ kind: 'file', root: '/srv/data/documents' }, '/srv/backups/x.documents.tar');
 */
export async function backupDocuments(store: DocumentStoreTarget, file: string): Promise<DocumentsBackup> {
  if (store.kind === 's3') return { kind: 's3', location: `s3://${store.bucket}/${store.prefix}` };
  if (!existsSync(store.root)) return { kind: 'empty' };
  if (existsSync(file)) throw new Error(`${file} exists already: give another file name.`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  makePrivateFileSync(partial);
  try {
    await run('tar', ['-cf', partial, '-C', store.root, '.']);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { kind: 'archive', file, bytes: statSync(file).size };
}
