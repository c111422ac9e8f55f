import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import { rateLimitRefusals } from '../observability/metrics.server.js';

/** A fixed-window limit: at most `limit` hits per `windowMs` in one bucket. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * The fixed-window limits of the portal (password checks have growing delays instead, in
 * sign-in-delay.server.ts). The provider's callback counts per address; reset and sign-in-link requests
 * count per address and per e-mail; the public serial history counts per address; wrong second-factor
 * codes count per account. A mailed link lives as long as the window, so while an e-mail's limit holds its
 * latest link still works.
 *
 * @example
 * await enforceRateLimits(handle, [[RATE_LIMITS.oidcCallbackAddress, address]], now);
 */
export const RATE_LIMITS = {
  oidcCallbackAddress: { name: 'sign-in:address', limit: 30, windowMs: 15 * 60_000 },
  resetAddress: { name: 'reset:address', limit: 10, windowMs: 15 * 60_000 },
  resetAccount: { name: 'reset:account', limit: 3, windowMs: 15 * 60_000 },
  signInLinkAddress: { name: 'sign-in-link:address', limit: 10, windowMs: 15 * 60_000 },
  signInLinkAccount: { name: 'sign-in-link:account', limit: 3, windowMs: 15 * 60_000 },
  serialHistoryAddress: { name: 'serial-history:address', limit: 60, windowMs: 60_000 },
  secondFactorAccount: { name: 'second-factor:account', limit: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** Over a limit: answer 429 with Retry-After. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
  readonly status = 429;
  constructor(
    readonly rule: RateLimitRule,
    readonly retryAfterSeconds: number,
  ) {
    super(`Rate limit ${rule.name} reached; retry in ${retryAfterSeconds} s`);
  }
}

function windowOf(rule: RateLimitRule, now: Date): { start: string; retryAfterSeconds: number } {
  const startMs = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    start: new Date(startMs).toISOString(),
    retryAfterSeconds: Math.max(1, Math.ceil((startMs + rule.windowMs - now.getTime()) / 1000)),
  };
}

const bucketOf = (rule: RateLimitRule, key: string) => `${rule.name}:${key.toLowerCase()}`;

/**
 * The hits counted so far in the current window of one bucket.
 *
 * @example
 * await rateLimitHits(handle, RATE_LIMITS.signInAccount, 'ann@example.com', new Date()); // 0
 */
export async function rateLimitHits(
  handle: DatabaseHandle,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<number> {
  const row = await handle.db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', bucketOf(rule, key))
    .where('window_start', '=', windowOf(rule, now).start)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/**
 * Counts one hit in the database (so every instance shares the counter) and answers the new count. The
 * first hit of a window removes the bucket's older windows.
 *
 * @example
 * const hits = await recordRateLimitHit(handle, RATE_LIMITS.resetAddress, '10.0.0.1', new Date());
 */
export async function recordRateLimitHit(
  handle: DatabaseHandle,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<number> {
  const bucket = bucketOf(rule, key);
  const { start } = windowOf(rule, now);
  const row = await handle.db
    .insertInto('rate_limits')
    .values({ bucket, window_start: start, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  if (hits === 1) {
    await handle.db
      .deleteFrom('rate_limits')
      .where('bucket', '=', bucket)
      .where('window_start', '<', start)
      .execute();
  }
  return hits;
}

/**
 * Throws {@link RateLimitedError} when any of the buckets has reached its limit already.
 *
 * @example
 * await assertUnderRateLimits(handle, [[RATE_LIMITS.signInAccount, email]], now);
 */
export async function assertUnderRateLimits(
  handle: DatabaseHandle,
  checks: ReadonlyArray<readonly [RateLimitRule, string]>,
  now: Date,
): Promise<void> {
  for (const [rule, key] of checks) {
    if ((await rateLimitHits(handle, rule, key, now)) >= rule.limit) {
      rateLimitRefusals.inc({ rule: rule.name });
      throw new RateLimitedError(rule, windowOf(rule, now).retryAfterSeconds);
    }
  }
}

/**
 * Counts a hit in each bucket, then throws {@link RateLimitedError} if one went over its limit.
 *
 * @example
 * await enforceRateLimits(handle, [[RATE_LIMITS.serialHistoryAddress, address]], new Date());
 */
export async function enforceRateLimits(
  handle: DatabaseHandle,
  checks: ReadonlyArray<readonly [RateLimitRule, string]>,
  now: Date,
): Promise<void> {
  for (const [rule, key] of checks) {
    if ((await recordRateLimitHit(handle, rule, key, now)) > rule.limit) {
      rateLimitRefusals.inc({ rule: rule.name });
      throw new RateLimitedError(rule, windowOf(rule, now).retryAfterSeconds);
    }
  }
}
