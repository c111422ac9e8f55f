// The peer's `npm run import`: imports a data-format folder with the single-transaction upsert importer
// (peers/upsert-importer.ts) into the database DATABASE_URL names, in a process of its own, and prints
// the same summary line. Run by import-and-inventory.ts, which times it against today's importer.
import { resolve } from 'node:path';
import { getEnv } from '../app/server/config/env.server.js';
import { openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { configuredDocumentStore } from '../app/server/document-store/configured-document-store.server.js';
import { formatProblem } from '../app/server/importer/import-problem.server.js';
import { importSummaryLine } from '../app/server/importer/import-progress.server.js';
import { importInOneTransaction } from './peers/upsert-importer.js';

const folder = resolve(process.argv[2] ?? '');
const env = getEnv();
const handle = openDatabase(env.database);
try {
  await migrateToLatest(handle.db);
  const started = performance.now();
  const report = await importInOneTransaction(handle, configuredDocumentStore(env.documents), folder);
  if (!report.ok) throw new Error(report.problems.map(formatProblem).join('\n'));
  const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
  const files = Object.keys(report.rows).length;
  const ms = performance.now() - started;
  console.log(importSummaryLine({ folder, files, rows, documents: report.documents, ms }));
} finally {
  await handle.close();
}
