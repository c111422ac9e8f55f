import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RUN_CHILD = join(import.meta.dirname, 'run-child.mjs');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const gone = async (pid: number, ms: number) => {
  const deadline = Date.now() + ms;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return !alive(pid);
};

/**
 * What run.mjs does with `npm start`'s script: a shell chain whose last command is a long-running server
 * (it prints its pid). With `viaShell`, inside `sh -c "node …; true"` as npm runs run.mjs.
 */
function startRunner(viaShell: boolean) {
  const server = 'node -e "console.log(process.pid); setInterval(() => {}, 1000)"';
  const runner = `const { runStoppable } = await import(${JSON.stringify(RUN_CHILD)});
process.exit(await runStoppable('sh', ['-c', ${JSON.stringify(`true && ${server}`)}], { stdio: ['ignore', 'inherit', 'inherit'] }));`;
  const args = ['--input-type=module', '-e', runner];
  const quote = (part: string) => `'${part.replaceAll("'", `'"'"'`)}'`;
  const child = viaShell
    ? spawn('sh', ['-c', `${[process.execPath, ...args].map(quote).join(' ')}; true`], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const serverPid = new Promise<number>((resolve) =>
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  return { child, serverPid };
}

describe('a command run as run.mjs runs the scripts', () => {
  it('should stop the server behind a shell (a && b) when run.mjs gets SIGTERM, leaving no orphan', async () => {
    const { child, serverPid } = startRunner(false);
    const pid = await serverPid;
    expect(alive(pid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    // The server's own SIGTERM exit code (no handler: killed by the signal) becomes 0 for a requested stop.
    expect(await exited).toBe(0);
    expect(alive(pid)).toBe(false);
  });

  it("should stop the server when npm's shell around run.mjs gets SIGTERM and passes nothing on", async () => {
    const { child, serverPid } = startRunner(true);
    const pid = await serverPid;
    expect(alive(pid)).toBe(true);
    child.kill('SIGTERM');
    expect(await gone(pid, 5_000)).toBe(true);
  });
});
