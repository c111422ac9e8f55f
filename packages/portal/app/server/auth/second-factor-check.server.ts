import { writeAudit } from '../audit/audit-log.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import {
  assertUnderRateLimits,
  RATE_LIMITS,
  RateLimitedError,
  recordRateLimitHit,
} from '../security/rate-limit.server.js';
import { takePasskey } from './passkeys.server.js';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.server.js';
import { takeTotpCode } from './totp-factor.server.js';

/** The outcome of a code typed at the second-factor step or to confirm an authenticator app. */
export type SecondFactorCheck<Passed> =
  | Passed
  | { kind: 'refused' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

const isTotp = (typed: string) => /^\d{6}$/.test(typed.replaceAll(/\s/g, ''));

// Every code typed for an account counts against its limit only when wrong; once the limit holds, not even a
// right code is tried, so guessing stops for the rest of the window whoever guesses.
async function limited<Passed>(
  runtime: PortalRuntime,
  userId: string,
  address: string,
  attempt: () => Promise<Passed | null>,
): Promise<SecondFactorCheck<Passed>> {
  const { handle } = runtime;
  const at = runtime.now();
  try {
    await assertUnderRateLimits(handle, [[RATE_LIMITS.secondFactorAccount, userId]], at);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    await writeAudit(
      handle,
      { action: 'second-factor.rate-limited', actorUserId: userId, details: { address } },
      at,
    );
    return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
  }
  const passed = await attempt();
  if (passed) return passed;
  await recordRateLimitHit(handle, RATE_LIMITS.secondFactorAccount, userId, at);
  await writeAudit(handle, { action: 'second-factor.failed', actorUserId: userId, details: { address } }, at);
  return { kind: 'refused' };
}

/**
 * Checks the code typed at the second-factor step of a sign-in: six digits are a code of the user's
 * authenticator app (refused when its step was taken before), anything else one of their recovery codes
 * (used up; its use is audited). Wrong codes are audited and rate limited per account.
 *
 * @example
 * const check = await checkSecondFactor(runtime, userId, '287082', address);
 */
export function checkSecondFactor(
  runtime: PortalRuntime,
  userId: string,
  typed: string,
  address: string,
): Promise<SecondFactorCheck<{ kind: 'passed'; method: 'totp' | 'recovery-code' }>> {
  return limited(runtime, userId, address, async () => {
    const at = runtime.now();
    if (isTotp(typed)) {
      const taken = await takeTotpCode(runtime.handle, runtime.tokenKey, userId, typed, {
        at,
        confirm: false,
      });
      return taken ? { kind: 'passed', method: 'totp' } : null;
    }
    if (!(await spendRecoveryCode(runtime.handle, runtime.tokenKey, userId, typed, at))) return null;
    await writeAudit(
      runtime.handle,
      { action: 'second-factor.recovery-used', actorUserId: userId, details: { address } },
      at,
    );
    return { kind: 'passed', method: 'recovery-code' };
  });
}

/**
 * Checks a passkey's answer at the second-factor step (see takePasskey); a refused one counts against the
 * account's limit as a wrong code does.
 *
 * @example
 * const check = await checkPasskeySignIn(runtime, pending, responseJson, address);
 */
export function checkPasskeySignIn(
  runtime: PortalRuntime,
  pending: { userId: string; id: string },
  responseJson: string,
  address: string,
): Promise<SecondFactorCheck<{ kind: 'passed'; method: 'passkey' }>> {
  return limited(runtime, pending.userId, address, async () =>
    (await takePasskey(runtime, pending.userId, pending.id, responseJson))
      ? { kind: 'passed', method: 'passkey' }
      : null,
  );
}

/**
 * Confirms a user's new authenticator app with a code from it, then gives them 10 new recovery codes (the
 * only time they are shown) and audits the enrolment. Wrong codes count as at the second-factor step.
 *
 * @example
 * const check = await confirmTotpEnrolment(runtime, userId, '287082', address);
 * if (check.kind === 'enrolled') show(check.recoveryCodes);
 */
export function confirmTotpEnrolment(
  runtime: PortalRuntime,
  userId: string,
  typed: string,
  address: string,
): Promise<SecondFactorCheck<{ kind: 'enrolled'; recoveryCodes: string[] }>> {
  return limited(runtime, userId, address, async () => {
    const at = runtime.now();
    if (!(await takeTotpCode(runtime.handle, runtime.tokenKey, userId, typed, { at, confirm: true })))
      return null;
    const recoveryCodes = await replaceRecoveryCodes(runtime.handle, runtime.tokenKey, userId, at);
    await writeAudit(
      runtime.handle,
      { action: 'second-factor.enrolled', actorUserId: userId, details: { factor: 'authenticator app' } },
      at,
    );
    return { kind: 'enrolled', recoveryCodes };
  });
}
