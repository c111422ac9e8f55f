import type { PortalRuntime } from '../access/portal-runtime.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { passwordChangedMail, resetPasswordMail } from '../mail/identity-mails.server.js';
import { enforceRateLimits, RATE_LIMITS, RateLimitedError } from '../security/rate-limit.server.js';
import { hashPassword } from './password.server.js';
import { revokeUserSessions } from './session-store.server.js';
import { hashToken, newToken } from './token-hash.server.js';

/**
 * The answer to a reset request. `accepted` whether or not the e-mail has an account; `delivery` settles
 * when the token is stored and the e-mail sent (the caller does not wait for it, so the answer takes as
 * long for an unknown e-mail as for a known one).
 *
 * @example
 * const answer = await requestPasswordReset(runtime, { email, address, linkFor });
 */
export type ResetRequestAnswer =
  | { kind: 'accepted'; delivery: Promise<void> }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * Starts a password reset: counts the request per address and per e-mail, and for an existing account
 * stores a single-use token (hashed, valid `resetTokenMs`) and e-mails the link `linkFor(token)`.
 *
 * @example
 * await requestPasswordReset(runtime, {
 *   email: 'ann@example.com', address: '10.0.0.1',
 *   linkFor: (token) => `https://portal.test/reset-password?token=${token}`,
 * });
 */
export async function requestPasswordReset(
  runtime: PortalRuntime,
  request: { email: string; address: string; linkFor: (token: string) => string },
): Promise<ResetRequestAnswer> {
  const { handle, identity, mailer, now, log } = runtime;
  const at = now();
  const email = request.email.trim().toLowerCase();
  try {
    await enforceRateLimits(
      handle,
      [
        [RATE_LIMITS.resetAddress, request.address],
        [RATE_LIMITS.resetAccount, email],
      ],
      at,
    );
  } catch (error) {
    if (error instanceof RateLimitedError)
      return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  const user = await handle.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email_key', '=', email)
    .executeTakeFirst();
  const token = newToken();
  // The work for an existing account starts only after the answer is on its way (setImmediate), so the
  // answer takes the same time whether or not the e-mail has an account.
  const delivery = user
    ? new Promise((resolve) => setImmediate(resolve))
        .then(async () => {
          await handle.db
            .insertInto('password_reset_tokens')
            .values({
              token_hash: hashToken(token),
              user_id: user.id,
              created_at: at.toISOString(),
              expires_at: new Date(at.getTime() + identity.resetTokenMs).toISOString(),
              used_at: null,
            })
            .execute();
          await writeAudit(
            handle,
            {
              action: 'password.reset-requested',
              actorUserId: user.id,
              details: { address: request.address },
            },
            at,
          );
          await mailer.send(
            resetPasswordMail(user.email, request.linkFor(token), identity.resetTokenMs / 60_000),
          );
        })
        .catch((error: unknown) => log('[rigready] the password-reset e-mail failed', error))
    : Promise.resolve();
  return { kind: 'accepted', delivery };
}

/**
 * The account a reset link may still reset (unused, not expired), or null.
 *
 * @example
 * const userId = await resetTokenUser(runtime, token);
 */
export async function resetTokenUser(runtime: PortalRuntime, token: string): Promise<string | null> {
  const row = await runtime.handle.db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', runtime.now().toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
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
  const claimed = await handle.db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) return false;
  const userId = claimed.user_id;
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
