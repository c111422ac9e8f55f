import type { Kysely } from 'kysely';
import type { Database, NotificationEventsTable } from '../db/schema.server.js';

/**
 * The events of a run that are news: those of customers already in the portal before it. A customer whose
 * customers.json row the run added is onboarded by it, and the years of history that come with it tell
 * nobody, whether it is the portal's first data load (after a users.json alone, say) or a customer added
 * later.
 *
 * @example
 * const news = await eventsPastBaseline(db, run.id, await runEvents(db, run.id, at, thresholds));
 */
export async function eventsPastBaseline(
  db: Kysely<Database>,
  runId: string,
  events: readonly NotificationEventsTable[],
): Promise<NotificationEventsTable[]> {
  if (events.length === 0) return [];
  const onboarded = await db
    .selectFrom('record_changes')
    .select('customer')
    .where('run_id', '=', runId)
    .where('entity', '=', 'customers')
    .where('kind', '=', 'added')
    .execute();
  const fresh = new Set(onboarded.map((row) => row.customer));
  return events.filter((event) => !fresh.has(event.customer));
}
