// Benchmark (`pnpm exec tsx bench/inventory-page.ts`, not part of npm test): writes the demo data set for a
// 200,000-serial fleet (5 customers of 40,000), imports it, starts the built portal on it, signs in as the
// demo customer and times /inventory in Chromium over 5 runs: TTFB (the server's answer) and time to
// interactive (table rows visible and the search box filtering them). Writes the figures and the load to
// docs/benchmarks/portal-inventory-page.md.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';
import { freePort, runPortalScript, stopPortalScript, untilHealthy } from './built-portal.js';
import { timeInventoryUsable } from './support/inventory-usable.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SERIALS_PER_CUSTOMER = 40_000;
const CUSTOMERS = 5;
const CUSTOMER = 'customer@rigready.test';
const PASSWORD = 'rigready-demo';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const benchmark = startBenchmark();
  const dataDir = await mkdtemp(join(tmpdir(), 'rigready-inventory-bench-'));
  const folder = join(dataDir, 'fleet');
  let portal: ChildProcess | null = null;
  try {
    let started = performance.now();
    const summary = await writeDemoDataSet(folder, {
      serialsPerCustomer: SERIALS_PER_CUSTOMER,
      customers: CUSTOMERS,
    });
    console.log(
      `data set: ${summary.files['serials.ndjson']} serials in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const importing = runPortalScript(['import', '--', folder], { PORTAL_DATA_DIR: dataDir });
    const code = await new Promise((resolve) => importing.once('exit', resolve));
    if (code !== 0) throw new Error(`the import failed with ${String(code)}`);
    const importSeconds = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    console.log(`import: ${importSeconds}`);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    portal = runPortalScript(['start'], { PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir });
    await untilHealthy(baseUrl, portal);
    const { firstByte: ttfb, usable: interactive } = await timeInventoryUsable(
      baseUrl,
      CUSTOMER,
      PASSWORD,
      RUNS,
    );
    const row = (name: string, times: number[]) => [
      name,
      median(times).toFixed(0),
      Math.min(...times).toFixed(0),
      Math.max(...times).toFixed(0),
      times.map((time) => time.toFixed(0)).join(', '),
    ];
    writeBenchmarkReport(
      {
        name: 'portal-inventory-page',
        title: 'Portal: the inventory page on a whole fleet',
        command: 'pnpm --filter @rigready/portal exec tsx bench/inventory-page.ts',
        method: [
          `Writes the demo data set of a fleet of ${CUSTOMERS} customers × ${SERIALS_PER_CUSTOMER.toLocaleString('en')} serials, imports it, starts the built portal on it (\`npm start\`'s command) and signs in as the demo customer in Chromium. Each run opens /inventory in a new page and times the server's answer (TTFB, from the navigation timing) and time to interactive: from the navigation until the table shows rows and the search box, given the first row's Item No, has filtered them. One unmeasured visit first warms the server's caches and the browser's script cache, as a user's second visit.`,
          'Build first (`pnpm build:packages && pnpm build:portal`). `BENCH_RUNS` changes the number of runs.',
        ],
        settings: {
          serials: CUSTOMERS * SERIALS_PER_CUSTOMER,
          'import took': importSeconds,
          runs: RUNS,
        },
        sections: [
          {
            heading: 'Figures',
            table: {
              header: ['measure', 'median ms', 'min ms', 'max ms', 'each run (ms)'],
              rows: [row('TTFB', ttfb), row('time to interactive', interactive)],
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
