import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DatabaseHandle } from '../db/database.server.js';
import { holdJobLease, releaseJobLease } from './job-lease.server.js';

/** The running job of one process. */
export interface LeasedJob {
  /** Runs a pass now if this process holds (or takes) the lease; resolves when it is done. */
  poke(): Promise<void>;
  /** Stops passing and gives the lease up. */
  stop(): Promise<void>;
}

/** A job run by one process at a time: its name in job_leases, its rhythm, and one pass of its work. */
export interface LeasedJobSpec {
  name: string;
  /** How often a process looks for work (and renews or tries to take the lease). */
  intervalMs: number;
  /** Outlives a few missed passes, so a busy holder keeps it and a dead one loses it soon. */
  leaseMs: number;
  /** A pass still running after this is left behind and the next one starts. */
  passLimitMs: number;
  /** What the log says when a pass fails. */
  failure: string;
  /** One pass; `holder` names this process in the leases of the rows the pass claims. */
  pass(holder: string): Promise<void>;
}

/** Settles as the work does, or rejects once it has run longer than the limit. */
function withinLimit(work: Promise<void>, limitMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`a pass ran longer than ${limitMs} ms; the next pass starts without it`)),
      limitMs,
    );
    timer.unref();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Runs a job in this process: every `intervalMs` it takes or renews the job's lease in the database and,
 * while it holds it, makes a pass. A pass that runs past its limit is logged and left behind, so a stuck
 * query or send cannot stop the job. Every server process starts it; one holds the lease, so the job runs
 * in one place however many processes or hosts serve, and another takes over once the holder's lease
 * runs out.
 *
 * @example
 * const job = startLeasedJob(runtime, { name: 'webhooks', intervalMs: 5000, leaseMs: 60_000,
 *   passLimitMs: 600_000, failure: 'the webhook job failed a pass', pass: (holder) => webhookPass(runtime, holder) });
 * await job.stop();
 */
export function startLeasedJob(
  runtime: {
    handle: DatabaseHandle;
    now: () => Date;
    log: (line: string, details?: unknown) => void;
  },
  spec: LeasedJobSpec,
): LeasedJob {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    if (!(await holdJobLease(runtime.handle, spec.name, holder, runtime.now(), spec.leaseMs))) return;
    await spec.pass(holder);
  };
  const poke = () => {
    running ??= withinLimit(pass(), spec.passLimitMs)
      .catch((error: unknown) => runtime.log(spec.failure, error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void poke();
  }, spec.intervalMs);
  timer.unref();
  void poke();
  return {
    poke,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await releaseJobLease(runtime.handle, spec.name, holder).catch(() => undefined);
    },
  };
}
