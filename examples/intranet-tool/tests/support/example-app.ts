import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const EXAMPLE_DIR = new URL('../../', import.meta.url).pathname;
const RELEASE_DIR = new URL('../../../../release/', import.meta.url).pathname;
const run = promisify(execFile);

/** The example app served by its own static server and /api proxy. */
export interface RunningTool {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Installs the example from the release tarballs into its own node_modules and builds it, as an outside
 * app would. Fails with what to run when `npm run release:dry` has not packed them yet.
 */
export async function installAndBuildExample(): Promise<void> {
  for (const tarball of ['rigready-core.tgz', 'rigready-ui.tgz']) {
    if (!existsSync(`${RELEASE_DIR}${tarball}`)) {
      throw new Error(`release/${tarball} is missing: run \`npm run release:dry\` first`);
    }
  }
  const options = { cwd: EXAMPLE_DIR, maxBuffer: 16 * 1024 * 1024 };
  await run('pnpm', ['install', '--prefer-offline', '--reporter=silent'], options);
  await run('pnpm', ['run', '--silent', 'build'], options);
}

function waitForListening(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /http:\/\/[\d.]+:\d+/.exec(output());
      if (match) resolve(match[0]);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the example server exited with ${code}:\n${output()}`)));
  });
}

/**
 * Starts the example's server.mjs on a free port, forwarding /api to the given portal.
 *
 * @example
 * const tool = await startExample(portal.baseUrl);
 */
export async function startExample(portalUrl: string): Promise<RunningTool> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: EXAMPLE_DIR,
    env: { ...process.env, PORTAL_URL: portalUrl, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const output = () => log;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const url = await waitForListening(child, output);
  return { url, output, stop };
}
