import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PortalEnv } from './env.server.js';

/** Data files (database, backups, mails, the token key, documents): the portal's user alone reads them. */
export const PRIVATE_FILE_MODE = 0o600;
/** Their folders: the portal's user alone lists and enters them. */
export const PRIVATE_DIR_MODE = 0o700;

/**
 * The umask of the server and CLI processes: whatever they create (SQLite's -wal and -shm, VACUUM INTO and
 * pg_dump output, the demo data set, mails) is private without each writer having to say so.
 */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates a folder (and missing parents) as 0700 and sets an existing one to 0700.
 *
 * @example
 * makePrivateDirSync('/srv/rigready/data/backups');
 */
export function makePrivateDirSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
}

/**
 * {@link makePrivateDirSync}, without blocking the event loop (the outbox, the document store).
 *
 * @example
 * await makePrivateDir(join(dataDir, 'outbox'));
 */
export async function makePrivateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(path, PRIVATE_DIR_MODE);
}

/**
 * Creates an empty file as 0600 unless it exists, and sets an existing one to 0600: SQLite then gives its
 * -wal and -shm files the database file's mode, VACUUM INTO and pg_dump write into the file as it is.
 *
 * @example
 * makePrivateFileSync('/srv/rigready/data/rigready.sqlite');
 */
export function makePrivateFileSync(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

function restrictIfPresent(path: string, mode: number): void {
  if (statSync(path, { throwIfNoEntry: false })) chmodSync(path, mode);
}

/** The files directly inside a folder the portal fills (outbox, backups) become 0600. */
function restrictFilesIn(folder: string): void {
  const entries = readdirSync(folder, { withFileTypes: true });
  for (const entry of entries) if (entry.isFile()) chmodSync(join(folder, entry.name), PRIVATE_FILE_MODE);
}

/**
 * Brings the data a portal created before (when files were 0644 in 0755 folders) to 0600 files in 0700
 * folders, at start: the data folder, the SQLite file with its -wal and -shm, the outbox, the backups,
 * the token key and the document folder. An SQLite file outside the data folder is restricted, its
 * folder (which may be shared) is left as it is.
 *
 * @example
 * restrictPortalData(getEnv());
 */
export function restrictPortalData(env: PortalEnv): void {
  makePrivateDirSync(env.dataDir);
  if (env.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      restrictIfPresent(`${env.database.path}${suffix}`, PRIVATE_FILE_MODE);
    }
  }
  for (const folder of ['outbox', 'backups']) {
    const path = join(env.dataDir, folder);
    if (!statSync(path, { throwIfNoEntry: false })) continue;
    makePrivateDirSync(path);
    restrictFilesIn(path);
  }
  restrictIfPresent(join(env.dataDir, 'auth-token.key'), PRIVATE_FILE_MODE);
  if (env.documents.kind === 'file') makePrivateDirSync(env.documents.root);
}
