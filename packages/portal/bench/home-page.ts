// Benchmark (`pnpm exec tsx bench/home-page.ts`, not part of npm test): writes the demo data set for a
// 200,000-serial fleet (5 customers of 40,000), imports it, starts the built portal on it, signs in as the
// demo customer (fleet view) and times the server's whole answer to GET /home (the page with every home
// figure) over many runs, Tubular and BHA. Prints the p95 and writes docs/benchmarks/portal-home-page.md.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';
import {
  freePort,
  percentile,
  runPortalScript,
  signInCookie,
  stopPortalScript,
  untilHealthy,
} from './built-portal.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const SERIALS_PER_CUSTOMER = 40_000;
const CUSTOMERS = 5;
const CUSTOMER = 'customer@rigready.test';
const PASSWORD = 'rigready-demo';
const BUDGET_P95_MS = 300;

/** Times GET /home, answer read to its end, `RUNS` times after one unmeasured warm-up. */
async function timeHome(baseUrl: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index <= RUNS; index += 1) {
    const begin = performance.now();
    const answer = await fetch(`${baseUrl}/home`, { headers: { cookie } });
    const page = await answer.text();
    const took = performance.now() - begin;
    if (answer.status !== 200 || !page.includes('rr-figure-tiles'))
      throw new Error(`/home answered ${answer.status} without its figures`);
    if (index > 0) times.push(took);
  }
  return times;
}

async function main() {
  const benchmark = startBenchmark();
  const dataDir = await mkdtemp(join(tmpdir(), 'rigready-home-bench-'));
  const folder = join(dataDir, 'fleet');
  let portal: ChildProcess | null = null;
  try {
    const summary = await writeDemoDataSet(folder, {
      serialsPerCustomer: SERIALS_PER_CUSTOMER,
      customers: CUSTOMERS,
    });
    console.log(`data set: ${summary.files['serials.ndjson']} serials`);
    let started = performance.now();
    const importing = runPortalScript(['import', '--', folder], { PORTAL_DATA_DIR: dataDir });
    const code = await new Promise((resolve) => importing.once('exit', resolve));
    if (code !== 0) throw new Error(`the import failed with ${String(code)}`);
    const importSeconds = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    portal = runPortalScript(['start'], { PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir });
    await untilHealthy(baseUrl, portal);
    const cookie = await signInCookie(baseUrl, CUSTOMER, PASSWORD);
    started = performance.now();
    const tubular = await timeHome(baseUrl, cookie);
    const switched = await fetch(`${baseUrl}/pipe-type`, {
      method: 'POST',
      body: new URLSearchParams({ pipeType: 'BHA' }),
      headers: { cookie, Origin: baseUrl },
      redirect: 'manual',
    });
    if (switched.status >= 400) throw new Error(`/pipe-type answered ${switched.status}`);
    const bha = await timeHome(baseUrl, cookie);
    const row = (name: string, times: number[]) => [
      name,
      percentile(times, 50).toFixed(0),
      percentile(times, 95).toFixed(0),
      Math.max(...times).toFixed(0),
      times.length,
    ];
    for (const [name, times] of [
      ['Tubular', tubular],
      ['BHA', bha],
    ] as const) {
      console.log(
        `${name}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
      );
    }
    writeBenchmarkReport(
      {
        name: 'portal-home-page',
        title: 'Portal: the home page figures on a whole fleet',
        command: 'pnpm --filter @rigready/portal exec tsx bench/home-page.ts',
        method: [
          `Writes the demo data set of a fleet of ${CUSTOMERS} customers × ${SERIALS_PER_CUSTOMER.toLocaleString('en')} serials, imports it into SQLite, starts the built portal on it (\`npm start\`'s command) and signs in as the demo customer, whose fleet view covers one customer's 40,000 serials with its orders, deliveries and BHA tools. Each run requests /home and reads the whole answer (the server-rendered page with every figure: rig-ready joints by item and asset, joints in the shop, orders in progress and completed this month, joints or tools coming due and overdue, the latest deliveries), once per run, one after another, after one unmeasured warm-up; then the same with the BHA pipe type.`,
          `The budget is a p95 under ${BUDGET_P95_MS} ms. Build first (\`pnpm build:packages && pnpm build:portal\`). \`BENCH_RUNS\` changes the number of runs, \`BENCH_PORT\` the port (default a free one).`,
        ],
        settings: {
          serials: CUSTOMERS * SERIALS_PER_CUSTOMER,
          'import took': importSeconds,
          'runs per pipe type': RUNS,
          'measuring took': `${((performance.now() - started) / 1000).toFixed(1)} s`,
        },
        sections: [
          {
            heading: 'Figures',
            table: {
              header: ['/home', 'p50 ms', 'p95 ms', 'max ms', 'runs'],
              rows: [row('Tubular', tubular), row('BHA', bha)],
            },
          },
        ],
      },
      benchmark,
    );
  } finally {
    await stopPortalScript(portal);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
