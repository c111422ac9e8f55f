#!/usr/bin/env node
// Lighthouse's mobile performance score, and its metrics, for the portal's main screens: /login, every
// screen of the drawer menu as the demo customer has it (core's own drawerMenu over the session the frame
// hands the browser), and the admin's overview with the screens it links to. Each screen is measured
// LIGHTHOUSE_RUNS times (5) with Lighthouse's default mobile settings; the medians and every run go to
// docs/benchmarks/lighthouse.md. It builds nothing: it measures the portal at LIGHTHOUSE_URL, or starts the
// existing build (`pnpm build:portal`) on a free port with the demo data in a temporary folder. Whatever it
// starts (that portal, Chromium) it stops before it exits.
//
//   nice -n 10 npm run lighthouse                        # starts the built portal
//   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run lighthouse
//   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_SCREENS=/login,/inventory npm run lighthouse   # a short run
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { drawerMenu } from '../packages/core/dist/index.js';
import { startBenchmark, writeBenchmarkReport } from './benchmark-report.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const PORTAL_DIR = new URL('../packages/portal/', import.meta.url).pathname;
const DEMO_PASSWORD = 'rigready-demo';
const DEMO_CUSTOMER = 'customer@rigready.test';
const DEMO_ADMIN = 'admin@rigready.test';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ONLY = process.env.LIGHTHOUSE_SCREENS?.split(',').filter(Boolean) ?? null;
/** A run whose trace Lighthouse could not read (NO_NAVSTART and the like) is run again, this many times. */
const RETRIES = 2;
const TARGET = 90;
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
  ['SI', 'speed-index'],
];
const START_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a process in its own group, so stopping it ends its children (pnpm, tsx) too. */
function startGroup(command, args, env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return { child, output: () => output, stop };
}

async function startPortal() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'rigready-lighthouse-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir };
  const portal = startGroup('pnpm', ['--dir', PORTAL_DIR, 'run', '--silent', 'start'], env);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (portal.child.exitCode !== null) {
      await stop();
      throw new Error(`the portal exited (is it built? pnpm build:portal):\n${portal.output()}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the portal did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${portal.output()}`);
}

async function startChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'rigready-lighthouse-chromium-'));
  const chromium = startGroup(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    process.env,
  );
  const stop = async () => {
    await chromium.stop();
    await rm(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(chromium.output());
    if (listening) return { port: Number(listening[1]), stop };
    if (chromium.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium (${CHROME_PATH}) did not open its debugging port:\n${chromium.output()}`);
}

async function signIn(baseUrl, username) {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'sign-in', username, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`signing in ${username} failed with HTTP ${response.status}`);
  return cookie;
}

/** The drawer's screens for a session: core's drawerMenu over the core session the frame's loader gives. */
async function menuPaths(baseUrl, cookie) {
  const { UNSAFE_decodeViaTurboStream: decode } = await import(
    createRequire(join(PORTAL_DIR, 'package.json')).resolve('react-router')
  );
  const response = await fetch(`${baseUrl}/home.data?_routes=routes%2Fsystem%2Fshell`, {
    headers: { Cookie: cookie },
  });
  if (!response.ok || !response.body)
    throw new Error(`the frame's data for /home answered HTTP ${response.status}`);
  const { value } = await decode(response.body, globalThis);
  const session = value['routes/system/shell']?.data?.coreSession;
  if (!session) throw new Error("the frame's data for /home has no core session");
  const menu = drawerMenu(session, '/home');
  return [...menu.links, ...menu.groups.flatMap((group) => group.links)].map((link) => link.path);
}

/** /admin and the screens its overview links to. */
async function adminPaths(baseUrl, cookie) {
  const response = await fetch(`${baseUrl}/admin`, { headers: { Cookie: cookie } });
  const page = await response.text();
  if (!response.ok) throw new Error(`/admin answered HTTP ${response.status}`);
  const links = [...page.matchAll(/<a class="rr-button"[^>]*?href="(\/[^"]*)"/g)].map((match) => match[1]);
  if (links.length === 0) throw new Error('/admin links to no screen: has its overview changed?');
  return ['/admin', ...links];
}

async function measureOnce(url, port, cookie) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError && attempt < RETRIES) continue;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${finalDisplayedUrl}: was the session refused?`);
    const run = { performance: Math.round((categories.performance?.score ?? 0) * 100) };
    for (const [name, id] of METRICS) run[name] = audits[id]?.numericValue ?? Number.NaN;
    return run;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const FORMAT = {
  LCP: seconds,
  TBT: (ms) => `${Math.round(ms)} ms`,
  CLS: (value) => value.toFixed(3),
  FCP: seconds,
  SI: seconds,
};

function report(baseUrl, results, run) {
  const medians = results.map(({ screen, account, runs, load }) => {
    const scores = runs.map((one) => one.performance);
    return [
      screen,
      account,
      median(scores),
      `${Math.min(...scores)}–${Math.max(...scores)}`,
      `${scores.filter((score) => score >= TARGET).length} of ${scores.length}`,
      ...METRICS.map(([name]) => FORMAT[name](median(runs.map((one) => one[name])))),
      load,
    ];
  });
  const everyRun = results.flatMap(({ screen, runs }) =>
    runs.map((one, index) => [
      screen,
      index + 1,
      one.performance,
      ...METRICS.map(([name]) => FORMAT[name](one[name])),
    ]),
  );
  writeBenchmarkReport(
    {
      name: 'lighthouse',
      title: "Lighthouse on the portal's main screens (mobile)",
      command: 'nice -n 10 npm run lighthouse',
      method: [
        `Lighthouse ${lighthouseVersion} (performance category, its default mobile profile: simulated throttling of a slow 4G link and a 4× slower CPU, a phone's screen) in Debian's Chromium, on the production build with the demo data. The screens are /login signed out, every screen of the drawer menu as the demo customer (${DEMO_CUSTOMER}) has it, and, as the admin (${DEMO_ADMIN}), /admin and the screens its overview links to.`,
        `Each screen is measured ${RUNS === 1 ? 'once' : `${RUNS} times`} in a row, with the signed-in account's session cookie; a run whose trace Lighthouse could not read is run again. The medians are of those runs; the target is a score of ${TARGET} or more in every run.`,
        "Lighthouse simulates the slow device from a trace taken at full speed, so the machine's load leaks into the figures, most of all into TBT: the load average at each screen's start is in its row.",
      ],
      settings: {
        portal: baseUrl,
        'runs per screen': RUNS,
        screens: results.length,
        ...(ONLY ? { 'screens asked for': ONLY.join(' ') } : {}),
      },
      sections: [
        {
          heading: 'Medians per screen',
          intro: `Performance score (median, range, runs at ${TARGET} or more) and the medians of the metrics; load is the 1-minute load average when the screen's runs began.`,
          table: {
            header: [
              'screen',
              'account',
              'score',
              'range',
              `≥ ${TARGET}`,
              ...METRICS.map(([name]) => name),
              'load',
            ],
            rows: medians,
          },
        },
        {
          heading: 'Every run',
          table: { header: ['screen', 'run', 'score', ...METRICS.map(([name]) => name)], rows: everyRun },
        },
      ],
    },
    run,
  );
}

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const run = startBenchmark();
const started = [];
try {
  const given = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
  let baseUrl = given;
  if (!baseUrl) {
    const portal = await startPortal();
    started.push(portal);
    baseUrl = portal.baseUrl;
  }
  const customer = await signIn(baseUrl, DEMO_CUSTOMER);
  const admin = await signIn(baseUrl, DEMO_ADMIN);
  const screens = [
    { screen: '/login', account: 'signed out', cookie: null },
    ...(await menuPaths(baseUrl, customer)).map((screen) => ({
      screen,
      account: 'customer',
      cookie: customer,
    })),
    ...(await adminPaths(baseUrl, admin)).map((screen) => ({ screen, account: 'admin', cookie: admin })),
  ].filter(({ screen }) => !ONLY || ONLY.includes(screen));
  const chromium = await startChromium();
  started.push(chromium);
  const results = [];
  for (const { screen, account, cookie } of screens) {
    const load = loadavg()[0].toFixed(2);
    const runs = [];
    for (let index = 0; index < RUNS; index += 1)
      runs.push(await measureOnce(`${baseUrl}${screen}`, chromium.port, cookie));
    results.push({ screen, account, runs, load });
    console.log(`${screen} (${account}, load ${load}): ${runs.map((one) => one.performance).join(' ')}`);
  }
  report(baseUrl, results, run);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const running of started.reverse()) await running.stop();
}
