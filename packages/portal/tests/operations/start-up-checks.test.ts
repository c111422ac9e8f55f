import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltPortal } from '../helpers/built-portal.js';
import { onPostgres, TEST_POSTGRES_URL } from '../helpers/test-database.js';
import { freePort } from '../reliability/support/portal-process.js';

const PORTAL_DIR = new URL('../../', import.meta.url).pathname;
const SYSTEM_NODE = '/usr/bin/node';
const systemNodeVersion = existsSync(SYSTEM_NODE)
  ? spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '')
  : '';

/** The built server started with plain node and only these variables (and PATH). */
function startServer(env: Record<string, string>, node = process.execPath) {
  return spawnSync(node, ['build/bin/server.js'], {
    cwd: PORTAL_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORTAL_WORKERS: '1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string });

describe('what the built server says when it cannot start', { timeout: 60_000 }, () => {
  beforeAll(requireBuiltPortal);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  }, 30_000);
  const dataFolder = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rigready-start-up-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return dataDir;
  };

  it.runIf(systemNodeVersion !== '' && Number(systemNodeVersion.split('.')[0]) < 24)(
    'should name the Node version it needs when started with an older node',
    () => {
      const started = startServer({ PORTAL_DATA_DIR: dataFolder() }, SYSTEM_NODE);
      expect(started.status).toBe(1);
      expect(started.stderr.trim()).toBe(
        `rigready needs Node 24.7 or later; this is Node ${systemNodeVersion}. Install Node 24 (.nvmrc in the repository names the tested release) and run the command with it.`,
      );
    },
  );

  it('should refuse PORTAL_LOG_LEVEL=verbose with one JSON line naming the variable and the levels', () => {
    const started = startServer({ PORTAL_DATA_DIR: dataFolder(), PORTAL_LOG_LEVEL: 'verbose' });
    expect(started.status).toBe(1);
    expect(started.stderr).toBe('');
    expect(jsonLines(started.stdout).map(({ level, msg }) => ({ level, msg }))).toEqual([
      {
        level: 'fatal',
        msg: 'Invalid configuration: PORTAL_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
      },
    ]);
  });

  it('should refuse TRUST_PROXY=on before it creates or migrates the database', () => {
    const dataDir = dataFolder();
    const started = startServer({ PORTAL_DATA_DIR: dataDir, TRUST_PROXY: 'on', PORTAL_DEMO_DATA: 'off' });
    expect(started.status).toBe(1);
    const [line] = jsonLines(started.stdout);
    expect(line?.level).toBe('fatal');
    expect(line?.msg).toContain('TRUST_PROXY=on is no longer accepted');
    expect(existsSync(join(dataDir, 'rigready.sqlite'))).toBe(false);
  });

  it('should wait for an unreachable PostgreSQL, saying what it waits for, and start once it answers', async () => {
    const database = `operator_wait_${randomBytes(4).toString('hex')}`;
    await onPostgres(`create database ${database}`);
    cleanups.push(() => onPostgres(`drop database if exists ${database} with (force)`));
    const port = await freePort();
    const httpPort = await freePort();
    const child = spawn(process.execPath, ['build/bin/server.js'], {
      cwd: PORTAL_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORTAL_WORKERS: '1',
        PORT: String(httpPort),
        PORTAL_DATA_DIR: dataFolder(),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/${database}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
    const until = async (what: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!what()) {
        if (Date.now() > deadline) throw new Error(`timed out; the output:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await until(() => output.includes('retrying in 2 s'), 10_000);
    const waits = jsonLines(output).map(({ level, msg }) => `${level}: ${msg}`);
    expect(waits.slice(0, 2)).toEqual([
      `warn: waiting for PostgreSQL at 127.0.0.1:${port}/${database} (connection refused): retrying in 1 s`,
      `warn: waiting for PostgreSQL at 127.0.0.1:${port}/${database} (connection refused): retrying in 2 s`,
    ]);
    expect(output).not.toContain('    at ');
    // The server comes up on the port the portal waits on.
    const target = new URL(TEST_POSTGRES_URL);
    const proxy: Server = createServer((client) => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
    await until(() => /\(database: PostgreSQL, pid \d+\)/.test(output), 30_000);
    expect((await fetch(`http://127.0.0.1:${httpPort}/readyz`)).status).toBe(200);
    child.kill('SIGTERM');
    await until(() => child.exitCode !== null, 15_000);
  });
});
