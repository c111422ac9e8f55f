import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import {
  type BenchmarkSection,
  markdownTable,
  startBenchmark,
  writeBenchmarkReport,
} from '../../../scripts/benchmark-report.ts';
import { BENCH_FILTERS as FILTERS } from './apps/shared/filters.ts';
import { type AppSize, buildApps, buildKit, measureBundleSizes, type Size } from './build.ts';
import { createOracle, type Expected, type Oracle } from './expected.ts';
import { BENCH_METHOD } from './method.ts';
import { median, percentile, summary } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '5000,20000,100000' },
    runs: { type: 'string', default: '9' },
    out: { type: 'string', default: '/tmp/rigready-ui-bench' },
    frames: { type: 'string', default: '120' },
  },
});
const SIZES = (args.sizes as string).split(',').map(Number);
const RUNS = Number(args.runs);
const FRAMES = Number(args.frames);
const OUT = args.out as string;
// The flags of the ui kit's browser tests, plus a GC the runner can force before reading the heap.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--js-flags=--expose-gc',
];
const QUERY = '550dp.12';
const SPEEDS = [280, 1500] as const;
const SORTS = [
  { name: 'numeric sort (Weight)', column: 'Weight', colIndex: 7 },
  { name: 'text sort (Item_No)', column: 'Item_No', colIndex: 1 },
] as const;
const DEFAULT_SORTING = [{ id: 'Total_Item', desc: true }];
const DESKTOP_VIEWPORT = { width: 1280, height: 900 };
// A common phone's width and screen height: the DataTable shows cards there, below its 600 px.
const PHONE_VIEWPORT = { width: 390, height: 844 };

type Grid = 'ours' | 'ag-grid';

interface Sweep {
  p50: number;
  p95: number;
  over17: number;
  longTasks: number;
  /** Main-thread time per frame, from its start to its paint. */
  workP50: number;
  workP95: number;
}

interface RunResult {
  mount: number;
  keystrokes: number[];
  keystrokeMedian: number;
  filters: number[];
  sorts: number[];
  sweeps: Record<number, Sweep>;
  longestTaskDuringInteraction: number;
  heapMb: number;
  observed: { step: string; shown: Expected }[];
}

function serve(root: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((request, response) => {
    const path = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(root)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(path);
      response
        .writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

async function observe(page: Page, step: string, observed: RunResult['observed']): Promise<void> {
  observed.push({ step, shown: await page.evaluate(() => window.__probe.observe(5)) });
}

// Starts the in-page wait before the input, so the keydown or pointerdown that follows is what it times.
async function timeInput(page: Page, expected: Expected, input: () => Promise<void>): Promise<number> {
  const measured = page.evaluate((value) => window.__probe.inputToPaint(value), expected);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await input();
  return measured;
}

// Scrolls back to the first row and waits until the expected top rows are painted; a virtualizer may
// still adjust its offset after a fast sweep, so it tries a few times before reporting what it sees.
async function backToTop(page: Page, grid: Grid, expected: Expected): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    // A nudge first: setting the offset it already has fires no scroll event for the grid to redraw on.
    await page.evaluate(() => {
      window.__app.scroller().scrollTop = 1;
    });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.evaluate(() => {
      window.__app.scroller().scrollTop = 0;
    });
    try {
      await page.evaluate((value) => window.__probe.settle(value, 5_000), expected);
      return;
    } catch (error) {
      if (attempt === 4) {
        const shown = await page.evaluate(() => window.__probe.observe(5));
        throw new Error(
          `${grid}: after scrolling back up it shows ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`,
          {
            cause: error,
          },
        );
      }
    }
  }
}

async function applyFilter(page: Page, grid: Grid, index: number, expected: Expected): Promise<number> {
  const { column, value } = FILTERS[index] as (typeof FILTERS)[number];
  if (grid === 'ag-grid') {
    return timeInput(page, expected, () => page.locator(`button[data-filter-column="${column}"]`).click());
  }
  await page.getByRole('button', { name: new RegExp(`^Filter ${column.replaceAll('_', ' ')}`) }).click();
  const item = page.getByRole('menuitemcheckbox').filter({ hasText: value });
  await item.waitFor();
  const ms = await timeInput(page, expected, () => item.click());
  await page.keyboard.press('Escape');
  return ms;
}

// Opens a grid on a fresh page and waits until it shows its first rows in the default sort.
async function openGrid(
  browser: Browser,
  baseUrl: string,
  grid: Grid,
  size: number,
  oracle: Oracle,
  viewport: { width: number; height: number } = DESKTOP_VIEWPORT,
): Promise<{ context: BrowserContext; page: Page; mount: number }> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`${grid}: ${error.message}`));
    await page.goto(`${baseUrl}/${grid}/index.html?rows=${size}`);
    await page.waitForFunction(() => window.__mountMs !== undefined, undefined, { timeout: 180_000 });
    const mount = await page.evaluate(() => window.__mountMs as number);
    await page.evaluate((value) => window.__probe.settle(value), oracle.expect({ sorting: DEFAULT_SORTING }));
    return { context, page, mount };
  } catch (error) {
    await context.close();
    throw error;
  }
}

// Scrolls from the top at each speed for FRAMES frames and summarises the frame intervals.
async function sweeps(page: Page): Promise<Record<number, Sweep>> {
  const result: Record<number, Sweep> = {};
  for (const speed of SPEEDS) {
    await page.evaluate(() => {
      window.__app.scroller().scrollTop = 0;
    });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const { frameMs, workMs, longTasks } = await page.evaluate(([px, n]) => window.__probe.sweep(px, n), [
      speed,
      FRAMES,
    ] as const);
    result[speed] = {
      p50: median(frameMs),
      p95: percentile(frameMs, 95),
      over17: frameMs.filter((ms) => ms > 17).length,
      longTasks: longTasks.length,
      workP50: median(workMs),
      workP95: percentile(workMs, 95),
    };
  }
  return result;
}

// The limit on a task while sorting, searching and filtering; AG Grid breaks it in every run, so only ours'
// breaches are traced.
const TASK_LIMIT_MS = 50;

async function reportBlockingFrames(page: Page, size: number, interactionStart: number): Promise<void> {
  const frames = await page.evaluate(
    ([start, limit]) => window.__probe.longFramesWithTasksOver(start, limit),
    [interactionStart, TASK_LIMIT_MS] as const,
  );
  for (const frame of frames) {
    console.log(
      `  ours, ${size} rows: a task over ${TASK_LIMIT_MS} ms, in a ${frame.duration.toFixed(0)} ms frame ` +
        `${(frame.start - interactionStart).toFixed(0)} ms into the interactions ` +
        `(${frame.renderMs.toFixed(0)} ms rendering): ${frame.scripts.join('; ') || 'no script'}`,
    );
  }
}

// Types the query one key at a time and times each key to the paint of its answer.
async function typeQuery(
  page: Page,
  grid: Grid,
  oracle: Oracle,
  sorting: { id: string; desc: boolean }[],
  observed: RunResult['observed'],
): Promise<number[]> {
  const search = page.locator(grid === 'ours' ? 'input.rr-data-table__search' : '#quick-filter');
  await search.click();
  const keystrokes: number[] = [];
  for (let typed = 1; typed <= QUERY.length; typed += 1) {
    const expected = oracle.expect({ query: QUERY.slice(0, typed), sorting });
    keystrokes.push(await timeInput(page, expected, () => page.keyboard.press(QUERY[typed - 1] as string)));
    await observe(page, `search "${QUERY.slice(0, typed)}"`, observed);
  }
  return keystrokes;
}

interface PhoneResult {
  mount: number;
  keystrokeMedian: number;
  slowestKeystroke: number;
  observed: RunResult['observed'];
}

// At a phone's width the DataTable shows cards and AG Grid its grid: the mount and the search keystrokes.
async function runPhoneOnce(
  browser: Browser,
  baseUrl: string,
  grid: Grid,
  size: number,
  oracle: Oracle,
): Promise<PhoneResult> {
  const { context, page, mount } = await openGrid(browser, baseUrl, grid, size, oracle, PHONE_VIEWPORT);
  const observed: RunResult['observed'] = [];
  try {
    await observe(page, 'mount', observed);
    const keystrokes = await typeQuery(page, grid, oracle, DEFAULT_SORTING, observed);
    return {
      mount,
      keystrokeMedian: median(keystrokes),
      slowestKeystroke: Math.max(...keystrokes),
      observed,
    };
  } finally {
    await context.close();
  }
}

async function phoneReport(
  browser: Browser,
  baseUrl: string,
  size: number,
  oracle: Oracle,
): Promise<BenchmarkSection> {
  const results: Record<Grid, PhoneResult[]> = { ours: [], 'ag-grid': [] };
  for (let run = 0; run <= RUNS; run += 1) {
    const order: Grid[] = run % 2 === 0 ? ['ours', 'ag-grid'] : ['ag-grid', 'ours'];
    const pair = {} as Record<Grid, PhoneResult>;
    for (const grid of order) pair[grid] = await runPhoneOnce(browser, baseUrl, grid, size, oracle);
    compareObserved(size, pair.ours, pair['ag-grid']);
    if (run > 0) for (const grid of order) results[grid].push(pair[grid]);
    console.log(`${size} rows at ${PHONE_VIEWPORT.width} px: run ${run === 0 ? 'warm-up' : run} done`);
  }
  const pick = (grid: Grid, read: (result: PhoneResult) => number) => results[grid].map(read);
  const rows = [
    ratioLine(
      'mount to first rows painted',
      pick('ours', (r) => r.mount),
      pick('ag-grid', (r) => r.mount),
    ),
    ratioLine(
      'search keystroke to paint (median of 8 keys)',
      pick('ours', (r) => r.keystrokeMedian),
      pick('ag-grid', (r) => r.keystrokeMedian),
    ),
    ratioLine(
      'search keystroke to paint (slowest key)',
      pick('ours', (r) => r.slowestKeystroke),
      pick('ag-grid', (r) => r.slowestKeystroke),
    ),
  ];
  return {
    heading: `${size.toLocaleString('en')} rows at ${PHONE_VIEWPORT.width} × ${PHONE_VIEWPORT.height} px: the DataTable's cards, AG Grid's grid`,
    intro: `Median (min–max) of ${RUNS} runs; ms.`,
    table: { header: ['measure', 'DataTable (cards)', 'AG Grid', 'ours / AG'], rows },
  };
}

async function runOnce(
  browser: Browser,
  baseUrl: string,
  grid: Grid,
  size: number,
  oracle: Oracle,
): Promise<RunResult> {
  const { context, page, mount } = await openGrid(browser, baseUrl, grid, size, oracle);
  const observed: RunResult['observed'] = [];
  try {
    let sorting: { id: string; desc: boolean }[] = DEFAULT_SORTING;
    const initial = oracle.expect({ sorting });
    await observe(page, 'mount', observed);
    const measuredSweeps = await sweeps(page);
    await backToTop(page, grid, initial);

    const interactionStart = await page.evaluate(() => window.__probe.now());
    const sorts: number[] = [];
    for (const sort of SORTS) {
      sorting = [{ id: sort.column, desc: true }];
      const expected = oracle.expect({ sorting });
      const header =
        grid === 'ours'
          ? page.locator(`th[aria-colindex="${sort.colIndex}"] button.rr-data-table__sort`)
          : page.locator(`.ag-header-cell[col-id="${sort.column}"] .ag-header-cell-label`);
      sorts.push(await timeInput(page, expected, () => header.click()));
      await observe(page, sort.name, observed);
    }

    const keystrokes = await typeQuery(page, grid, oracle, sorting, observed);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.evaluate((value) => window.__probe.settle(value), oracle.expect({ sorting }));

    const filters: number[] = [];
    for (let index = 0; index < FILTERS.length; index += 1) {
      const model = Object.fromEntries(
        FILTERS.slice(0, index + 1).map((filter) => [filter.column, [filter.value]]),
      );
      const expected = oracle.expect({ filters: model, sorting });
      filters.push(await applyFilter(page, grid, index, expected));
      await observe(page, `filter ${Object.keys(model).join(' ∩ ')}`, observed);
    }
    const longTasks = await page.evaluate((start) => window.__probe.longTasksSince(start), interactionStart);
    if (grid === 'ours') await reportBlockingFrames(page, size, interactionStart);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return {
      mount,
      keystrokes,
      keystrokeMedian: median(keystrokes),
      filters,
      sorts,
      sweeps: measuredSweeps,
      longestTaskDuringInteraction: Math.max(0, ...longTasks),
      heapMb: usedSize / 1024 / 1024,
      observed,
    };
  } finally {
    await context.close();
  }
}

function compareObserved(
  size: number,
  ours: Pick<RunResult, 'observed'>,
  ag: Pick<RunResult, 'observed'>,
): void {
  for (const [index, step] of ours.observed.entries()) {
    const other = ag.observed[index];
    if (JSON.stringify(step) !== JSON.stringify(other)) {
      throw new Error(
        `${size} rows, ${step.step}: the grids differ: ours ${JSON.stringify(step.shown)}, AG Grid ${JSON.stringify(other?.shown)}`,
      );
    }
  }
}

function ratioLine(name: string, ours: number[], ag: number[], digits = 1): string[] {
  const ratio = median(ours) / median(ag);
  return [name, summary(ours, digits), summary(ag, digits), ratio.toFixed(2)];
}

// The DataTable as a default build makes it and as the kit's Radix plugin lets it be built; AG Grid with the
// benchmark's 5 modules, and with the 13 that give the DataTable's other features.
function bundleRows(
  sizes: Awaited<ReturnType<typeof measureBundleSizes>>,
): { app: string; loaded: string; size: Size }[] {
  const inAll = ({ initial, lazy }: AppSize): Size => ({
    raw: initial.raw + lazy.raw,
    gzip: initial.gzip + lazy.gzip,
  });
  return [
    { app: 'DataTable', loaded: 'before the first paint', size: sizes.ours.initial },
    { app: 'DataTable', loaded: 'after it (menus, in idle time)', size: sizes.ours.lazy },
    { app: 'DataTable', loaded: 'in all', size: inAll(sizes.ours) },
    {
      app: 'DataTable, built with `radixTreeShaking()`',
      loaded: 'in all',
      size: inAll(sizes.oursRadixTreeShaken),
    },
    { app: 'AG Grid Community 36.2, 5 modules', loaded: 'in all', size: sizes.agGrid.initial },
    { app: 'AG Grid Community 36.2, 13 modules', loaded: 'in all', size: sizes.agGridFeatures.initial },
  ];
}

async function main(): Promise<void> {
  const started = startBenchmark();
  console.log(`load average before: ${started.loadBefore}`);
  buildKit();
  const appsDir = await buildApps(OUT);
  const sizes = await measureBundleSizes(OUT);
  const { server, url } = await serve(appsDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const sections: BenchmarkSection[] = [];
  const chromiumVersion = browser.version();
  try {
    for (const size of SIZES) {
      const oracle = createOracle(size);
      const results: Record<Grid, RunResult[]> = { ours: [], 'ag-grid': [] };
      // One warm-up of each, discarded, then measured runs alternating which grid goes first.
      for (let run = 0; run <= RUNS; run += 1) {
        const order: Grid[] = run % 2 === 0 ? ['ours', 'ag-grid'] : ['ag-grid', 'ours'];
        const pair = {} as Record<Grid, RunResult>;
        try {
          for (const grid of order) pair[grid] = await runOnce(browser, url, grid, size, oracle);
        } catch (error) {
          // A grid that fails to show the expected rows in time (a stalled redraw on a loaded machine) voids
          // the pair; it is reported and run again, and a second failure stops the benchmark.
          console.log(`${size} rows: run ${run} failed and is repeated: ${(error as Error).message}`);
          for (const grid of order) pair[grid] = await runOnce(browser, url, grid, size, oracle);
        }
        compareObserved(size, pair.ours, pair['ag-grid']);
        if (run > 0) for (const grid of order) results[grid].push(pair[grid]);
        console.log(`${size} rows: run ${run === 0 ? 'warm-up' : run} done (rows and top rows agree)`);
      }
      const ours = results.ours;
      const ag = results['ag-grid'];
      const pick = (list: RunResult[], read: (result: RunResult) => number) => list.map(read);
      const rows = [
        ratioLine(
          'mount to first rows painted',
          pick(ours, (r) => r.mount),
          pick(ag, (r) => r.mount),
        ),
        ratioLine(
          'search keystroke to paint (median of 8 keys)',
          pick(ours, (r) => r.keystrokeMedian),
          pick(ag, (r) => r.keystrokeMedian),
        ),
        ratioLine(
          'search keystroke to paint (slowest key)',
          pick(ours, (r) => Math.max(...r.keystrokes)),
          pick(ag, (r) => Math.max(...r.keystrokes)),
        ),
        ratioLine(
          `filter ${FILTERS[0].column} to paint`,
          pick(ours, (r) => r.filters[0] as number),
          pick(ag, (r) => r.filters[0] as number),
        ),
        ratioLine(
          `filter ${FILTERS[0].column} ∩ ${FILTERS[1].column} to paint`,
          pick(ours, (r) => r.filters[1] as number),
          pick(ag, (r) => r.filters[1] as number),
        ),
        ...SORTS.map((sort, index) =>
          ratioLine(
            `${sort.name} to paint`,
            pick(ours, (r) => r.sorts[index] as number),
            pick(ag, (r) => r.sorts[index] as number),
          ),
        ),
        ...SPEEDS.flatMap((speed) => [
          ratioLine(
            `scroll ${speed} px/frame: frame p50`,
            pick(ours, (r) => r.sweeps[speed]?.p50 as number),
            pick(ag, (r) => r.sweeps[speed]?.p50 as number),
          ),
          ratioLine(
            `scroll ${speed} px/frame: frame p95`,
            pick(ours, (r) => r.sweeps[speed]?.p95 as number),
            pick(ag, (r) => r.sweeps[speed]?.p95 as number),
          ),
          ratioLine(
            `scroll ${speed} px/frame: frames > 17 ms (of ${FRAMES})`,
            pick(ours, (r) => r.sweeps[speed]?.over17 as number),
            pick(ag, (r) => r.sweeps[speed]?.over17 as number),
            0,
          ),
          ratioLine(
            `scroll ${speed} px/frame: long tasks`,
            pick(ours, (r) => r.sweeps[speed]?.longTasks as number),
            pick(ag, (r) => r.sweeps[speed]?.longTasks as number),
            0,
          ),
          ratioLine(
            `scroll ${speed} px/frame: frame main-thread time p50`,
            pick(ours, (r) => r.sweeps[speed]?.workP50 as number),
            pick(ag, (r) => r.sweeps[speed]?.workP50 as number),
          ),
          ratioLine(
            `scroll ${speed} px/frame: frame main-thread time p95`,
            pick(ours, (r) => r.sweeps[speed]?.workP95 as number),
            pick(ag, (r) => r.sweeps[speed]?.workP95 as number),
          ),
        ]),
        ratioLine(
          'longest task during sort, search and filters',
          pick(ours, (r) => r.longestTaskDuringInteraction),
          pick(ag, (r) => r.longestTaskDuringInteraction),
        ),
        ratioLine(
          'JS heap after forced GC (MB)',
          pick(ours, (r) => r.heapMb),
          pick(ag, (r) => r.heapMb),
        ),
      ];
      const section: BenchmarkSection = {
        heading: `${size.toLocaleString('en')} rows × 30 columns`,
        intro: `Median (min–max) of ${RUNS} runs; ms unless stated. A ratio of NaN is 0 against 0.`,
        table: { header: ['measure', 'DataTable', 'AG Grid', 'ours / AG'], rows },
      };
      sections.push(section);
      console.log(`\n${section.heading}\n${markdownTable(section.table)}`);
      const phone = await phoneReport(browser, url, size, oracle);
      sections.push(phone);
      console.log(`\n${phone.heading}\n${markdownTable(phone.table)}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const bundle: BenchmarkSection = {
    heading: 'Bundle an app pays',
    intro:
      'Minified JS and CSS, React excluded, of the apps in `bench/size/*.tsx` built on the published build; ratios of the gzipped size.',
    table: {
      header: ['app', 'loaded', 'min', 'min+gzip', '/ AG Grid, 5 modules', '/ AG Grid, 13 modules'],
      rows: bundleRows(sizes).map(({ app, loaded, size }) => [
        app,
        loaded,
        kb(size.raw),
        kb(size.gzip),
        (size.gzip / sizes.agGrid.initial.gzip).toFixed(2),
        (size.gzip / sizes.agGridFeatures.initial.gzip).toFixed(2),
      ]),
    },
  };
  sections.push(bundle);
  console.log(`\n${bundle.heading}\n${markdownTable(bundle.table)}`);
  writeBenchmarkReport(
    {
      name: 'ui-data-table',
      title: 'UI: DataTable against AG Grid Community',
      command: 'pnpm --filter @rigready/ui bench',
      method: BENCH_METHOD,
      settings: {
        'rows per data set': SIZES.map((size) => size.toLocaleString('en')).join(', '),
        'measured runs per size (after one warm-up pair)': RUNS,
        'frames per scroll sweep': FRAMES,
        Chromium: chromiumVersion,
      },
      sections,
    },
    started,
  );
}

await main();
