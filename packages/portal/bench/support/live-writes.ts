import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';

/** What the portal's own writes met while they ran: how many, how long each took, which failed. */
export interface LiveWriteFigures {
  writes: number;
  failures: string[];
  p95Ms: number;
  maxMs: number;
}

/** Live writes under way; `stop` ends them and reports. */
export interface LiveWrites {
  stop(): Promise<LiveWriteFigures>;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? 0;

/**
 * Writes as the portal does while people use it: every `everyMs` a new session for the user, then a
 * preference on it (the chosen asset), each timed. The import under test runs in another process, as
 * `npm run import` does, so these writes meet its locks and nothing else.
 *
 * @example
 * const live = startLiveWrites(handle, userId, 20);
 * await importSomething();
 * const { p95Ms, failures } = await live.stop();
 */
export function startLiveWrites(handle: DatabaseHandle, userId: string, everyMs: number): LiveWrites {
  const durations: number[] = [];
  const failures: string[] = [];
  let running = true;
  const timed = async (write: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await write();
    } catch (error) {
      failures.push((error as Error).message);
    }
    durations.push(performance.now() - started);
  };
  const loop = (async () => {
    while (running) {
      const now = new Date();
      const idHash = randomBytes(16).toString('hex');
      const later = new Date(now.getTime() + 3_600_000).toISOString();
      await timed(() =>
        handle.db
          .insertInto('sessions')
          .values({
            id_hash: idHash,
            user_id: userId,
            created_at: now.toISOString(),
            last_seen_at: now.toISOString(),
            expires_at: later,
            absolute_expires_at: later,
            acting_customer: null,
            current_asset: null,
            pipe_type: null,
          })
          .execute(),
      );
      await timed(() =>
        handle.db
          .updateTable('sessions')
          .set({ current_asset: 'Fleet Inventory' })
          .where('id_hash', '=', idHash)
          .execute(),
      );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = durations.toSorted((a, b) => a - b);
      return {
        writes: durations.length,
        failures,
        p95Ms: percentile(sorted, 0.95),
        maxMs: sorted.at(-1) ?? 0,
      };
    },
  };
}
