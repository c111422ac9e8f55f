import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const PORTAL_DIR = new URL('../../../', import.meta.url).pathname;
const START_TIMEOUT_MS = 120_000;

/** How the portal process ended. */
export interface PortalExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when it ended. */
  at: number;
}

/** The built portal running as `npm start` runs it, with the server process's own pid for signals. */
export interface PortalProcess {
  baseUrl: string;
  /** The Node process that serves (under pnpm and tsx), the one an orchestrator signals. */
  serverPid: number;
  child: ChildProcess;
  exited: Promise<PortalExit>;
  output(): string;
  /** Ends the process group if it is still running. */
  stop(): Promise<void>;
}

/**
 * A free TCP port on 127.0.0.1.
 *
 * @example
 * const port = await freePort();
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the built portal with the package's `start` script (as tests/browser/support/portal-server.ts
 * does) and resolves once it logged its pid and /healthz answers. Unlike that helper it exposes the
 * server's pid and exit, which the shutdown test needs. Build first: `pnpm build:packages && pnpm build:portal`.
 *
 * @example
 * const portal = await startPortalProcess({ PORTAL_DATA_DIR: dir, PORTAL_DEMO_DATA: 'off' });
 */
export async function startPortalProcess(env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['run', '--silent', 'start'], {
    cwd: PORTAL_DIR,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<PortalExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${log}`);
      if (Date.now() > deadline)
        throw new Error(`the portal did not start in ${START_TIMEOUT_MS} ms:\n${log}`);
      const pid = /\(database: .*, pid (\d+)\)/.exec(log)?.[1];
      const healthy =
        pid &&
        (await fetch(`${baseUrl}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        ));
      if (pid && healthy) return { baseUrl, serverPid: Number(pid), child, exited, output: () => log, stop };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
