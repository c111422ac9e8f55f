// Benchmark (`pnpm bench`, not part of npm test): imports a 200,000-serial demo fleet into SQLite and
// PostgreSQL with `npm run import` in a process of its own while this process writes as the portal does,
// times the imports and the portal's writes, then the fleet inventory over the data, and writes
// docs/benchmarks/portal-import.md. Targets: import < 30 s, the portal's writes never fail, fleet
// inventory < 100 ms on SQLite. PostgreSQL comes from BENCH_DATABASE_URL (default: the local test
// server); set BENCH_POSTGRES=off to skip it.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
import { type DatabaseHandle, type DialectName, openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { type EntityCounts, listImportRuns } from '../app/server/importer/import-runs.server.js';
import { createScopedDb } from '../app/server/scoping/scoped-db.server.js';
import { fleetInventory } from '../app/server/services/inventory.server.js';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';
import { type LiveWriteFigures, startLiveWrites } from './support/live-writes.js';

const SERIALS = Number(process.env.BENCH_SERIALS ?? 200_000);
const INVENTORY_RUNS = 7;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORTAL_DIR = new URL('../', import.meta.url).pathname;
/** The portal's writes: a session and a preference every 20 ms, far more than people make. */
const LIVE_WRITE_EVERY_MS = 20;
const BASELINE_MS = 5000;

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

/** A user for the live writes' sessions. */
async function liveUser(handle: DatabaseHandle): Promise<string> {
  const id = randomUUID();
  await handle.db
    .insertInto('users')
    .values({
      id,
      email: 'bench@rigready.test',
      email_key: 'bench@rigready.test',
      name: null,
      phone: null,
      Customer: null,
      is_admin: 1,
      routes_list: '[]',
      assets: '[]',
      excluded_assets: '[]',
      flags: '{}',
      password_hash: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

const liveCells = (live: LiveWriteFigures) => [
  live.writes,
  live.p95Ms.toFixed(1),
  live.maxMs.toFixed(1),
  live.failures.length,
];

/**
 * Runs `npm run import` (scripts/import.ts) on a folder in a process of its own, as production does, while
 * this process writes as the portal does. The import's time is the one it prints.
 */
async function importWhileWriting(
  handle: DatabaseHandle,
  env: NodeJS.ProcessEnv,
  folder: string,
  userId: string,
) {
  const live = startLiveWrites(handle, userId, LIVE_WRITE_EVERY_MS);
  const command = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(PORTAL_DIR, 'scripts', 'import.ts'), folder],
    { cwd: PORTAL_DIR, env, maxBuffer: 16 * 1024 * 1024 },
  );
  const outcome = await command.then(
    ({ stdout }) => ({ stdout }),
    (error: Error) => ({ error }),
  );
  const figures = await live.stop();
  if ('error' in outcome) throw outcome.error;
  const took = /in (\d+\.\d) s \(/.exec(outcome.stdout.trim().split('\n').at(-1) ?? '')?.[1];
  if (!took) throw new Error(`npm run import printed no summary:\n${outcome.stdout}`);
  const [run] = await listImportRuns(handle, { limit: 1 });
  const counts = Object.values(run?.summary ?? {});
  const sum = (pick: (entity: EntityCounts) => number) =>
    counts.reduce((total, entity) => total + pick(entity), 0);
  return {
    took: `${took} s`,
    rows: sum((e) => e.rows),
    added: sum((e) => e.added),
    changed: sum((e) => e.changed),
    figures,
  };
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
    const userId = await liveUser(handle);
    const env = {
      ...process.env,
      PORTAL_DATA_DIR: join(workDir, `data-${dialect}`),
      DATABASE_URL:
        dialect === 'sqlite'
          ? `file:${join(workDir, 'bench.sqlite')}`
          : `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    };
    const baseline = startLiveWrites(handle, userId, LIVE_WRITE_EVERY_MS);
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const quiet = await baseline.stop();
    const imports = [
      ['serials only', await importWhileWriting(handle, env, serialsOnly(folder, workDir), userId)],
      ['whole set over it', await importWhileWriting(handle, env, folder, userId)],
      ['whole set again, unchanged', await importWhileWriting(handle, env, folder, userId)],
    ] as const;
    const importRows = [
      [dialect, `none (${seconds(BASELINE_MS)} of live writes alone)`, '', '', '', '', ...liveCells(quiet)],
      ...imports.map(([name, result]) => [
        dialect,
        name,
        result.rows,
        result.added,
        result.changed,
        result.took,
        ...liveCells(result.figures),
      ]),
    ];
    for (const row of importRows) console.log(row.join(' · '));
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
    const inventoryRow = [
      dialect,
      median(timings).toFixed(1),
      Math.min(...timings).toFixed(1),
      `${rows.length} rows, ${joints} joints`,
    ];
    console.log(inventoryRow.join(' · '));
    return { importRows, inventoryRow };
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
    const results = [];
    for (const dialect of dialects) results.push(await measure(dialect, folder, customer, workDir));
    writeBenchmarkReport(
      {
        name: 'portal-import',
        title: 'Portal: import beside live writes, and fleet inventory',
        command: 'pnpm bench',
        method: [
          `Writes the demo data set for one customer with ${SERIALS.toLocaleString('en')} serials. On each database it migrates an empty schema, then runs \`npm run import\` (scripts/import.ts, in a process of its own, as in production) three times: the serials with only the customers and items they need (the import target: under 30 s for 200,000 serials), the whole data set over it (orders, deliveries and the rest added), and the whole set again, unchanged (the hourly import with nothing new). Import times are the ones the command prints; added and changed come from the run's summary.`,
          `Meanwhile the benchmark writes as the portal does, from its own connection: a new session and a preference on it every ${LIVE_WRITE_EVERY_MS} ms, each write timed. The first row of each database is those writes alone for ${seconds(BASELINE_MS)}, with no import. Target: no live write fails, and their p95 stays near the baseline.`,
          `It then reads the customer's fleet inventory through the scoped service ${INVENTORY_RUNS} times after one warm-up (target: under 100 ms on SQLite).`,
          '`BENCH_SERIALS` changes the fleet size; PostgreSQL comes from `BENCH_DATABASE_URL` (default: the local test server, in a schema of its own that is dropped afterwards), and `BENCH_POSTGRES=off` leaves it out.',
        ],
        settings: {
          serials: SERIALS,
          'demo data written in': demoSeconds,
          databases: dialects.join(', '),
          'live writes every': `${LIVE_WRITE_EVERY_MS} ms`,
        },
        sections: [
          {
            heading: 'Imports, with the portal writing',
            table: {
              header: [
                'database',
                'import',
                'rows read',
                'added',
                'changed',
                'import time',
                'live writes',
                'live p95 ms',
                'live max ms',
                'live writes failed',
              ],
              rows: results.flatMap((result) => result.importRows),
            },
          },
          {
            heading: 'Fleet inventory',
            table: {
              header: ['database', 'median ms', 'min ms', 'inventory'],
              rows: results.map((result) => result.inventoryRow),
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
