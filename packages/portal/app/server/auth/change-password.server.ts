import { writeAudit } from '../audit/audit-log.server.js';
import { passwordChangedMail } from '../mail/identity-mails.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { clearFailures, reserveFailure, SIGN_IN_DELAYS } from '../security/sign-in-delay.server.js';
import { checkCredentials } from './credentials.server.js';
import { hashPassword } from './password.server.js';
import { revokeUserSessions, type StoredSession } from './session-store.server.js';

/**
 * The outcome of a password change: done, the old password did not match (reauthentication failed, also
 * when its attempts are used up), or the update failed.
 *
 * @example
 * const outcome: ChangePasswordOutcome = 'wrong-old-password';
 */
export type ChangePasswordOutcome = 'changed' | 'wrong-old-password' | 'failed';

/** The signed-in account whose password changes, and its session, the one that stays signed in. */
interface SignedInAccount {
  user: { id: string; email: string };
  session: Pick<StoredSession, 'idHash'>;
}

/**
 * Changes the signed-in user's password after checking the old one (reserved against the account's sign-in
 * delay like a sign-in), ends the user's other sessions, writes the audit log and e-mails a notice.
 *
 * @example
 * const outcome = await changePassword(runtime, identity, { oldPassword, newPassword });
 */
export async function changePassword(
  runtime: PortalRuntime,
  identity: SignedInAccount,
  passwords: { oldPassword: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  const { handle, mailer, now, log } = runtime;
  const at = now();
  const { user, session } = identity;
  const reservation = await reserveFailure(handle, SIGN_IN_DELAYS.account, user.email, at);
  if (reservation.kind === 'delayed') return 'wrong-old-password';
  if ((await checkCredentials(handle, user.email, passwords.oldPassword)) !== user.id) {
    await writeAudit(handle, { action: 'password.change-failed', actorUserId: user.id }, at);
    return 'wrong-old-password';
  }
  await clearFailures(handle, SIGN_IN_DELAYS.account, user.email);
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
