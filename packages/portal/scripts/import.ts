// `npm run import -- <folder>`: imports a data-format folder into the database named by DATABASE_URL
// (default: the SQLite file under PORTAL_DATA_DIR), printing a line per file as it is read (rows, time,
// rate) and a summary. Exit 0 on success; 1 with every problem listed. `--run-id <id>` continues a run
// recorded already (by POST /api/import, which starts this command for each archive pushed to it): the run
// keeps the origin it was recorded with, and notes each file read as its progress.
import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { EnvError, getEnv } from '../app/server/config/env.server.js';
import { openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { configuredDocumentStore } from '../app/server/documents/store/configured-document-store.server.js';
import { formatProblem } from '../app/server/importer/import-problem.server.js';
import { fileProgressLine, importSummaryLine } from '../app/server/importer/import-progress.server.js';
import {
  type ImportRunOrigin,
  noteImportRun,
  readImportRun,
} from '../app/server/importer/import-runs.server.js';
import { runImport } from '../app/server/importer/run-import.server.js';

const USAGE = 'usage: npm run import -- <data-format folder> [--run-id <id of a recorded run>]';

function readArguments(argv: string[]): { folder: string; runId: string | null } | null {
  const words = argv.filter((argument) => argument !== '--');
  const at = words.indexOf('--run-id');
  const runId = at === -1 ? null : (words[at + 1] ?? '');
  if (at !== -1) words.splice(at, 2);
  const [folder, ...rest] = words;
  if (!folder || rest.length > 0 || runId === '') return null;
  return { folder, runId };
}

async function main(): Promise<number> {
  const parsed = readArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), parsed.folder);
  const { runId } = parsed;
  const env = getEnv();
  const handle = openDatabase(env.database);
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    let origin: ImportRunOrigin;
    if (runId) {
      const run = await readImportRun(handle, runId);
      if (!run || run.finishedAt !== null) {
        console.error(`No unfinished import run ${runId} to continue.`);
        return 2;
      }
      origin = { source: run.source, actor: run.actor, importKeyId: run.importKeyId };
    } else {
      // Who ran it is the operator of the machine; the import history and the audit log record it.
      origin = { source: 'command', actor: `${userInfo().username}@${hostname()}` };
    }
    const { report } = await runImport(handle, configuredDocumentStore(env.documents), folder, origin, {
      onFile: (progress) => {
        console.log(fileProgressLine(progress));
        if (runId)
          void noteImportRun(handle, runId, { progress: { file: progress.file, rows: progress.rows } });
      },
      ...(runId ? { runId } : {}),
    });
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
