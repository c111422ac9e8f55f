import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';
import type { ImportProblem } from './import-problem.server.js';
import type { ImportRunProgress } from './import-runs.server.js';
import { writeTransaction } from './write-transaction.server.js';

/** How long a lease lasts unrenewed; a run renews it every few thousand rows it reads or writes. */
const LEASE_MS = 120_000;
/** PostgreSQL advisory lock taken while a lease is decided, so two runs cannot both see it free. */
const LEASE_LOCK_ID = 4_702_111_117;
const FIRST_WAIT_MS = 200;
const MAX_WAIT_MS = 5000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (now: Date) => new Date(now.getTime() + LEASE_MS).toISOString();

const interrupted: ImportProblem = {
  file: '(run)',
  row: 0,
  field: '(import)',
  reason:
    'the import stopped (its process ended) before it finished; what it had applied is in its record_changes, ' +
    'and the next import of the data set completes it',
};

async function tryLease(handle: DatabaseHandle, runId: string): Promise<boolean> {
  return writeTransaction(handle, async (db) => {
    if (handle.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${LEASE_LOCK_ID})`.execute(db);
    const now = new Date();
    const held = await db
      .selectFrom('import_runs')
      .select('id')
      .where('id', '!=', runId)
      .where('lease_until', '>', now.toISOString())
      .executeTakeFirst();
    if (held) return false;
    // A run whose lease lapsed while it worked has died: it ends failed, and this run's diff completes it.
    await db
      .updateTable('import_runs')
      .set({
        status: 'failed',
        finished_at: now.toISOString(),
        lease_until: null,
        progress: null,
        problem_count: 1,
        problems: JSON.stringify([interrupted]),
      })
      .where('id', '!=', runId)
      .where('lease_until', '<=', now.toISOString())
      .where('status', 'in', ['checking', 'applying'])
      .execute();
    await db
      .updateTable('import_runs')
      .set({ lease_until: until(now) })
      .where('id', '=', runId)
      .execute();
    return true;
  });
}

/**
 * Takes the import lease for a recorded run, waiting (with backoff) while another run holds it: only one
 * import checks and applies at a time, so each diff is against rows no other import is changing.
 *
 * @example
 * await acquireImportLease(handle, runId);
 */
export async function acquireImportLease(handle: DatabaseHandle, runId: string): Promise<void> {
  let wait = FIRST_WAIT_MS;
  while (!(await tryLease(handle, runId))) {
    await pause(wait);
    wait = Math.min(wait * 2, MAX_WAIT_MS);
  }
}

/**
 * Renews a run's lease and notes where it stands, in the transaction (or connection) given.
 *
 * @example
 * await renewImportLease(trx, runId, { file: 'serials.ndjson', rows: 20000 });
 */
export async function renewImportLease(
  db: Kysely<Database>,
  runId: string,
  progress: ImportRunProgress,
): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ lease_until: until(new Date()), progress: JSON.stringify(progress) })
    .where('id', '=', runId)
    .execute();
}
