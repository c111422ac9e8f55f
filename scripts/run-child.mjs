// Runs a command as run.mjs runs the project's scripts, so that stopping run.mjs stops everything it
// started. Written for any Node >= 18, like run.mjs.
import { spawn } from 'node:child_process';

const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];
/** After a stop signal, how long the command's processes get to drain before run.mjs exits anyway. */
const DRAIN_MS = 15_000;

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `command` in a process group of its own and resolves with its exit code. A stop signal to this
 * process goes to the whole group: the shells between npm and the server (`a && b`) pass no signal on, so
 * signalling only the direct child would leave the server running, orphaned. For the same reason the
 * group is stopped when this process's parent goes (npm signals its shell, which does not pass it on).
 * After a stop it resolves once every process of the group has exited (at most 15 s).
 *
 *   process.exit(await runStoppable('pnpm', ['run', 'start:portal'], { cwd, env }));
 */
export function runStoppable(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
    let stopping = false;
    const forward = (signal) => {
      stopping = true;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    for (const signal of STOP_SIGNALS) process.on(signal, forward);
    // npm passes SIGTERM to the shell it ran us in, which dies without passing it on: a new parent is the
    // sign that whoever started us has gone.
    const parent = process.ppid;
    const orphaned = setInterval(() => {
      if (process.ppid !== parent && !stopping) forward('SIGTERM');
    }, 250);
    child.on('error', reject);
    child.on('exit', async (code) => {
      if (stopping) {
        const deadline = Date.now() + DRAIN_MS;
        while (groupAlive(child.pid) && Date.now() < deadline)
          await new Promise((done) => setTimeout(done, 100));
      }
      clearInterval(orphaned);
      for (const signal of STOP_SIGNALS) process.off(signal, forward);
      resolve(code ?? (stopping ? 0 : 1));
    });
  });
}
