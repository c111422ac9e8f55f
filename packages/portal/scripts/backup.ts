// `npm run backup [-- <file or folder>]`: a consistent backup of the database named by DATABASE_URL while
// the portal keeps running, then the file document store beside it (<name>.documents.tar). SQLite: VACUUM
// INTO; PostgreSQL: pg_dump (plain SQL). The default place is
// PORTAL_DATA_DIR/backups/rigready-<UTC timestamp>.sqlite|.sql. See docs/reliability.md to restore.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EnvError, getEnv } from '../app/server/config/env.server.js';
import { makePrivateDirSync, PRIVATE_UMASK } from '../app/server/config/private-files.server.js';
import { backupDatabase, backupPath } from '../app/server/reliability/backup.server.js';
import { backupDocuments, documentsBackupPath } from '../app/server/reliability/documents-backup.server.js';

async function main(): Promise<number> {
  const [requested, ...rest] = process.argv.slice(2).filter((argument) => argument !== '--');
  if (rest.length > 0) {
    console.error('usage: npm run backup [-- <file or folder>]');
    return 2;
  }
  const env = getEnv();
  process.umask(PRIVATE_UMASK);
  if (!requested) makePrivateDirSync(join(env.dataDir, 'backups'));
  const where = env.database.kind === 'sqlite' ? env.database.path : 'PostgreSQL';
  if (env.database.kind === 'sqlite' && !existsSync(env.database.path)) {
    console.error(`There is no database to back up at ${env.database.path}.`);
    return 1;
  }
  const file = backupPath(
    env.database.kind,
    env.dataDir,
    requested ? resolve(process.env.INIT_CWD ?? process.cwd(), requested) : undefined,
    new Date(),
  );
  if (existsSync(file)) {
    console.error(`${file} exists already: give another file name.`);
    return 1;
  }
  const started = performance.now();
  console.log(`[rigready] backup of ${where} started`);
  const result = await backupDatabase(env.database, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `[rigready] backed up ${where} to ${result.file} (${size}) in ${seconds} s${result.versions ? ` with ${result.versions}` : ''}`,
  );
  const documents = await backupDocuments(env.documents, documentsBackupPath(result.file));
  if (documents.kind === 'archive') {
    const documentsSize = `${(documents.bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`[rigready] backed up the documents to ${documents.file} (${documentsSize})`);
  } else if (documents.kind === 'empty') {
    console.log('[rigready] no documents to back up (the document store is empty)');
  } else {
    console.log(
      `[rigready] the documents are in ${documents.location}: back the bucket up with its own versioning or a copy (docs/reliability.md)`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
