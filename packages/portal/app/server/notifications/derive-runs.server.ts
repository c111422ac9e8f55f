import { type BodyThresholds, DEFAULT_BODY_THRESHOLDS } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import { eventsPastBaseline } from './customer-baseline.server.js';
import { eventAudience } from './event-audience.server.js';
import { runEvents } from './run-events.server.js';
import { storeEvents } from './store-events.server.js';

/**
 * Turns every succeeded import run not yet derived into events, oldest first: the job's cursor over
 * import_runs is the set of runs in notification_derived_runs, so a run from the command, the API or the
 * first start is seen whichever process ran it. The first succeeded run is the baseline (everything in it
 * is "added"): it is marked derived and tells no one; so is a later run for the customers it onboards (adds
 * to customers.json). `thresholds` are the provider's wall thresholds a joint is classed by. Each run is marked in the transaction that stores its
 * events; a process that loses the race to mark it stores nothing. Answers the number of events stored.
 *
 * @example
 * await deriveImportRuns(handle, new Date());
 */
export async function deriveImportRuns(
  handle: DatabaseHandle,
  now: Date,
  thresholds: BodyThresholds = DEFAULT_BODY_THRESHOLDS,
): Promise<number> {
  const runs = await handle.db
    .selectFrom('import_runs')
    .select(['id', 'finished_at', 'started_at'])
    .where('status', '=', 'succeeded')
    .where('id', 'not in', (eb) => eb.selectFrom('notification_derived_runs').select('run_id'))
    .orderBy('finished_at')
    .orderBy('id')
    .execute();
  let stored = 0;
  for (const run of runs) {
    const at = run.finished_at ?? run.started_at;
    const earlier = await handle.db
      .selectFrom('import_runs')
      .select('id')
      .where('status', '=', 'succeeded')
      .where('id', '!=', run.id)
      .where((eb) =>
        eb.or([eb('finished_at', '<', at), eb.and([eb('finished_at', '=', at), eb('id', '<', run.id)])]),
      )
      .executeTakeFirst();
    const events = earlier
      ? await eventsPastBaseline(handle.db, run.id, await runEvents(handle.db, run.id, at, thresholds))
      : [];
    const audience = await eventAudience(handle, events);
    stored += await handle.db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto('notification_derived_runs')
        .values({ run_id: run.id, derived_at: now.toISOString(), event_count: events.length })
        .onConflict((conflict) => conflict.column('run_id').doNothing())
        .returning('run_id')
        .execute();
      return marked.length === 0 ? 0 : storeEvents(trx, events, audience, now);
    });
  }
  return stored;
}
