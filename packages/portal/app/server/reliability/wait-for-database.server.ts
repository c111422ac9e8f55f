import pg from 'pg';
import type { DatabaseTarget } from '../config/env.server.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.server.js';

/** Waits between attempts: 1, 2, 4, 8, then 15 s. */
const DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** What the start-up waits for and how long. */
export interface DatabaseWait {
  /** Gives up after this long without an answer. */
  limitMs: number;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not resolved yet',
  '57P03': 'the server is starting up',
};

function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return (code && REASONS[code]) ?? message ?? String(error);
}

/** host:port/database of a PostgreSQL URL, without its user or password. */
function placeOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * Waits at start-up until PostgreSQL answers `select 1`, retrying an unreachable server with backoff and
 * saying each time what it waits for (`waiting for PostgreSQL at db:5432/rigready (connection refused):
 * retrying in 2 s`); any other error (a wrong password, a missing database) is thrown at once. SQLite
 * needs no wait.
 *
 * @throws DatabaseUnavailableError when the server did not answer within `limitMs`, saying so.
 * @example
 * await waitForDatabase(env.database, { limitMs: 120_000, log: (line) => logger.warn(line) });
 */
export async function waitForDatabase(target: DatabaseTarget, wait: DatabaseWait): Promise<void> {
  if (target.kind !== 'postgres') return;
  const sleep = wait.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delay = DELAYS_MS[Math.min(attempt, DELAYS_MS.length - 1)] ?? 15_000;
      const waited = Date.now() - started;
      if (waited + delay > wait.limitMs)
        throw new DatabaseUnavailableError(
          `PostgreSQL at ${placeOf(target.url)} did not answer within ${Math.round(wait.limitMs / 1000)} s (${reasonOf(error)}): check DATABASE_URL and that the server runs`,
        );
      wait.log(
        `waiting for PostgreSQL at ${placeOf(target.url)} (${reasonOf(error)}): retrying in ${delay / 1000} s`,
      );
      await sleep(delay);
    } finally {
      await client.end().catch(() => {});
    }
  }
}
