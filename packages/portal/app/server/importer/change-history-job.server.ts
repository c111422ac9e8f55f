import { writeAudit } from '../audit/audit-log.server.js';
import { ensureCurrentChangeHistoryMonths } from '../db/change-history-partitions.server.js';
import { type LeasedJob, startLeasedJob } from '../jobs/leased-job.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { type RetentionOutcome, removeOldChanges } from './change-history-retention.server.js';

/** The job's row in job_leases. */
const JOB = 'change-history';
/** A month turns over once a month; the pass is cheap when there is nothing to do. */
const INTERVAL_MS = 15 * 60_000;
/** Outlives a few missed passes, so a dead holder's job moves to another process within the hour. */
const LEASE_MS = 60 * 60_000;
/** Counting and dropping a month of tens of millions of rows takes well under this. */
const PASS_LIMIT_MS = 30 * 60_000;

/**
 * One pass of the change-history job: the partitions of this month and the next exist, and, when the
 * history is kept for a number of months (PORTAL_CHANGE_HISTORY_MONTHS), the changes before them are
 * removed and the audit log says what went. The outcome when retention ran, else null.
 *
 * @example
 * const outcome = await changeHistoryPass(runtime); // { keptFrom: '2025-11', partitions: [...], rows: 1200 }
 */
export async function changeHistoryPass(
  runtime: Pick<PortalRuntime, 'env' | 'handle' | 'now'>,
): Promise<RetentionOutcome | null> {
  const now = runtime.now();
  await ensureCurrentChangeHistoryMonths(runtime.handle.db, now);
  const months = runtime.env.changeHistoryMonths;
  if (months === null) return null;
  const outcome = await removeOldChanges(runtime.handle, months, now);
  if (outcome.rows > 0 || outcome.partitions.length > 0)
    await writeAudit(
      runtime.handle,
      {
        action: 'change-history.removed',
        actorUserId: null,
        details: {
          months,
          keptFrom: outcome.keptFrom,
          rows: outcome.rows,
          partitions: outcome.partitions.map((partition) => partition.name),
        },
      },
      now,
    );
  return outcome;
}

/**
 * Runs the change-history job in this process, one process at a time (see startLeasedJob); `info` hears
 * of every removal.
 *
 * @example
 * const job = startChangeHistoryJob(getPortalRuntime(), (line) => logger.info(line));
 * await job.stop();
 */
export function startChangeHistoryJob(
  runtime: Pick<PortalRuntime, 'env' | 'handle' | 'now' | 'log'>,
  info: (line: string) => void,
): LeasedJob {
  return startLeasedJob(runtime, {
    name: JOB,
    intervalMs: INTERVAL_MS,
    leaseMs: LEASE_MS,
    passLimitMs: PASS_LIMIT_MS,
    failure: 'the change-history job failed a pass',
    async pass() {
      const outcome = await changeHistoryPass(runtime);
      if (outcome && outcome.rows + outcome.partitions.length > 0) {
        const dropped = outcome.partitions.map((partition) => `${partition.name} (${partition.rows} rows)`);
        info(
          `change history: removed ${outcome.rows} changes before ${outcome.keptFrom}` +
            (dropped.length > 0 ? `; dropped ${dropped.join(', ')}` : ''),
        );
      }
    },
  });
}
