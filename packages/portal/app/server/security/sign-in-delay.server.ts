import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import { rateLimitRefusals } from '../observability/metrics.server.js';

/**
 * A growing delay: the first `freeFailures` failures wait for nothing; after n ≥ `freeFailures` failures
 * the next attempt must wait 2^(n − freeFailures) s, at most `capMs`.
 */
export interface SignInDelayRule {
  name: 'account' | 'address';
  freeFailures: number;
  capMs: number;
}

/**
 * The delays of password checks (sign-in and the old password of a change): per account, so guessing one
 * password is slow from anywhere, and per address, so one machine guessing many accounts is slow. An
 * address shared by an office gets more free failures. Neither locks the owner out: the mailed one-time
 * sign-in link passes both.
 *
 * @example
 * await reserveFailure(handle, SIGN_IN_DELAYS.account, 'ann@example.com', new Date());
 */
export const SIGN_IN_DELAYS = {
  account: { name: 'account', freeFailures: 5, capMs: 15 * 60_000 },
  address: { name: 'address', freeFailures: 20, capMs: 15 * 60_000 },
} as const satisfies Record<string, SignInDelayRule>;

/** Failures are forgotten this long after the last one: the count starts again at 1. */
const FORGET_FAILURES_MS = 24 * 60 * 60_000;

/** The wait after `failures` failures, in ms: delayAfter(SIGN_IN_DELAYS.account, 7) is 4000. */
function delayAfter(rule: SignInDelayRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(2 ** (failures - rule.freeFailures) * 1000, rule.capMs);
}

/** The outcome of {@link reserveFailure}: the attempt may run (its failure is counted already), or not yet. */
export type Reservation =
  | { kind: 'reserved'; failures: number }
  | { kind: 'delayed'; retryAfterSeconds: number };

const keyOf = (rule: SignInDelayRule, key: string) => `${rule.name}:${key.trim().toLowerCase()}`;

/**
 * Counts the attempt as a failure before the password is checked, in one statement: it increments the
 * count and moves the next allowed time only while the delay is over, and answers the new count. So of many
 * parallel attempts only those the delay allows reach the password check; a right password then clears
 * the count ({@link clearFailures}).
 *
 * @example
 * const reservation = await reserveFailure(handle, SIGN_IN_DELAYS.account, email, now);
 * if (reservation.kind === 'delayed') return tooManyAttempts(reservation.retryAfterSeconds);
 */
export async function reserveFailure(
  handle: DatabaseHandle,
  rule: SignInDelayRule,
  key: string,
  now: Date,
): Promise<Reservation> {
  const id = keyOf(rule, key);
  const at = now.getTime();
  const nowMs = sql<number>`cast(${at} as bigint)`;
  const count = sql<number>`case when sign_in_failures.last_failure_ms < ${nowMs} - ${FORGET_FAILURES_MS} then 1 else sign_in_failures.failures + 1 end`;
  // 2^(count − free) s by a shift: both databases have <<, while pow is optional in SQLite builds. Capped.
  const capExponent = Math.floor(Math.log2(rule.capMs / 1000));
  const delay = sql<number>`case
    when ${count} < ${rule.freeFailures} then 0
    when ${count} - ${rule.freeFailures} >= ${capExponent + 1} then ${rule.capMs}
    else (1 << (${count} - ${rule.freeFailures})) * 1000 end`;
  const row = await handle.db
    .insertInto('sign_in_failures')
    .values({ key: id, failures: 1, next_attempt_ms: at + delayAfter(rule, 1), last_failure_ms: at })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          failures: count,
          next_attempt_ms: sql<number>`${nowMs} + ${delay}`,
          last_failure_ms: nowMs,
        })
        .where('sign_in_failures.next_attempt_ms', '<=', nowMs),
    )
    .returning('failures')
    .executeTakeFirst();
  if (row) {
    const failures = Number(row.failures);
    if (failures === 1) {
      await handle.db
        .deleteFrom('sign_in_failures')
        .where('last_failure_ms', '<', sql<number>`${nowMs} - ${FORGET_FAILURES_MS}`)
        .execute();
    }
    return { kind: 'reserved', failures };
  }
  const held = await handle.db
    .selectFrom('sign_in_failures')
    .select('next_attempt_ms')
    .where('key', '=', id)
    .executeTakeFirst();
  const waitMs = Number(held?.next_attempt_ms ?? at) - at;
  rateLimitRefusals.inc({ rule: `sign-in-delay:${rule.name}` });
  return { kind: 'delayed', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Takes back one reserved failure: the attempt did not fail (a right password from a shared address) or
 * never reached the check (the account's delay refused it after the address's was reserved).
 *
 * @example
 * await releaseFailure(handle, SIGN_IN_DELAYS.address, address);
 */
export async function releaseFailure(
  handle: DatabaseHandle,
  rule: SignInDelayRule,
  key: string,
): Promise<void> {
  await handle.db
    .updateTable('sign_in_failures')
    .set({ failures: sql<number>`failures - 1` })
    .where('key', '=', keyOf(rule, key))
    .where('failures', '>', 0)
    .execute();
}

/**
 * Forgets every failure of the key: the account's owner gave the right password.
 *
 * @example
 * await clearFailures(handle, SIGN_IN_DELAYS.account, email);
 */
export async function clearFailures(
  handle: DatabaseHandle,
  rule: SignInDelayRule,
  key: string,
): Promise<void> {
  await handle.db.deleteFrom('sign_in_failures').where('key', '=', keyOf(rule, key)).execute();
}
