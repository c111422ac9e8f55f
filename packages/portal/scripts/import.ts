// `npm run import -- <folder>`: imports a data-format folder into the database named by DATABASE_URL
// (default: the SQLite file under PORTAL_DATA_DIR), printing a line per file as it is read (rows, time,
// rate) and a summary. Exit 0 on success; 1 with every problem listed.
import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { EnvError, getEnv } from '../app/server/config/env.server.js';
import { openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { configuredDocumentStore } from '../app/server/documents/store/configured-document-store.server.js';
import { formatProblem } from '../app/server/importer/import-problem.server.js';
import { fileProgressLine, importSummaryLine } from '../app/server/importer/import-progress.server.js';
import { runImport } from '../app/server/importer/run-import.server.js';

async function main(): Promise<number> {
  const [folderArgument, ...rest] = process.argv.slice(2).filter((argument) => argument !== '--');
  if (!folderArgument || rest.length > 0) {
    console.error('usage: npm run import -- <data-format folder>');
    return 2;
  }
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArgument);
  const env = getEnv();
  const handle = openDatabase(env.database);
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    // Who ran it is the operator of the machine; the import history and the audit log record it.
    const actor = `${userInfo().username}@${hostname()}`;
    const { report } = await runImport(
      handle,
      configuredDocumentStore(env.documents),
      folder,
      { source: 'command', actor },
      { onFile: (progress) => console.log(fileProgressLine(progress)) },
    );
    if (!report.ok) {
      for (const problem of report.problems) console.error(formatProblem(problem));
      console.error(`Nothing was imported: ${report.problems.length} problem(s).`);
      return 1;
    }
    const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
    const files = Object.keys(report.rows).length;
    const ms = performance.now() - started;
    console.log(importSummaryLine({ folder, files, rows, documents: report.documents, ms }));
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
