import { type AuditAction, writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { accountDisabledMail } from '../mail/identity-mails.server.js';
import type { MailMessage } from '../mail/mailer.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { enforceRateLimits, RateLimitedError, type RateLimitRule } from '../security/rate-limit.server.js';
import { hashToken, newToken } from './token-hash.server.js';

/** The tables of single-use mailed tokens (same columns): password resets and one-time sign-in links. */
export type MailedLinkTable = 'password_reset_tokens' | 'sign_in_links';

/**
 * The answer to a link request. `accepted` whether or not the e-mail has an account; `delivery` settles
 * when the token is stored and the e-mail sent (the caller does not wait for it, so the answer takes as
 * long for an unknown e-mail as for a known one).
 *
 * @example
 * const answer = await requestPasswordReset(runtime, { email, address });
 */
export type MailedLinkAnswer =
  | { kind: 'accepted'; delivery: Promise<void> }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** What one kind of mailed link is. */
export interface MailedLinkKind {
  table: MailedLinkTable;
  /** Counted per address, then per e-mail. */
  limits: readonly [RateLimitRule, RateLimitRule];
  lifetimeMs: number;
  /** The path and query before the token, e.g. `/reset-password?token=`. */
  path: string;
  auditAction: AuditAction;
  mail: (to: string, link: string, validMinutes: number) => MailMessage;
}

/**
 * Mails a single-use link: counts the request per address and per e-mail, and for an existing account
 * stores the token (hashed, valid `lifetimeMs`) and e-mails `<PORTAL_ORIGIN><path><token>`. A disabled
 * account gets no link but an e-mail that says it is disabled (only its mailbox learns so). The link is
 * always on the configured origin, whatever Host the request named.
 *
 * @example
 * await requestMailedLink(runtime, RESET_LINK, { email: 'ann@example.com', address: '10.0.0.1' });
 */
export async function requestMailedLink(
  runtime: PortalRuntime,
  kind: MailedLinkKind,
  request: { email: string; address: string },
): Promise<MailedLinkAnswer> {
  const { handle, mailer, now, log, env } = runtime;
  const at = now();
  const email = request.email.trim().toLowerCase();
  const [byAddress, byAccount] = kind.limits;
  try {
    await enforceRateLimits(
      handle,
      [
        [byAddress, request.address],
        [byAccount, email],
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
    .select(['id', 'email', 'disabled_at'])
    .where('email_key', '=', email)
    .executeTakeFirst();
  const token = newToken();
  // The work for an existing account starts only after the answer is on its way (setImmediate), so the
  // answer takes the same time whether or not the e-mail has an account.
  const delivery = user?.disabled_at
    ? new Promise((resolve) => setImmediate(resolve))
        .then(() => mailer.send(accountDisabledMail(user.email)))
        .catch((error: unknown) => log(`[rigready] the ${kind.auditAction} e-mail failed`, error))
    : user
      ? new Promise((resolve) => setImmediate(resolve))
          .then(async () => {
            await handle.db
              .insertInto(kind.table)
              .values({
                token_hash: hashToken(token),
                user_id: user.id,
                created_at: at.toISOString(),
                expires_at: new Date(at.getTime() + kind.lifetimeMs).toISOString(),
                used_at: null,
              })
              .execute();
            await writeAudit(
              handle,
              { action: kind.auditAction, actorUserId: user.id, details: { address: request.address } },
              at,
            );
            const link = `${env.origin}${kind.path}${encodeURIComponent(token)}`;
            await mailer.send(kind.mail(user.email, link, kind.lifetimeMs / 60_000));
          })
          .catch((error: unknown) => log(`[rigready] the ${kind.auditAction} e-mail failed`, error))
      : Promise.resolve();
  return { kind: 'accepted', delivery };
}

/**
 * The account a mailed link may still be used for (unused, not expired), or null. Does not use it up.
 *
 * @example
 * const userId = await mailedLinkUser(handle, 'sign_in_links', token, new Date());
 */
export async function mailedLinkUser(
  handle: DatabaseHandle,
  table: MailedLinkTable,
  token: string,
  now: Date,
): Promise<string | null> {
  const row = await handle.db
    .selectFrom(table)
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Uses a mailed link up, atomically (one statement, so it works once even when sent twice at the same
 * time), and answers its account; null when it is unknown, used or expired.
 *
 * @example
 * const userId = await claimMailedLink(handle, 'sign_in_links', token, new Date());
 */
export async function claimMailedLink(
  handle: DatabaseHandle,
  table: MailedLinkTable,
  token: string,
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  const claimed = await handle.db
    .updateTable(table)
    .set({ used_at: at })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return claimed?.user_id ?? null;
}
