import { writeAudit } from '../audit/audit-log.server.js';
import { passwordChangedMail, resetPasswordMail } from '../mail/identity-mails.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { RATE_LIMITS } from '../security/rate-limit.server.js';
import {
  claimMailedLink,
  type MailedLinkAnswer,
  type MailedLinkKind,
  mailedLinkUser,
  requestMailedLink,
} from './mailed-link.server.js';
import { hashPassword } from './password.server.js';
import { revokeUserSessions } from './session-store.server.js';

/** Reset links are valid 30 minutes (the figure). */
const RESET_TOKEN_MS = 30 * 60_000;

const RESET_LINK: MailedLinkKind = {
  table: 'password_reset_tokens',
  limits: [RATE_LIMITS.resetAddress, RATE_LIMITS.resetAccount],
  lifetimeMs: RESET_TOKEN_MS,
  path: '/reset-password?token=',
  auditAction: 'password.reset-requested',
  mail: resetPasswordMail,
};

/**
 * Starts a password reset: counts the request per address and per e-mail, and for an existing account
 * stores a single-use token (hashed, valid 30 minutes) and e-mails the link on PORTAL_ORIGIN.
 *
 * @example
 * const answer = await requestPasswordReset(runtime, { email: 'ann@example.com', address: '10.0.0.1' });
 */
export function requestPasswordReset(
  runtime: PortalRuntime,
  request: { email: string; address: string },
): Promise<MailedLinkAnswer> {
  return requestMailedLink(runtime, RESET_LINK, request);
}

/**
 * The account a reset link may still reset (unused, not expired), or null.
 *
 * @example
 * const userId = await resetTokenUser(runtime, token);
 */
export function resetTokenUser(runtime: PortalRuntime, token: string): Promise<string | null> {
  return mailedLinkUser(runtime.handle, 'password_reset_tokens', token, runtime.now());
}

/**
 * Sets a new password through a reset link: uses the token up (atomically, so it works once), ends every
 * session of the account, voids its other reset links, writes the audit log and e-mails a notice.
 * Answers false when the link is unknown, used or expired.
 *
 * @example
 * if (!(await resetPassword(runtime, token, 'new-secret'))) showInvalidLink();
 */
export async function resetPassword(
  runtime: PortalRuntime,
  token: string,
  newPassword: string,
): Promise<boolean> {
  const { handle, mailer, now, log } = runtime;
  const at = now().toISOString();
  const userId = await claimMailedLink(handle, 'password_reset_tokens', token, now());
  if (!userId) return false;
  const passwordHash = await hashPassword(newPassword);
  const user = await handle.db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  await handle.db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const ended = await revokeUserSessions(handle, userId);
  await writeAudit(
    handle,
    { action: 'password.reset', actorUserId: userId, details: { sessionsEnded: ended } },
    now(),
  );
  await mailer
    .send(passwordChangedMail(user.email, 'reset', now()))
    .catch((error: unknown) => log('[rigready] the password notice e-mail failed', error));
  return true;
}
