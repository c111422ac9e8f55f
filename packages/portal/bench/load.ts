// Load benchmark (`npm run bench:load`, not part of npm test): starts the built portal (`npm start`'s
// command) on a fresh data folder holding the demo data of a 200,000-serial fleet (5 customers x 40,000),
// signs in one customer user of each customer, and runs autocannon over the main page and calls with 100
// connections for 60 s, on SQLite and on PostgreSQL. Prints requests/s, p50/p95/p99 latency (every response
// timed, exact percentiles), errors, non-2xx, the server's RSS (all its processes) before and after, and
// each call's latency on an idle server (to show what is slow). Targets: 0 errors, p95 < 200 ms, RSS growth
// < 10 %. Requests carry the Accept-Encoding a browser sends (BENCH_ACCEPT_ENCODING='' for none). Writes
// the figures, with the machine's load, to docs/benchmarks/portal-load.md.
//
// Build first: pnpm build:packages && pnpm build:portal. Options (environment):
//   BENCH_DATABASES=sqlite,postgres  BENCH_DURATION=60  BENCH_CONNECTIONS=100  BENCH_SERIALS_PER_CUSTOMER=40000
//   BENCH_CUSTOMERS=5  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a schema of its own is made)
//   BENCH_ACCEPT_ENCODING='gzip, deflate, br'  PORTAL_WORKERS (passed on to the portal: server processes)
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadAverage, startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
import { type DatabaseHandle, type DialectName, openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';
import { createFileDocumentStore } from '../app/server/document-store/file-document-store.server.js';
import { importFolder } from '../app/server/importer/import-folder.server.js';
import { formatProblem } from '../app/server/importer/import-problem.server.js';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';
import { bearerToken, sessionCookie } from '../tests/reliability/support/portal-client.js';
import { startPortalProcess } from '../tests/reliability/support/portal-process.js';
import { LOAD_METHOD } from './load-method.js';
import { customerUsers, type DemoUser } from './support/customer-users.js';
import { MAIN_SCREEN_CALLS } from './support/main-screen-calls.js';

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as DialectName[];
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SERIALS_PER_CUSTOMER = Number(process.env.BENCH_SERIALS_PER_CUSTOMER ?? 40_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const DEMO_PASSWORD = 'rigready-demo';
const WARM_UP_S = 5;
const IDLE_RUNS = 5;
const SETTLE_MS = 20_000;
const PREPARE_STATEMENT_TIMEOUT_MS = 10 * 60_000;

interface Target {
  label: string;
  path: string;
  headers: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** The resident memory of the server: its primary process and every server process it forked. */
function rssKb(pid: number): number {
  try {
    const own = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return own + children.reduce((sum, child) => sum + rssKb(Number(child)), 0);
  } catch {
    return 0; // the process ended meanwhile
  }
}

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function prepare(dialect: DialectName, folder: string, dataDir: string, schema: string) {
  let handle: DatabaseHandle;
  let env: Record<string, string>;
  if (dialect === 'sqlite') {
    const path = join(dataDir, 'rigready.sqlite');
    handle = openDatabase({ kind: 'sqlite', path });
    env = { DATABASE_URL: `file:${path}` };
  } else {
    await onPostgres(`create schema ${schema}`);
    // Migrations of every schema on the server take one advisory lock: other processes migrating their
    // own schemas (test runs) can hold it past the default statement timeout.
    handle = openDatabase(
      { kind: 'postgres', url: POSTGRES_URL, statementTimeoutMs: PREPARE_STATEMENT_TIMEOUT_MS },
      { schema },
    );
    env = { DATABASE_URL: `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` };
  }
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    const report = await importFolder(handle, createFileDocumentStore(join(dataDir, 'documents')), folder);
    if (!report.ok) throw new Error(report.problems.slice(0, 20).map(formatProblem).join('\n'));
    const serials = report.rows['serials.ndjson'] ?? 0;
    console.log(`  imported ${serials} serials in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
  return { ...env, PORTAL_DATA_DIR: dataDir, PORTAL_DEMO_DATA: 'off', NODE_ENV: 'production' };
}

async function idleLatency(
  baseUrl: string,
  target: Target,
): Promise<{ status: number; median: number; bytes: number; wire: string }> {
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  let wire = '';
  for (let run = 0; run < IDLE_RUNS; run++) {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}${target.path}`, { headers: target.headers, redirect: 'manual' });
    bytes = (await answer.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    status = answer.status;
    // fetch hands back the decoded body: the size on the wire is the Content-Length of an encoded answer.
    const encoding = answer.headers.get('Content-Encoding');
    const length = Number(answer.headers.get('Content-Length'));
    wire = encoding && length ? `${encoding} ${(length / 1024).toFixed(0)} KB` : '';
  }
  return {
    status,
    bytes,
    wire,
    median: percentile(
      times.sort((a, b) => a - b),
      50,
    ),
  };
}

function load(baseUrl: string, targets: Target[], seconds: number, connections: number) {
  const times: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: targets.map((target) => ({ method: 'GET', path: target.path, headers: target.headers })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const errorKinds: Record<string, number> = {};
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const kind = error.code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  return new Promise<{ result: autocannon.Result; times: number[]; errorKinds: Record<string, number> }>(
    (resolve, reject) => {
      instance.on('done', (result: autocannon.Result) => resolve({ result, times, errorKinds }));
      instance.on('error', reject);
    },
  );
}

async function measure(dialect: DialectName, folder: string, users: DemoUser[]) {
  console.log(`\n== ${dialect} ==`);
  const dataDir = await mkdtemp(join(tmpdir(), 'rigready-load-'));
  const schema = `bench_load_${randomBytes(4).toString('hex')}`;
  const env = await prepare(dialect, folder, dataDir, schema);
  const portal = await startPortalProcess(env);
  try {
    const targets: Target[] = [];
    for (const user of users) {
      const token = await bearerToken(portal.baseUrl, user.email, DEMO_PASSWORD);
      const cookie = await sessionCookie(portal.baseUrl, user.email, DEMO_PASSWORD);
      const encoding: Record<string, string> = ACCEPT_ENCODING ? { 'Accept-Encoding': ACCEPT_ENCODING } : {};
      targets.push({ label: '/home', path: '/home', headers: { Cookie: cookie, ...encoding } });
      for (const call of MAIN_SCREEN_CALLS) {
        targets.push({
          label: `/api/${call}`,
          path: `/api/${call}`,
          headers: { Authorization: `Bearer ${token}`, ...encoding },
        });
      }
    }
    console.log(`  idle latency (median of ${IDLE_RUNS}, first customer):`);
    const idle: string[][] = [];
    for (const target of targets.slice(0, MAIN_SCREEN_CALLS.length + 1)) {
      const { status, median, bytes, wire } = await idleLatency(portal.baseUrl, target);
      idle.push([target.label, String(status), `${(bytes / 1024).toFixed(0)} KB`, wire, ms(median)]);
      console.log(`    ${idle.at(-1)?.join(' ')}`);
    }
    // A customer without a feature is refused its screen's calls (403 by design): those are left out.
    const loadTargets: Target[] = [];
    for (const target of targets) {
      const answer = await fetch(`${portal.baseUrl}${target.path}`, {
        headers: target.headers,
        redirect: 'manual',
      });
      await answer.arrayBuffer();
      if (answer.ok) loadTargets.push(target);
    }
    console.log(`  ${loadTargets.length} of ${targets.length} requests answer 2xx and make up the load`);
    const rssStart = rssKb(portal.serverPid);
    await load(portal.baseUrl, loadTargets, WARM_UP_S, 10);
    const rssBefore = rssKb(portal.serverPid);
    const load1 = loadavg()[0] ?? 0;
    const { result, times, errorKinds } = await load(portal.baseUrl, loadTargets, DURATION_S, CONNECTIONS);
    const load2 = loadavg()[0] ?? 0;
    const rssAfter = rssKb(portal.serverPid);
    // Requests autocannon gave up on are still being answered: measure again once the server is idle.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rssSettled = rssKb(portal.serverPid);
    times.sort((a, b) => a - b);
    const growth = ((rssSettled - rssBefore) / rssBefore) * 100;
    const summary = {
      database: dialect,
      requests: result.requests.total,
      requestsPerSecond: Number(result.requests.average.toFixed(1)),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
      errors: result.errors,
      timeouts: result.timeouts,
      errorKinds,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
      ),
      rssStartMb: Math.round(rssStart / 1024),
      rssBeforeMb: Math.round(rssBefore / 1024),
      rssAfterMb: Math.round(rssAfter / 1024),
      rssSettledMb: Math.round(rssSettled / 1024),
      rssGrowthPercent: Number(growth.toFixed(1)),
      loadAverage1m: [Number(load1.toFixed(2)), Number(load2.toFixed(2))],
    };
    console.log(
      `  ${CONNECTIONS} connections x ${DURATION_S} s over ${loadTargets.length} requests (${users.length} customers):\n` +
        `    ${summary.requestsPerSecond} requests/s (${summary.requests} in all) · p50 ${ms(summary.p50)} · ` +
        `p95 ${ms(summary.p95)} · p99 ${ms(summary.p99)} · max ${ms(summary.max)}\n` +
        `    errors ${summary.errors} ${JSON.stringify(errorKinds)} · timeouts ${summary.timeouts} · ` +
        `non-2xx ${summary.non2xx} · ` +
        `status codes ${JSON.stringify(summary.statusCodes)}\n` +
        `    RSS ${mb(rssStart)} at start, ${mb(rssBefore)} after warm-up, ${mb(rssAfter)} after the run ` +
        `(${mb(rssSettled)} ${SETTLE_MS / 1000} s later) ` +
        `(${summary.rssGrowthPercent} %) · load average ${load1.toFixed(2)} -> ${load2.toFixed(2)}`,
    );
    const verdict = summary.errors === 0 && summary.timeouts === 0 && summary.p95 < 200 && growth < 10;
    console.log(`  target (0 errors, p95 < 200 ms, RSS growth < 10 %): ${verdict ? 'met' : 'NOT met'}`);
    console.log(`  ${JSON.stringify(summary)}`);
    const row = [
      dialect,
      summary.requestsPerSecond,
      summary.requests,
      summary.p50.toFixed(1),
      summary.p95.toFixed(1),
      summary.p99.toFixed(1),
      summary.max.toFixed(1),
      summary.errors + summary.timeouts,
      summary.non2xx,
      `${summary.rssBeforeMb} → ${summary.rssSettledMb} MB (${summary.rssGrowthPercent} %)`,
      `${summary.loadAverage1m[0]} → ${summary.loadAverage1m[1]}`,
      verdict ? 'met' : 'not met',
    ];
    return { row, idle, requests: `${loadTargets.length} of ${targets.length}` };
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await onPostgres(`drop schema if exists ${schema} cascade`);
  }
}

async function main() {
  const run = startBenchmark();
  const workDir = await mkdtemp(join(tmpdir(), 'rigready-load-data-'));
  try {
    const folder = join(workDir, 'demo');
    const started = performance.now();
    const demo = await writeDemoDataSet(folder, {
      serialsPerCustomer: SERIALS_PER_CUSTOMER,
      customers: CUSTOMERS,
    });
    console.log(
      `demo data: ${CUSTOMERS} x ${SERIALS_PER_CUSTOMER} serials (${demo.customers.join(', ')}) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s · load average ${loadAverage()}`,
    );
    const users = customerUsers(folder);
    console.log(`signed-in customers: ${users.map((user) => user.email).join(', ')}`);
    const results = [];
    for (const dialect of DATABASES) results.push({ dialect, ...(await measure(dialect, folder, users)) });
    writeBenchmarkReport(
      {
        name: 'portal-load',
        title: 'Portal: load',
        command: 'npm run bench:load',
        method: LOAD_METHOD,
        settings: {
          serials: `${CUSTOMERS} customers × ${SERIALS_PER_CUSTOMER.toLocaleString('en')}`,
          connections: CONNECTIONS,
          'duration per database': `${DURATION_S} s (after a ${WARM_UP_S} s warm-up with 10 connections)`,
          'Accept-Encoding': ACCEPT_ENCODING || 'none',
          'server processes (PORTAL_WORKERS)': process.env.PORTAL_WORKERS ?? 'the portal default',
          'requests in the mix (answering 2xx of all)': results.map((result) => result.requests).join(', '),
        },
        sections: [
          {
            heading: 'Under load',
            intro: 'Target: no errors or timeouts, p95 under 200 ms, RSS growth under 10 %.',
            table: {
              header: [
                'database',
                'requests/s',
                'requests',
                'p50 ms',
                'p95 ms',
                'p99 ms',
                'max ms',
                'errors',
                'non-2xx',
                'RSS after warm-up → 20 s after',
                'load (1 min)',
                'target',
              ],
              rows: results.map((result) => result.row),
            },
          },
          ...results.map((result) => ({
            heading: `Idle latency on ${result.dialect}`,
            intro: `Median of ${IDLE_RUNS} requests of the first customer on an idle server: what each call costs alone.`,
            table: { header: ['request', 'status', 'body', 'on the wire', 'median'], rows: result.idle },
          })),
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
