// Benchmark (`pnpm exec tsx bench/inventory-page.ts`, not part of npm test): writes the demo data set for a
// 200,000-serial fleet (5 customers of 40,000), imports it, starts the built portal on it, signs in as the
// demo customer and times /inventory in Chromium over 5 runs: TTFB (the server's answer) and time to
// interactive (table rows visible and the search box filtering them). Prints the medians and the load.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';
import { launchChromium } from '../tests/browser/support/chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SERIALS_PER_CUSTOMER = 40_000;
const CUSTOMERS = 5;
const CUSTOMER = 'customer@rigready.test';
const PASSWORD = 'rigready-demo';
const TABLE = '.rr-data-table[aria-label="Tubular inventory"]';
const PORTAL_DIR = new URL('..', import.meta.url).pathname;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('pnpm', ['run', '--silent', ...args], {
    cwd: PORTAL_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

async function untilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the portal did not answer /healthz within 5 minutes');
}

async function main() {
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
    const importing = run(['import', '--', folder], { PORTAL_DATA_DIR: dataDir });
    const code = await new Promise((resolve) => importing.once('exit', resolve));
    if (code !== 0) throw new Error(`the import failed with ${String(code)}`);
    console.log(`import: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    portal = run(['start'], { PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir });
    await untilHealthy(baseUrl, portal);
    const browser = await launchChromium();
    const ttfb: number[] = [];
    const interactive: number[] = [];
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const signedIn = await context.request.post(`${baseUrl}/login`, {
        form: { intent: 'sign-in', username: CUSTOMER, password: PASSWORD },
        headers: { Origin: baseUrl },
        maxRedirects: 0,
      });
      if (signedIn.status() !== 302) throw new Error(`sign-in answered ${signedIn.status()}`);
      // One unmeasured visit warms the server's caches and the browser's script cache, as a user's second visit.
      for (let index = 0; index <= RUNS; index += 1) {
        const page = await context.newPage();
        const begin = performance.now();
        await page.goto(`${baseUrl}/inventory`, { waitUntil: 'commit' });
        const rows = page.locator(`${TABLE} tbody tr`);
        await rows.first().waitFor({ timeout: 120_000 });
        const first = (await rows.first().locator('td').first().textContent())?.trim() ?? '';
        const search = page.locator(`${TABLE} input[type="search"]`);
        await search.fill(first);
        await page.waitForFunction(
          ({ table, query }) => {
            const shown = [...document.querySelectorAll(`${table} tbody tr`)];
            return shown.length > 0 && shown.every((row) => row.textContent?.includes(query));
          },
          { table: TABLE, query: first },
          { timeout: 120_000 },
        );
        const done = performance.now() - begin;
        const navigation = await page.evaluate(() => {
          const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return entry ? entry.responseStart - entry.startTime : Number.NaN;
        });
        if (index > 0) {
          ttfb.push(navigation);
          interactive.push(done);
          console.log(`run ${index}: TTFB ${navigation.toFixed(0)} ms, interactive ${done.toFixed(0)} ms`);
        }
        await page.close();
      }
    } finally {
      await browser.close();
    }
    console.log(
      `median over ${RUNS} runs: TTFB ${median(ttfb).toFixed(0)} ms, time to interactive ${median(interactive).toFixed(0)} ms`,
    );
    console.log(`load average (1/5/15 min) at the end: ${load()}`);
  } finally {
    if (portal?.pid && portal.exitCode === null) {
      const exited = new Promise((resolve) => portal?.once('exit', resolve));
      process.kill(-portal.pid, 'SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
