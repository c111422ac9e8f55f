import { type QueryExecutorProvider, sql } from 'kysely';
import { isDatabaseUnavailable } from './database-unavailable.server.js';

/** The verdict of {@link checkReadiness}; the reason is coarse on purpose (the endpoint is public). */
export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether the database answers a trivial query within `timeoutMs`. Details of a failure go to `log`.
 *
 * @example
 * const verdict = await checkReadiness(getPortalRuntime().handle, 2000, console.error);
 */
export async function checkReadiness(
  handle: { db: QueryExecutorProvider },
  timeoutMs: number,
  log: (line: string, details?: unknown) => void,
): Promise<Readiness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([
      sql`select 1`.execute(handle.db).then(() => 'answered' as const),
      timeout,
    ]);
    if (outcome === 'answered') return { ready: true };
    log(`[rigready] readiness: the database did not answer within ${timeoutMs} ms`);
    return { ready: false, reason: `database did not answer within ${timeoutMs} ms` };
  } catch (error) {
    log('[rigready] readiness: the database check failed', error);
    return {
      ready: false,
      reason: isDatabaseUnavailable(error) ? 'database unavailable' : 'database check failed',
    };
  } finally {
    clearTimeout(timer);
  }
}
