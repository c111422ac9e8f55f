import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltPortal } from '../helpers/built-portal.js';
import { onPostgres, TEST_POSTGRES_URL } from '../helpers/test-database.js';
import { freePort } from '../reliability/support/portal-process.js';

const PORTAL_DIR = new URL('../../', import.meta.url).pathname;
const METRICS_TOKEN = 'deploy-scrape-token-0123';

// What the container image runs: the deploy folder (`pnpm deploy --prod`) started with plain `node`, on a
// fresh PostgreSQL database of its own, with nothing of the workspace around it but PATH.
describe('given the deploy folder started with node on a fresh PostgreSQL database', () => {
  beforeAll(requireBuiltPortal);
  const workDir = mkdtempSync(join(tmpdir(), 'rigready-deploy-'));
  const deployDir = join(workDir, 'portal');
  const database = `deploy_${randomBytes(6).toString('hex')}`;
  let child: ChildProcess | undefined;
  let base = '';
  let output = '';

  beforeAll(async () => {
    const deployed = spawnSync('pnpm', ['--filter', '@rigready/portal', 'deploy', '--prod', deployDir], {
      cwd: PORTAL_DIR,
      encoding: 'utf8',
    });
    if (deployed.status !== 0) throw new Error(`pnpm deploy failed:\n${deployed.stdout}${deployed.stderr}`);
    await onPostgres(`create database ${database}`);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['build/bin/server.js'], {
      cwd: deployDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        PORTAL_WORKERS: '1',
        PORTAL_DATA_DIR: join(workDir, 'data'),
        DATABASE_URL: TEST_POSTGRES_URL.replace(/\/[^/]*$/, `/${database}`),
        PORTAL_METRICS_TOKEN: METRICS_TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 30_000;
    while (!/\(database: PostgreSQL, pid \d+\)/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`the portal did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await onPostgres(`drop database if exists ${database} with (force)`);
    // The deploy folder's node_modules is thousands of files: removing it can take a while under load.
    await rm(workDir, { recursive: true, force: true });
  }, 60_000);

  it('should refuse to start without a data folder outside the deploy folder, naming PORTAL_DATA_DIR', () => {
    const started = spawnSync(process.execPath, ['build/bin/server.js'], {
      cwd: deployDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORTAL_WORKERS: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(`${started.stdout}${started.stderr}`).toContain(
      `PORTAL_DATA_DIR must be a folder outside the deploy folder ${deployDir} (the data folder would be ${deployDir}/data, which the next deploy replaces with the database and documents in it); set PORTAL_DATA_DIR, e.g. PORTAL_DATA_DIR=/srv/rigready/data`,
    );
    expect(existsSync(join(deployDir, 'data'))).toBe(false);
  });

  it('should hold the compiled server and its production dependencies only (no tsx)', () => {
    expect(existsSync(join(deployDir, 'build', 'bin', 'server.js'))).toBe(true);
    expect(existsSync(join(deployDir, 'build', 'client'))).toBe(true);
    expect(existsSync(join(deployDir, 'build', 'import-schemas', 'serials.json'))).toBe(true);
    expect(existsSync(join(deployDir, 'node_modules', 'pg'))).toBe(true);
    expect(existsSync(join(deployDir, 'node_modules', 'tsx'))).toBe(false);
  });

  it('should hold the OpenTelemetry packages the tracer loads when a collector is configured', () => {
    const chunk = readdirSync(join(deployDir, 'build', 'bin', 'chunks')).find((name) =>
      name.startsWith('otlp-tracer.server-'),
    );
    const script = `const { createOtlpTracer } = await import('./build/bin/chunks/${chunk}');
await createOtlpTracer('deploy-check').shutdown();
console.log('tracer loaded');`;
    const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: deployDir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect({ stdout: loaded.stdout, stderr: loaded.stderr }).toEqual({
      stdout: 'tracer loaded\n',
      stderr: '',
    });
  });

  it('should answer /readyz with 200', async () => {
    const answer = await fetch(`${base}/readyz`);
    expect(answer.status).toBe(200);
  });

  it('should write a JSON access line carrying the request id it was sent', async () => {
    const answer = await fetch(`${base}/readyz`, { headers: { 'X-Request-Id': 'lb-7f3a-0001' } });
    expect(answer.status).toBe(200);
    await expect
      .poll(() => output.split('\n').find((line) => line.includes('"requestId":"lb-7f3a-0001"')))
      .toBeDefined();
    const line = JSON.parse(
      output.split('\n').find((each) => each.includes('"requestId":"lb-7f3a-0001"')) ?? '{}',
    );
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/readyz', status: 200 });
  });

  it('should answer /metrics in Prometheus format to the scraper token only', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const answer = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toContain('# TYPE rigready_http_request_duration_seconds histogram');
    expect(text).toMatch(/rigready_http_request_duration_seconds_count\{[^}]*route="\/readyz"[^}]*\} [1-9]/);
  });

  it('should have no demo accounts: signing in as admin@rigready.test fails', async () => {
    const answer = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@rigready.test', password: 'rigready-demo' }),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ status: 'FAIL', message: 'Wrong e-mail or password' });
    expect(output).not.toContain('DEMO ACCOUNTS EXIST');
    expect(output).not.toContain('imported the demo data set');
  });

  it('should stop on SIGTERM with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
