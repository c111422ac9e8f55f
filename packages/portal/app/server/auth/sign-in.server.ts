import { writeAudit } from '../audit/audit-log.server.js';
import { signInFailures } from '../observability/metrics.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import {
  clearFailures,
  releaseFailure,
  reserveFailure,
  SIGN_IN_DELAYS,
} from '../security/sign-in-delay.server.js';
import { checkCredentials } from './credentials.server.js';
import { secondFactorStep } from './second-factor-requirement.server.js';
import {
  createSession,
  revokeSession,
  type SessionDevice,
  type StoredSession,
} from './session-store.server.js';

/**
 * The outcome of a sign-in: a new session (its token goes in the cookie or the bearer token), a right first
 * factor that still needs the second (to `verify`, or to `enrol` when it is required and missing), refused
 * credentials, a disabled account (said only after the proof: right password, link or provider), or too
 * many attempts.
 *
 * @example
 * if (result.kind === 'signed-in') headers.append('Set-Cookie', sessionCookie(result.token, ...));
 */
export type SignInResult =
  | { kind: 'signed-in'; userId: string; token: string; session: StoredSession }
  | { kind: 'second-factor'; userId: string; step: 'verify' | 'enrol' }
  | { kind: 'refused' }
  | { kind: 'disabled' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

// Reserves a failure on the address, then on the account: the attempt may check a password only when neither
// delay holds. Answers the wait in seconds when one does; the address's reservation is taken back then.
async function reservePasswordCheck(
  handle: PortalRuntime['handle'],
  email: string,
  address: string,
  at: Date,
): Promise<number | null> {
  const byAddress = await reserveFailure(handle, SIGN_IN_DELAYS.address, address, at);
  if (byAddress.kind === 'delayed') return byAddress.retryAfterSeconds;
  const byAccount = await reserveFailure(handle, SIGN_IN_DELAYS.account, email, at);
  if (byAccount.kind === 'reserved') return null;
  await releaseFailure(handle, SIGN_IN_DELAYS.address, address);
  return byAccount.retryAfterSeconds;
}

/**
 * Signs in with e-mail and password: reserves the attempt against the address's and the account's growing
 * delays, checks the credentials, then starts a new session (ending `previousIdHash`, the session the
 * browser held before, so the id always changes at sign-in) and writes the audit log. A right password
 * clears the account's failures and takes back the address's reservation.
 *
 * @example
 * const result = await signInWithPassword(getPortalRuntime(), { email, password, address });
 */
export async function signInWithPassword(
  runtime: PortalRuntime,
  attempt: {
    email: string;
    password: string;
    address: string;
    userAgent?: string | null;
    previousIdHash?: string | null;
  },
): Promise<SignInResult> {
  const { handle, now } = runtime;
  const at = now();
  const email = attempt.email.trim().toLowerCase();
  const wait = await reservePasswordCheck(handle, email, attempt.address, at);
  if (wait !== null) {
    await writeAudit(
      handle,
      { action: 'sign-in.rate-limited', actorUserId: null, details: { email, address: attempt.address } },
      at,
    );
    return { kind: 'rate-limited', retryAfterSeconds: wait };
  }
  const userId = await checkCredentials(handle, email, attempt.password);
  if (!userId) {
    signInFailures.inc();
    await writeAudit(
      handle,
      { action: 'sign-in.failed', actorUserId: null, details: { email, address: attempt.address } },
      at,
    );
    return { kind: 'refused' };
  }
  await clearFailures(handle, SIGN_IN_DELAYS.account, email);
  await releaseFailure(handle, SIGN_IN_DELAYS.address, attempt.address);
  return afterFirstFactor(runtime, userId, {
    details: { address: attempt.address },
    device: { address: attempt.address, userAgent: attempt.userAgent ?? null },
    previousIdHash: attempt.previousIdHash ?? null,
  });
}

/**
 * After a right password or mailed link: the session starts, unless the user has a second factor or must
 * have one; then the answer says which step comes next and no session exists yet. A disabled account is
 * refused before any second step.
 *
 * @example
 * return afterFirstFactor(runtime, userId, { details: { method: 'link', address }, device, previousIdHash });
 */
export async function afterFirstFactor(
  runtime: PortalRuntime,
  userId: string,
  options: { details: Record<string, unknown>; device: SessionDevice; previousIdHash: string | null },
): Promise<SignInResult> {
  if (await isDisabled(runtime, userId)) return refuseDisabled(runtime, userId, options.details);
  const step = await secondFactorStep(runtime, userId);
  if (step) return { kind: 'second-factor', userId, step };
  return openSession(runtime, userId, options);
}

async function isDisabled(runtime: PortalRuntime, userId: string): Promise<boolean> {
  const account = await runtime.handle.db
    .selectFrom('users')
    .select('disabled_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(account?.disabled_at);
}

async function refuseDisabled(
  runtime: PortalRuntime,
  userId: string,
  details: Record<string, unknown>,
): Promise<{ kind: 'disabled' }> {
  await writeAudit(
    runtime.handle,
    { action: 'sign-in.disabled', actorUserId: userId, details },
    runtime.now(),
  );
  return { kind: 'disabled' };
}

type SessionOptions = {
  details: Record<string, unknown>;
  device: SessionDevice;
  previousIdHash: string | null;
  customer?: string;
};

// The session itself, once the account is known not to be disabled.
async function openSession(
  runtime: PortalRuntime,
  userId: string,
  options: SessionOptions,
): Promise<Extract<SignInResult, { kind: 'signed-in' }>> {
  const { handle, identity, now } = runtime;
  const at = now();
  if (options.previousIdHash) await revokeSession(handle, options.previousIdHash);
  const { token, session } = await createSession(handle, userId, identity, at, options.device);
  await writeAudit(
    handle,
    { action: 'sign-in', actorUserId: userId, customer: options.customer ?? null, details: options.details },
    at,
  );
  return { kind: 'signed-in', userId, token, session };
}

/**
 * Starts the session of a user who proved who they are (password, provider, mailed link, second factor or
 * invitation): ends the session the browser held before, creates a new one on the given device and writes
 * the `sign-in` audit entry. A disabled account gets no session: `disabled`, audited as `sign-in.disabled`.
 *
 * @example
 * return startSignedInSession(runtime, userId, {
 *   details: { method: 'link', address },
 *   device: { address, userAgent },
 *   previousIdHash,
 * });
 */
export async function startSignedInSession(
  runtime: PortalRuntime,
  userId: string,
  options: SessionOptions,
): Promise<Extract<SignInResult, { kind: 'signed-in' | 'disabled' }>> {
  if (await isDisabled(runtime, userId)) return refuseDisabled(runtime, userId, options.details);
  return openSession(runtime, userId, options);
}
