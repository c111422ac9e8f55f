import { type LeasedJob, startLeasedJob } from '../jobs/leased-job.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { deliverDueWebhooks } from './deliver-webhooks.server.js';
import { enqueueWebhookDeliveries } from './enqueue-webhook-deliveries.server.js';

/** The job's row in job_leases. */
const JOB = 'webhooks';
/** As often as the shortest retry wait, so a retry goes out on time. */
const INTERVAL_MS = 5_000;
/** A lease outlives a few missed passes, so a busy holder keeps it and a dead one loses it in a minute. */
const LEASE_MS = 60_000;
/** A receiver's time to answer one delivery. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** A delivery's claim: longer than its attempt, so a slow receiver's delivery is not taken again. */
const DELIVERY_LEASE_MS = 60_000;
/** Longer than a pass of twenty attempts that all time out. */
const PASS_LIMIT_MS = 10 * 60_000;

/** What one pass did. */
export interface WebhookPass {
  queued: number;
  tried: number;
}

/**
 * How a pass runs: a receiver's time to answer (10 s unless given), who is told of each attempt, and the
 * signal that stops the pass (the attempt under way is cut short and left due at once).
 */
export interface WebhookPassOptions {
  timeoutMs?: number;
  note?: (line: string) => void;
  stop?: AbortSignal;
}

/**
 * One pass of the webhook job: a delivery for each new outbox event and live endpoint, then the due
 * deliveries sent. Tests call it with their clock; the job calls it every 5 s.
 *
 * @example
 * const { queued, tried } = await webhookPass(runtime, 'test'); // { queued: 2, tried: 2 }
 */
export async function webhookPass(
  runtime: Pick<PortalRuntime, 'handle' | 'now'>,
  holder: string,
  { timeoutMs = ATTEMPT_TIMEOUT_MS, note = () => {}, stop }: WebhookPassOptions = {},
): Promise<WebhookPass> {
  const queued = await enqueueWebhookDeliveries(runtime.handle, runtime.now());
  const tried = await deliverDueWebhooks(
    {
      handle: runtime.handle,
      holder,
      leaseMs: DELIVERY_LEASE_MS,
      timeoutMs,
      note,
      ...(stop ? { stop } : {}),
    },
    runtime.now,
  );
  return { queued, tried };
}

/**
 * Runs the webhook job in this process, one process at a time (see startLeasedJob); `info` hears of the
 * deliveries queued and of each attempt. Its stop cuts the attempt under way short, so the stop is not
 * held up by a receiver's 10 s to answer (the server exits 9.5 s after its stop signal, whatever is left):
 * the cut attempt is recorded as aborted, its delivery left due at once for the next process to send.
 *
 * @example
 * const job = startWebhookJob(getPortalRuntime(), (line) => logger.info(line));
 * await job.stop();
 */
export function startWebhookJob(
  runtime: Pick<PortalRuntime, 'handle' | 'now' | 'log'>,
  info: (line: string) => void,
): LeasedJob {
  const stopping = new AbortController();
  const job = startLeasedJob(runtime, {
    name: JOB,
    intervalMs: INTERVAL_MS,
    leaseMs: LEASE_MS,
    passLimitMs: PASS_LIMIT_MS,
    failure: 'the webhook job failed a pass',
    async pass(holder) {
      const done = await webhookPass(runtime, holder, { note: info, stop: stopping.signal });
      if (done.queued > 0) info(`webhooks: ${done.queued} deliveries queued`);
    },
  });
  return {
    poke: job.poke,
    async stop() {
      stopping.abort();
      await job.stop();
    },
  };
}
