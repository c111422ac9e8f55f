import type { Identity } from '../access/identity.server.js';
import type { PortalRuntime } from '../access/portal-runtime.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { passwordChangedMail } from '../mail/identity-mails.server.js';
import {
  assertUnderRateLimits,
  RATE_LIMITS,
  RateLimitedError,
  recordRateLimitHit,
} from '../security/rate-limit.server.js';
import { checkCredentials } from './credentials.server.js';
import { hashPassword } from './password.server.js';
import { revokeUserSessions } from './session-store.server.js';

/**
 * The outcome of a password change: done, the old password did not match (reauthentication failed, also
 * when its attempts are used up), or the update failed.
 *
 * @example
 * const outcome: ChangePasswordOutcome = 'wrong-old-password';
 */
export type ChangePasswordOutcome = 'changed' | 'wrong-old-password' | 'failed';

/**
 * Changes the signed-in user's password after checking the old one (failures count towards the account's
 * sign-in limit), ends the user's other sessions, writes the audit log and e-mails a notice.
 *
 * @example
 * const outcome = await changePassword(runtime, identity, { oldPassword, newPassword });
 */
export async function changePassword(
  runtime: PortalRuntime,
  identity: Identity,
  passwords: { oldPassword: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  const { handle, mailer, now, log } = runtime;
  const at = now();
  const { user, session } = identity;
  try {
    await assertUnderRateLimits(handle, [[RATE_LIMITS.signInAccount, user.email]], at);
  } catch (error) {
    if (error instanceof RateLimitedError) return 'wrong-old-password';
    throw error;
  }
  if ((await checkCredentials(handle, user.email, passwords.oldPassword)) !== user.id) {
    await recordRateLimitHit(handle, RATE_LIMITS.signInAccount, user.email, at);
    await writeAudit(handle, { action: 'password.change-failed', actorUserId: user.id }, at);
    return 'wrong-old-password';
  }
  try {
    const passwordHash = await hashPassword(passwords.newPassword);
    await handle.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    log('[rigready] the password update failed', error);
    return 'failed';
  }
  const ended = await revokeUserSessions(handle, user.id, session.idHash);
  await writeAudit(
    handle,
    { action: 'password.changed', actorUserId: user.id, details: { sessionsEnded: ended } },
    at,
  );
  await mailer
    .send(passwordChangedMail(user.email, 'changed', at))
    .catch((error: unknown) => log('[rigready] the password notice e-mail failed', error));
  return 'changed';
}
