import type { DatabaseHandle } from '../db/database.server.js';

/**
 * Takes or renews the lease of a job for `holder` until `now + ttlMs`: it succeeds when no one holds the
 * job, when `holder` already does, or when the holder's lease has run out (a process that stopped). One
 * statement, so two processes (or hosts) on one database never both hold it.
 *
 * @example
 * if (await holdJobLease(handle, 'notifications', 'host-a:4242', new Date(), 60_000)) await runTheJob();
 */
export async function holdJobLease(
  handle: DatabaseHandle,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const expires = new Date(now.getTime() + ttlMs).toISOString();
  const held = await handle.db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expires })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: expires })
        .where((eb) =>
          eb.or([eb('job_leases.holder', '=', holder), eb('job_leases.expires_at', '<', now.toISOString())]),
        ),
    )
    .returning('name')
    .execute();
  return held.length > 0;
}

/**
 * Gives the lease up (on a clean stop), so another process takes the job over at once.
 *
 * @example
 * await releaseJobLease(handle, 'notifications', 'host-a:4242');
 */
export async function releaseJobLease(handle: DatabaseHandle, name: string, holder: string): Promise<void> {
  await handle.db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
