// Benchmark (`pnpm bench`, not part of npm test): imports a 200,000-serial demo fleet into SQLite and
// PostgreSQL, times the import and the fleet inventory over it, and writes docs/benchmarks/portal-import.md. Targets: import < 30 s, fleet
// inventory < 100 ms on SQLite. PostgreSQL comes from BENCH_DATABASE_URL (default: the local test server);
// set BENCH_POSTGRES=off to skip it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
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
    const figures = [
      dialect,
      serials.report.rows['serials.ndjson'] ?? 0,
      seconds(serials.ms),
      Object.values(report.rows).reduce((sum, count) => sum + count, 0),
      seconds(importMs),
      median(timings).toFixed(1),
      Math.min(...timings).toFixed(1),
      `${rows.length} rows, ${joints} joints`,
    ];
    console.log(figures.join(' · '));
    return figures;
  } finally {
    await handle.close();
    if (dialect === 'postgres') await onPostgres(`drop schema ${schema} cascade`);
  }
}

async function main() {
  const run = startBenchmark();
  const workDir = mkdtempSync(join(tmpdir(), 'rigready-bench-'));
  try {
    const folder = join(workDir, 'data-set');
    const started = performance.now();
    const summary = await writeDemoDataSet(folder, { customers: 1, serialsPerCustomer: SERIALS });
    const demoSeconds = seconds(performance.now() - started);
    console.log(`demo data set: ${SERIALS} serials of ${summary.customers.join(', ')} in ${demoSeconds}`);
    const customer = summary.customers[0];
    if (!customer) throw new Error('the demo data set has no customer');
    const dialects: DialectName[] =
      process.env.BENCH_POSTGRES === 'off' ? ['sqlite'] : ['sqlite', 'postgres'];
    const rows = [];
    for (const dialect of dialects) rows.push(await measure(dialect, folder, customer, workDir));
    writeBenchmarkReport(
      {
        name: 'portal-import',
        title: 'Portal: import and fleet inventory',
        command: 'pnpm bench',
        method: [
          `Writes the demo data set for one customer with ${SERIALS.toLocaleString('en')} serials, then, on each database, migrates an empty schema and imports first the serials with only the customers and items they need (the import target: under 30 s for 200,000 serials), then the whole data set over it (every serial now an update, with orders, deliveries and the rest). It then reads the customer's fleet inventory through the scoped service ${INVENTORY_RUNS} times after one warm-up (target: under 100 ms on SQLite).`,
          '`BENCH_SERIALS` changes the fleet size; PostgreSQL comes from `BENCH_DATABASE_URL` (default: the local test server, in a schema of its own that is dropped afterwards), and `BENCH_POSTGRES=off` leaves it out.',
        ],
        settings: { serials: SERIALS, 'demo data written in': demoSeconds, databases: dialects.join(', ') },
        sections: [
          {
            heading: 'Figures',
            table: {
              header: [
                'database',
                'serials',
                'serials import',
                'rows of the whole set',
                'whole-set import',
                'fleet inventory median ms',
                'min ms',
                'inventory',
              ],
              rows,
            },
          },
        ],
      },
      run,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
