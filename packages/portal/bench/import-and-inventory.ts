// Benchmark (`pnpm bench`, not part of npm test): imports a 200,000-serial demo fleet into SQLite and
// PostgreSQL with `npm run import` in a process of its own while this process writes as the portal does,
// times the imports and the portal's writes, then the fleet inventory over the data, and writes
// docs/benchmarks/portal-import.md. Targets: import < 30 s, the portal's writes never fail, fleet
// inventory < 100 ms on SQLite. PostgreSQL comes from BENCH_DATABASE_URL (default: the local test
// server); set BENCH_POSTGRES=off to skip it.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
import { type DatabaseHandle, type DialectName, openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { type EntityCounts, listImportRuns } from '../app/server/importer/import-runs.server.js';
import { createScopedDb } from '../app/server/scoping/scoped-db.server.js';
import { fleetInventory } from '../app/server/services/inventory.server.js';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';
import { IMPORT_SCRIPT, runImportScript } from './support/import-command.js';
import { type LiveWriteFigures, startLiveWrites } from './support/live-writes.js';

const SERIALS = Number(process.env.BENCH_SERIALS ?? 200_000);
const INVENTORY_RUNS = 7;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORTAL_DIR = new URL('../', import.meta.url).pathname;
/** The portal's writes: a session and a preference every 20 ms, far more than people make. */
const LIVE_WRITE_EVERY_MS = 20;
const BASELINE_MS = 5000;
/** Rounds of the comparison with the single-transaction importer; its figures are the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

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

/** The import commands compared: today's `npm run import`, and the single-transaction importer it replaced. */
const IMPORTERS = {
  today: IMPORT_SCRIPT,
  'single transaction': join(PORTAL_DIR, 'bench', 'upsert-import-command.ts'),
} as const;
type Importer = keyof typeof IMPORTERS;

/** Runs an import command on a folder in a process of its own, as production does: the ms it prints. */
async function runImportCommand(script: string, env: NodeJS.ProcessEnv, folder: string): Promise<number> {
  const stdout = await runImportScript(script, folder, env);
  const took = /in (\d+\.\d) s \(/.exec(stdout.trim().split('\n').at(-1) ?? '')?.[1];
  if (!took) throw new Error(`${script} printed no summary:\n${stdout}`);
  return Number(took) * 1000;
}

/**
 * Times today's importer against the single-transaction one on the same data, each into an empty database
 * of its own with nothing else writing (the old importer's deferred transaction fails when the portal
 * writes beside it): the serials only, then the whole set over them. Rounds alternate which goes first.
 */
async function compareImporters(dialect: DialectName, serials: string, folder: string, workDir: string) {
  const imports = [
    ['serials only', serials],
    ['whole set over it', folder],
  ] as const;
  const times = new Map<string, number[]>();
  const timesOf = (importer: Importer, name: string) => {
    const key = `${importer}/${name}`;
    if (!times.has(key)) times.set(key, []);
    return times.get(key) ?? [];
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: Importer[] =
      round % 2 === 0 ? ['today', 'single transaction'] : ['single transaction', 'today'];
    for (const importer of order) {
      const { env, drop } = await freshDatabase(dialect, workDir, `compare-${dialect}`);
      try {
        for (const [name, source] of imports) {
          const took = await runImportCommand(IMPORTERS[importer], env, source);
          timesOf(importer, name).push(took);
          console.log(`${dialect} · round ${round + 1} · ${importer} · ${name} · ${seconds(took)}`);
        }
      } finally {
        await drop();
      }
    }
  }
  return imports.map(([name]) => {
    const before = timesOf('single transaction', name);
    const after = timesOf('today', name);
    const rounds = after.map((took, round) => ratio(took, before[round] ?? Number.NaN));
    return [
      dialect,
      name,
      seconds(median(before)),
      seconds(median(after)),
      ratio(median(after), median(before)),
      rounds.join(', '),
    ];
  });
}

const ratio = (after: number, before: number) => `${(after / before).toFixed(2)}×`;

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
  const outcome = await runImportCommand(IMPORTERS.today, env, folder).then(
    (took) => ({ took }),
    (error: Error) => ({ error }),
  );
  const figures = await live.stop();
  if ('error' in outcome) throw outcome.error;
  const [run] = await listImportRuns(handle, { limit: 1 });
  const counts = Object.values(run?.summary ?? {});
  const sum = (pick: (entity: EntityCounts) => number) =>
    counts.reduce((total, entity) => total + pick(entity), 0);
  return {
    took: seconds(outcome.took),
    rows: sum((e) => e.rows),
    added: sum((e) => e.added),
    changed: sum((e) => e.changed),
    figures,
  };
}

/** An empty, migrated database of its own (a SQLite file, or a PostgreSQL schema) and the import's env. */
async function freshDatabase(dialect: DialectName, workDir: string, name: string) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const file = join(workDir, `${name}.sqlite`);
  let handle: DatabaseHandle;
  if (dialect === 'sqlite') {
    handle = openDatabase({ kind: 'sqlite', path: file });
  } else {
    await onPostgres(`create schema ${schema}`);
    handle = openDatabase({ kind: 'postgres', url: POSTGRES_URL }, { schema });
  }
  await migrateToLatest(handle.db);
  const env = {
    ...process.env,
    PORTAL_DATA_DIR: join(workDir, `data-${name}`),
    DATABASE_URL:
      dialect === 'sqlite'
        ? `file:${file}`
        : `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  };
  const drop = async () => {
    await handle.close();
    if (dialect === 'postgres') await onPostgres(`drop schema ${schema} cascade`);
    else for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    rmSync(env.PORTAL_DATA_DIR, { recursive: true, force: true });
  };
  return { handle, env, drop };
}

async function measure(dialect: DialectName, folder: string, customer: string, workDir: string) {
  const { handle, env, drop } = await freshDatabase(dialect, workDir, `live-${dialect}`);
  try {
    const userId = await liveUser(handle);
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
    await drop();
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
    const comparisons = [];
    for (const dialect of dialects)
      comparisons.push(...(await compareImporters(dialect, serialsOnly(folder, workDir), folder, workDir)));
    const results = [];
    for (const dialect of dialects) results.push(await measure(dialect, folder, customer, workDir));
    writeBenchmarkReport(
      {
        name: 'portal-import',
        title: 'Portal: import beside live writes, and fleet inventory',
        command: 'pnpm bench',
        method: [
          `Writes the demo data set for one customer with ${SERIALS.toLocaleString('en')} serials. On each database it migrates an empty schema, then runs \`npm run import\` (scripts/import.ts, in a process of its own, as in production) three times: the serials with only the customers and items they need (the import target: under 30 s for 200,000 serials), the whole data set over it (orders, deliveries and the rest added), and the whole set again, unchanged (the hourly import with nothing new). Import times are the ones the command prints; added and changed come from the run's summary.`,
          `First it times today's importer against the single-transaction upsert importer it replaced (bench/peers/upsert-importer.ts, kept unchanged as the peer) on the same data: ${ROUNDS} rounds, alternating which goes first, each importer into an empty database of its own with nothing else writing, the serials only and then the whole set over them; it reports the medians and their ratio (target: at most 1.5×), and each round's ratio.`,
          `Then, on each database, the imports beside live writes: meanwhile the benchmark writes as the portal does, from its own connection: a new session and a preference on it every ${LIVE_WRITE_EVERY_MS} ms, each write timed. The first row of each database is those writes alone for ${seconds(BASELINE_MS)}, with no import. Target: no live write fails, and their p95 stays near the baseline.`,
          `It then reads the customer's fleet inventory through the scoped service ${INVENTORY_RUNS} times after one warm-up (target: under 100 ms on SQLite).`,
          '`BENCH_SERIALS` changes the fleet size, `BENCH_ROUNDS` the rounds of the comparison; PostgreSQL comes from `BENCH_DATABASE_URL` (default: the local test server, in a schema of its own that is dropped afterwards), and `BENCH_POSTGRES=off` leaves it out.',
        ],
        settings: {
          serials: SERIALS,
          'demo data written in': demoSeconds,
          databases: dialects.join(', '),
          'live writes every': `${LIVE_WRITE_EVERY_MS} ms`,
          'rounds against the single-transaction importer': ROUNDS,
        },
        sections: [
          {
            heading: 'Against the single-transaction importer',
            table: {
              header: [
                'database',
                'import',
                'single transaction (median)',
                'today (median)',
                'today ÷ single transaction',
                'each round',
              ],
              rows: comparisons,
            },
          },
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
