import { type LeasedJob, startLeasedJob } from '../jobs/leased-job.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { deriveActionEvents } from './derive-actions.server.js';
import { deriveInspectionReminders } from './derive-reminders.server.js';
import { deriveImportRuns } from './derive-runs.server.js';
import { queueDigests } from './queue-digests.server.js';
import { sendDueMails } from './send-mails.server.js';

/** The job's row in job_leases. */
const JOB = 'notifications';
/** How often a process looks for work (and renews or tries to take the lease). */
const INTERVAL_MS = 15_000;
/** A lease outlives a few missed passes, so a busy holder keeps it and a dead one loses it in a minute. */
const LEASE_MS = 60_000;
/** A mail's claim: longer than nodemailer's longest SMTP timeout, so a slow send is not called lapsed. */
const MAIL_LEASE_MS = 15 * 60_000;
const MAX_ATTEMPTS = 6;
/**
 * A pass still running after this is left behind and the next one starts: a query or send that never
 * settles would otherwise stop the job in this process until a restart. Longer than a mail's claim, so the
 * mails the stuck pass claimed have lapsed (and count as uncertain, never resent) before another looks.
 */
const PASS_LIMIT_MS = 20 * 60_000;

/** What one pass did. */
export interface NotificationPass {
  events: number;
  digests: number;
  mails: number;
}

/**
 * One pass of the notification job, for the holder of its lease: new import runs, today's inspection
 * reminders and the customer actions in the outbox into events (with their bells and mails), the digests
 * that are due, then the mails.
 *
 * @example
 * const pass = await notificationPass(runtime, 'host-a:4242');
 */
export async function notificationPass(
  runtime: Pick<PortalRuntime, 'env' | 'handle' | 'mailer' | 'now' | 'log'>,
  holder: string,
): Promise<NotificationPass> {
  const { handle, env } = runtime;
  const events =
    (await deriveImportRuns(handle, runtime.now(), env.jointClass.thresholds)) +
    (await deriveInspectionReminders(handle, runtime.now(), env.timeZone)) +
    (await deriveActionEvents(handle, runtime.now()));
  const digests = await queueDigests(handle, runtime.now(), env.timeZone);
  const mails = await sendDueMails(
    {
      handle,
      mailer: runtime.mailer,
      origin: env.origin,
      holder,
      leaseMs: MAIL_LEASE_MS,
      maxAttempts: MAX_ATTEMPTS,
      log: runtime.log,
    },
    runtime.now,
  );
  return { events, digests, mails };
}

/** Options of {@link startNotificationJob}. */
export interface NotificationJobOptions {
  /** How long a pass may run before the next one starts without it; 20 minutes unless given. */
  passLimitMs?: number;
}

/**
 * Runs the notification job in this process: every 15 s it takes or renews the job's lease in the
 * database and, while it holds it, makes a pass. A pass that runs past its limit is logged and left
 * behind, so a stuck query or send cannot stop the job. Every server process starts it; one holds the lease, so
 * the job runs in one place however many processes or hosts serve, and another takes over within a
 * minute of the holder stopping.
 *
 * @example
 * const job = startNotificationJob(getPortalRuntime());
 * await job.stop();
 */
export function startNotificationJob(
  runtime: Pick<PortalRuntime, 'env' | 'handle' | 'mailer' | 'now' | 'log'>,
  info: (line: string) => void,
  options: NotificationJobOptions = {},
): LeasedJob {
  return startLeasedJob(runtime, {
    name: JOB,
    intervalMs: INTERVAL_MS,
    leaseMs: LEASE_MS,
    passLimitMs: options.passLimitMs ?? PASS_LIMIT_MS,
    failure: 'the notification job failed a pass',
    async pass(holder) {
      const done = await notificationPass(runtime, holder);
      if (done.events + done.digests + done.mails > 0)
        info(
          `notifications: ${done.events} events, ${done.digests} digests queued, ${done.mails} mails sent or tried`,
        );
    },
  });
}
