#!/usr/bin/env node
// Prints Lighthouse's mobile scores (performance, accessibility, best practices) for /login and, signed in
// as the demo customer, /inventory and the field app's scan screen /scan. It builds nothing: it measures
// the portal at LIGHTHOUSE_URL, or starts the existing build (`pnpm build:portal`) on a free port with the
// demo data in a temporary folder. Whatever it starts (that portal, Chromium) it stops before it exits.
//
//   npm run lighthouse                                   # starts the built portal
//   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run lighthouse
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const PORTAL_DIR = new URL('../packages/portal/', import.meta.url).pathname;
const DEMO_CUSTOMER = { username: 'customer@rigready.test', password: 'rigready-demo' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
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

async function demoCustomerCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'sign-in', ...DEMO_CUSTOMER }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`signing in the demo customer failed with HTTP ${response.status}`);
  return cookie;
}

async function measure(url, port, extraHeaders) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    'first-contentful-paint': audits['first-contentful-paint']?.displayValue,
    'largest-contentful-paint': audits['largest-contentful-paint']?.displayValue,
    'total-blocking-time': audits['total-blocking-time']?.displayValue,
    'below 0.9': failing.join(', '),
  };
}

const started = [];
try {
  const given = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
  let baseUrl = given;
  if (!baseUrl) {
    const portal = await startPortal();
    started.push(portal);
    baseUrl = portal.baseUrl;
  }
  const cookie = await demoCustomerCookie(baseUrl);
  const chromium = await startChromium();
  started.push(chromium);
  const scores = {
    '/login': await measure(`${baseUrl}/login`, chromium.port),
    '/inventory': await measure(`${baseUrl}/inventory`, chromium.port, { Cookie: cookie }),
    '/scan': await measure(`${baseUrl}/scan`, chromium.port, { Cookie: cookie }),
  };
  console.log(`Lighthouse, mobile profile, on ${baseUrl}`);
  console.table(scores);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const running of started.reverse()) await running.stop();
}
