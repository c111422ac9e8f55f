// Benchmark (`pnpm bench`, not part of npm test): imports a 200,000-serial demo fleet into SQLite and
// PostgreSQL and times the import and the fleet inventory over it. Targets: import < 30 s, fleet
// inventory < 100 ms on SQLite. PostgreSQL comes from BENCH_DATABASE_URL (default: the local test server);
// set BENCH_POSTGRES=off to skip it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, type DialectName, openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { createFileDocumentStore } from '../app/server/documents/store/file-document-store.server.js';
import { importFolder } from '../app/server/importer/import-folder.server.js';
import { formatProblem } from '../app/server/importer/import-problem.server.js';
import { createScopedDb } from '../app/server/scoping/scoped-db.server.js';
import { fleetInventory } from '../app/server/services/inventory.server.js';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';

const SERIALS = Number(process.env.BENCH_SERIALS ?? 200_000);
const INVENTORY_RUNS = 7;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** The serials with only what they need (customers, items): the "200,000 serials" import target. */
function serialsOnly(folder: string, workDir: string): string {
  const subset = join(workDir, 'serials-only');
  if (existsSync(subset)) return subset;
  mkdirSync(subset);
  for (const file of ['customers.json', 'items.json', 'serials.ndjson', 'documents']) {
    symlinkSync(join(folder, file), join(subset, file));
  }
  return subset;
}

async function timedImport(handle: DatabaseHandle, folder: string, documentsDir: string) {
  const started = performance.now();
  const report = await importFolder(handle, createFileDocumentStore(documentsDir), folder);
  if (!report.ok) throw new Error(report.problems.slice(0, 20).map(formatProblem).join('\n'));
  return { report, ms: performance.now() - started };
}

async function measure(dialect: DialectName, folder: string, customer: string, workDir: string) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;
  if (dialect === 'sqlite') {
    handle = openDatabase({ kind: 'sqlite', path: join(workDir, 'bench.sqlite') });
  } else {
    await onPostgres(`create schema ${schema}`);
    handle = openDatabase({ kind: 'postgres', url: POSTGRES_URL }, { schema });
  }
  try {
    await migrateToLatest(handle.db);
    const documents = join(workDir, `documents-${dialect}`);
    const serials = await timedImport(handle, serialsOnly(folder, workDir), documents);
    const { report, ms: importMs } = await timedImport(handle, folder, documents);
    const scoped = createScopedDb(handle, {
      userId: 'bench',
      email: 'bench@rigready.test',
      customer,
      isAdmin: false,
      actingCustomer: null,
      allowedAssets: [],
      excludedAssets: [],
      selection: { kind: 'fleet' },
      routesList: [],
    });
    const timings: number[] = [];
    let rows = await fleetInventory(scoped);
    for (let run = 0; run < INVENTORY_RUNS; run += 1) {
      const start = performance.now();
      rows = await fleetInventory(scoped);
      timings.push(performance.now() - start);
    }
    const joints = rows.reduce((sum, row) => sum + row.Total_Item + row.Shipped_Scrap, 0);
    console.log(
      `${dialect.padEnd(8)} import of ${serials.report.ok && serials.report.rows['serials.ndjson']} serials ` +
        `(+ customers, items) into an empty database ${seconds(serials.ms)} · whole data set (` +
        `${Object.values(report.rows).reduce((sum, rows) => sum + rows, 0)} rows, serials now all updates) ` +
        `${seconds(importMs)} · fleet inventory median ${median(timings).toFixed(1)} ms ` +
        `(min ${Math.min(...timings).toFixed(1)}, ${rows.length} rows, ${joints} joints)`,
    );
  } finally {
    await handle.close();
    if (dialect === 'postgres') await onPostgres(`drop schema ${schema} cascade`);
  }
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'rigready-bench-'));
  try {
    const folder = join(workDir, 'data-set');
    const started = performance.now();
    const summary = await writeDemoDataSet(folder, { customers: 1, serialsPerCustomer: SERIALS });
    console.log(
      `demo data set: ${SERIALS} serials of ${summary.customers.join(', ')} in ${seconds(performance.now() - started)}`,
    );
    const customer = summary.customers[0];
    if (!customer) throw new Error('the demo data set has no customer');
    await measure('sqlite', folder, customer, workDir);
    if (process.env.BENCH_POSTGRES !== 'off') await measure('postgres', folder, customer, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
