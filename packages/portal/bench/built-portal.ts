// The built portal as the benches run it: a free port, `pnpm run <script>` in its own process group, and
// waiting for /healthz.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const PORTAL_DIR = new URL('..', import.meta.url).pathname;

/**
 * A TCP port free on 127.0.0.1 right now.
 *
 * @example
 * const port = await freePort();
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Runs a package script (`import`, `start`) of the portal in its own process group, output inherited.
 *
 * @example
 * const portal = runPortalScript(['start'], { PORT: '3140', PORTAL_DATA_DIR: dataDir });
 */
export function runPortalScript(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('pnpm', ['run', '--silent', ...args], {
    cwd: PORTAL_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/**
 * Waits until the portal answers /healthz (at most 5 minutes), failing when its process exits first.
 *
 * @example
 * await untilHealthy('http://127.0.0.1:3140', portal);
 */
export async function untilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
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

/**
 * Stops a portal started with {@link runPortalScript} (its whole process group) and waits for it to exit;
 * nothing when it is not running.
 *
 * @example
 * await stopPortalScript(portal);
 */
export async function stopPortalScript(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** The value at a percentile of the sorted times (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Signs `email` in through the sign-in form's POST and answers the session's Cookie header.
 *
 * @example
 * const cookie = await signInCookie(baseUrl, 'customer@rigready.test', 'rigready-demo');
 */
export async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'sign-in', username: email, password }),
    headers: { Origin: baseUrl },
    redirect: 'manual',
  });
  if (answer.status !== 302) throw new Error(`sign-in answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
