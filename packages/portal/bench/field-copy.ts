// Benchmark (`pnpm exec tsx bench/field-copy.ts`, not part of npm test): writes the demo data set for two
// customers of 40,000 serials, imports it, starts the built portal on it, signs in as the demo customer and
// measures the field app's copy (GET /api/field/copy): its JSON and gzip bytes, the time to build and send
// it after a data change, to send it again to another device of the same reach, and the time of a 304
// answer, beside the /inventory page and the legacy /getPipesAndRacks list of the same joints in the same
// run; then, in Chromium, the field app itself: the bytes the copy takes in IndexedDB and the time /scan
// takes to fetch and keep it, or to open again on the kept copy, beside /inventory's page load. Writes
// docs/benchmarks/field-copy.md.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gzipSync } from 'node:zlib';
import { startBenchmark, writeBenchmarkReport } from '../../../scripts/benchmark-report.js';
import { writeDemoDataSet } from '../scripts/demo-data/index.js';
import { launchChromium } from '../tests/browser/support/chromium.js';
import { signInThroughForm } from '../tests/screens/browser-screens.js';
import {
  freePort,
  percentile,
  runPortalScript,
  signInCookie,
  stopPortalScript,
  untilHealthy,
} from './built-portal.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SERIALS_PER_CUSTOMER = 40_000;
const CUSTOMERS = 2;
const CUSTOMER = 'customer@rigready.test';
const PASSWORD = 'rigready-demo';

/**
 * Times `RUNS` GETs of `url`, each read to its end, after one unmeasured warm-up; `before` runs ahead of
 * each one, outside the time.
 */
async function time(
  url: string,
  headers: Record<string, string>,
  status: number,
  before: () => void = () => {},
): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index <= RUNS; index += 1) {
    before();
    const begin = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    const took = performance.now() - begin;
    if (answer.status !== status) throw new Error(`${url} answered ${answer.status}, not ${status}`);
    if (index > 0) times.push(took);
  }
  return times;
}

const ms = (value: number) => value.toFixed(1);

/** Page loads of the field app and its peer in Chromium at phone size, each from navigation to shown. */
const DEVICE_RUNS = Number(process.env.BENCH_DEVICE_RUNS ?? 5);

/**
 * The field app on a device: /scan in a fresh browser profile until the copy line says the copy is kept
 * (fetched, parsed, written to IndexedDB, indexed), the bytes IndexedDB then holds for the origin, /scan
 * opened again on the kept copy (read from IndexedDB, indexed, a 304 behind it), and /inventory's page
 * load as the peer, each `DEVICE_RUNS` times.
 */
async function onTheDevice(baseUrl: string) {
  const browser = await launchChromium();
  const firstCopy: number[] = [];
  const reopened: number[] = [];
  const inventory: number[] = [];
  let bytes = 0;
  try {
    for (let run = 0; run < DEVICE_RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await signInThroughForm(page, baseUrl, CUSTOMER, PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const shown = async (path: string, ready: () => Promise<unknown>) => {
        const begun = performance.now();
        await page.goto(`${baseUrl}${path}`);
        await ready();
        return performance.now() - begun;
      };
      const copyKept = () =>
        page.waitForFunction(
          () => document.querySelector('.rr-field-app__copy')?.textContent?.startsWith('On this device:'),
          undefined,
          { timeout: 120_000, polling: 50 },
        );
      firstCopy.push(await shown('/scan', copyKept));
      const estimate = await page.evaluate(() => navigator.storage.estimate());
      bytes =
        (estimate as { usageDetails?: { indexedDB?: number } }).usageDetails?.indexedDB ??
        estimate.usage ??
        0;
      reopened.push(await shown('/scan', copyKept));
      // At 390 px the inventory shows its rows as cards.
      inventory.push(await shown('/inventory', () => page.locator('.rr-data-table__card').first().waitFor()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { firstCopy, reopened, inventory, bytes };
}

async function main() {
  const benchmark = startBenchmark();
  const dataDir = await mkdtemp(join(tmpdir(), 'rigready-field-copy-bench-'));
  const folder = join(dataDir, 'fleet');
  let portal: ChildProcess | null = null;
  try {
    await writeDemoDataSet(folder, { serialsPerCustomer: SERIALS_PER_CUSTOMER, customers: CUSTOMERS });
    const importing = runPortalScript(['import', '--', folder], { PORTAL_DATA_DIR: dataDir });
    const code = await new Promise((resolve) => importing.once('exit', resolve));
    if (code !== 0) throw new Error(`the import failed with ${String(code)}`);
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    portal = runPortalScript(['start'], { PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir });
    await untilHealthy(baseUrl, portal);
    const cookie = await signInCookie(baseUrl, CUSTOMER, PASSWORD);
    const copyUrl = `${baseUrl}/api/field/copy`;
    const first = await fetch(copyUrl, { headers: { cookie } });
    const json = Buffer.from(await first.arrayBuffer());
    const copy = JSON.parse(json.toString('utf8'));
    const sent = await fetch(copyUrl, { headers: { cookie, 'Accept-Encoding': 'gzip' } });
    const sentBytes = Number(sent.headers.get('Content-Length'));
    await sent.arrayBuffer();
    const peerList = Buffer.from(
      await (await fetch(`${baseUrl}/api/getPipesAndRacks`, { headers: { cookie } })).arrayBuffer(),
    );
    // A write the copy does not show (an item's own description, unchanged) moves the data generation, as
    // an import would: the next copy is built anew.
    const database = new DatabaseSync(join(dataDir, 'rigready.sqlite'));
    const touch = () => {
      database.exec('update items set Description = Description where rowid = 1');
    };
    const started = performance.now();
    const built = await time(copyUrl, { cookie }, 200, touch);
    database.close();
    const kept = await time(copyUrl, { cookie }, 200);
    // The tag of the copy as it is now, which the device holds after its last 200.
    const etag = (await fetch(copyUrl, { headers: { cookie } })).headers.get('ETag') ?? '';
    const notModified = await time(copyUrl, { cookie, 'If-None-Match': etag }, 304);
    const inventory = await time(`${baseUrl}/inventory`, { cookie }, 200);
    const device = await onTheDevice(baseUrl);
    const deviceRow = (name: string, times: number[]) => [
      name,
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      (percentile(times, 50) / percentile(device.inventory, 50)).toFixed(2),
    ];
    const row = (name: string, times: number[]) => [
      name,
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      (percentile(times, 50) / percentile(inventory, 50)).toFixed(2),
    ];
    const joints = copy.joints.serial.length;
    const tools = copy.tools.serial.length;
    console.log(`copy: ${joints} joints, ${tools} tools, ${json.byteLength} B JSON, ${sentBytes} B gzip`);
    console.log(`200 p50 ${ms(percentile(built, 50))} ms, 304 p50 ${ms(percentile(notModified, 50))} ms`);
    console.log(
      `on the device: ${device.bytes} B in IndexedDB, first copy p50 ${ms(percentile(device.firstCopy, 50))} ms, reopened p50 ${ms(percentile(device.reopened, 50))} ms`,
    );
    writeBenchmarkReport(
      {
        name: 'field-copy',
        title: "Portal: the field app's device copy of a 40,000-joint customer",
        command: 'pnpm --filter @rigready/portal exec tsx bench/field-copy.ts',
        method: [
          `Writes the demo data set of ${CUSTOMERS} customers × ${SERIALS_PER_CUSTOMER.toLocaleString('en')} serials, imports it into SQLite, starts the built portal on it (\`npm start\`'s command) and signs in as the demo customer (fleet view: one customer's 40,000 joints and its BHA tools). It reads GET /api/field/copy once plain and once with \`Accept-Encoding: gzip\` for the sizes (the gzip figure is the server's own Content-Length), and /api/getPipesAndRacks, the legacy list of the same customer's racked joints, for a size beside it.`,
          `Then, one request after another and each read to its end after one unmeasured warm-up: the copy after a data change (${RUNS} runs; before each, a write to the SQLite file that changes no value moves the data generation, as an import does, so the portal reads the joints, items, tools and classes again and builds the copy), the same copy again as another device with the same reach gets it (${RUNS} runs; the portal keeps a built copy per data generation and reach), the copy answered 304 for the tag the device holds (${RUNS} runs; the data generation is read, nothing else), and the server-rendered /inventory page of the same customer (${RUNS} runs) as the peer: the ratio column is each p50 over /inventory's p50, measured in the same run.`,
          `Last, the field app in Debian's Chromium at 390 px, ${DEVICE_RUNS} times in a fresh browser profile signed in as the same customer: /scan from navigation until its copy line says the copy is on the device (fetched, parsed, written to IndexedDB and indexed: the refresh after a change), the bytes IndexedDB then holds for the portal's origin (\`navigator.storage.estimate()\`), /scan opened again on the kept copy (read back and indexed, a 304 behind it), and /inventory until its first row shows (a card at that width), the peer of that table.`,
          'Build first (`pnpm build:packages && pnpm build:portal`). `BENCH_RUNS` changes the number of runs, `BENCH_DEVICE_RUNS` the browser runs, `BENCH_PORT` the port.',
        ],
        settings: {
          serials: CUSTOMERS * SERIALS_PER_CUSTOMER,
          'joints in the copy': joints,
          'tools in the copy': tools,
          'racks in the copy': copy.racks.length,
          runs: RUNS,
          'measuring took': `${((performance.now() - started) / 1000).toFixed(1)} s`,
        },
        sections: [
          {
            heading: 'Size',
            intro:
              'Bytes of the answer; gzip at level 6 as the server compresses. /getPipesAndRacks holds only the racked joints, in rows.',
            table: {
              header: ['answer', 'JSON bytes', 'gzip bytes', 'bytes per joint (gzip)'],
              rows: [
                ['/api/field/copy', json.byteLength, sentBytes, (sentBytes / Math.max(1, joints)).toFixed(1)],
                [
                  '/api/getPipesAndRacks',
                  peerList.byteLength,
                  gzipSync(peerList, { level: 6 }).byteLength,
                  '',
                ],
              ],
            },
          },
          {
            heading: 'Time',
            table: {
              header: ['request', 'p50 ms', 'p95 ms', 'p50 / inventory p50'],
              rows: [
                row('copy after a data change: built and sent (200)', built),
                row('copy again, another device of the reach (200)', kept),
                row('copy, not modified (304)', notModified),
                row('/inventory page (peer)', inventory),
              ],
            },
          },
          {
            heading: 'On the device',
            intro: `The copy takes ${device.bytes.toLocaleString('en')} bytes in IndexedDB (${(device.bytes / Math.max(1, joints)).toFixed(0)} per joint), as Chromium counts it: it compresses what IndexedDB stores, and the copy's columns repeat a lot.`,
            table: {
              header: ['in Chromium at 390 px', 'p50 ms', 'p95 ms', 'p50 / inventory p50'],
              rows: [
                deviceRow('/scan, copy fetched and kept', device.firstCopy),
                deviceRow('/scan again, on the kept copy', device.reopened),
                deviceRow('/inventory, first row shown (peer)', device.inventory),
              ],
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
