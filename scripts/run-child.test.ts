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

describe('a command run as run.mjs runs the scripts', () => {
  it('should stop the server behind a shell (a && b) when run.mjs gets SIGTERM, leaving no orphan', async () => {
    // What `npm start` runs: a shell chain whose last command is a long-running server.
    const server = 'node -e "console.log(process.pid); setInterval(() => {}, 1000)"';
    const runner = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { runStoppable } = await import(${JSON.stringify(RUN_CHILD)});
process.exit(await runStoppable('sh', ['-c', ${JSON.stringify(`true && ${server}`)}], { stdio: ['ignore', 'inherit', 'inherit'] }));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const serverPid = await new Promise<number>((resolve) =>
      runner.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
    );
    expect(alive(serverPid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => runner.on('exit', resolve));
    runner.kill('SIGTERM');
    // The server's own SIGTERM exit code (no handler: killed by the signal) becomes 0 for a requested stop.
    expect(await exited).toBe(0);
    expect(alive(serverPid)).toBe(false);
  });
});
