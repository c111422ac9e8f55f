import type { PortalRuntime } from '../access/portal-runtime.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import {
  assertUnderRateLimits,
  RATE_LIMITS,
  RateLimitedError,
  recordRateLimitHit,
} from '../security/rate-limit.server.js';
import { checkCredentials } from './credentials.server.js';
import { createSession, revokeSession, type StoredSession } from './session-store.server.js';

/**
 * The outcome of a sign-in: a new session (its token goes in the cookie or the bearer token), refused
 * credentials, or too many attempts.
 *
 * @example
 * if (result.kind === 'signed-in') headers.append('Set-Cookie', sessionCookie(result.token, ...));
 */
export type SignInResult =
  | { kind: 'signed-in'; userId: string; token: string; session: StoredSession }
  | { kind: 'refused' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * Signs in with e-mail and password: checks the per-address and per-account limits, the credentials, then
 * starts a new session (ending `previousIdHash`, the session the browser held before, so the id always
 * changes at sign-in) and writes the audit log.
 *
 * @example
 * const result = await signInWithPassword(getPortalRuntime(), { email, password, address });
 */
export async function signInWithPassword(
  runtime: PortalRuntime,
  attempt: { email: string; password: string; address: string; previousIdHash?: string | null },
): Promise<SignInResult> {
  const { handle, identity, now } = runtime;
  const at = now();
  const email = attempt.email.trim().toLowerCase();
  try {
    await assertUnderRateLimits(
      handle,
      [
        [RATE_LIMITS.signInAddress, attempt.address],
        [RATE_LIMITS.signInAccount, email],
      ],
      at,
    );
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    await writeAudit(
      handle,
      { action: 'sign-in.rate-limited', actorUserId: null, details: { email, address: attempt.address } },
      at,
    );
    return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
  }
  await recordRateLimitHit(handle, RATE_LIMITS.signInAddress, attempt.address, at);
  const userId = await checkCredentials(handle, email, attempt.password);
  if (!userId) {
    await recordRateLimitHit(handle, RATE_LIMITS.signInAccount, email, at);
    await writeAudit(
      handle,
      { action: 'sign-in.failed', actorUserId: null, details: { email, address: attempt.address } },
      at,
    );
    return { kind: 'refused' };
  }
  if (attempt.previousIdHash) await revokeSession(handle, attempt.previousIdHash);
  const { token, session } = await createSession(handle, userId, identity, at);
  await writeAudit(
    handle,
    { action: 'sign-in', actorUserId: userId, details: { address: attempt.address } },
    at,
  );
  return { kind: 'signed-in', userId, token, session };
}
