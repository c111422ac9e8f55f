// `npm run import -- [--check] [--force] [--run-id <id>] <folder>`: imports a data-format folder into the
// database named by DATABASE_URL (default: the SQLite file under PORTAL_DATA_DIR), printing a line per file
// as it is read (rows, time, rate) and a summary. --check only checks: it prints what the import would add,
// change and delete per entity and writes nothing. --force lets a snapshot delete more than
// PORTAL_IMPORT_MAX_DELETE_SHARE of an entity; --run-id continues a run the import API recorded. Exit 0 on
// success (or when the import would succeed); 1 with every problem listed; 2 on a wrong command line.
import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, getEnv } from '../app/server/config/env.server.js';
import { type DatabaseHandle, openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { configuredDocumentStore } from '../app/server/document-store/configured-document-store.server.js';
import { dryRunImport, dryRunLines } from '../app/server/importer/dry-run-import.server.js';
import { formatProblem } from '../app/server/importer/import-problem.server.js';
import { fileProgressLine, importSummaryLine } from '../app/server/importer/import-progress.server.js';
import { runImport } from '../app/server/importer/run-import.server.js';

/** The folder and options of the command line, or null when it names no single folder. */
function parseCommandLine() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((argument) => argument !== '--'),
    options: {
      force: { type: 'boolean', default: false },
      'run-id': { type: 'string' },
      check: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const [folderArgument, ...rest] = positionals;
  if (!folderArgument || rest.length > 0 || (values.check && values['run-id'])) return null;
  return { folderArgument, force: values.force, runId: values['run-id'], check: values.check };
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine();
  } catch (error) {
    console.error((error as Error).message);
    parsed = null;
  }
  if (!parsed) {
    console.error('usage: npm run import -- [--check] [--force] [--run-id <id>] <data-format folder>');
    return 2;
  }
  const { folderArgument, force, runId, check } = parsed;
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArgument);
  const env = getEnv();
  const handle = openDatabase(env.database);
  try {
    await migrateToLatest(handle.db);
    if (check) return await checkOnly(handle, folder, force, env.importMaxDeleteShare);
    const started = performance.now();
    // Who ran it is the operator of the machine; the import history and the audit log record it.
    const actor = `${userInfo().username}@${hostname()}`;
    const { report } = await runImport(
      handle,
      configuredDocumentStore(env.documents),
      folder,
      { source: 'command', actor },
      {
        onFile: (progress) => console.log(fileProgressLine(progress)),
        force,
        maxDeleteShare: env.importMaxDeleteShare,
        ...(runId ? { runId } : {}),
      },
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

/** --check: what the import would do, or why it would be refused; nothing is written. */
async function checkOnly(handle: DatabaseHandle, folder: string, force: boolean, maxDeleteShare: number) {
  const report = await dryRunImport(handle, folder, { force, maxDeleteShare });
  if (!report.ok) {
    for (const problem of report.problems) console.error(formatProblem(problem));
    console.error(`The import would be refused: ${report.problems.length} problem(s). Nothing was written.`);
    return 1;
  }
  for (const note of report.unreadFields) console.error(formatProblem(note));
  for (const line of dryRunLines(report.summary)) console.log(line);
  console.log(`The import of ${folder} would succeed. Nothing was written (--check).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
