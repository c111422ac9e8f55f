import { randomUUID } from 'node:crypto';
import { writeAudit } from '../audit/audit-log.server.js';
import { hashToken, newToken } from '../auth/token-hash.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';

/** How long a setup link printed by `npm run admin -- create` may be used. */
const SETUP_LINK_HOURS = 24;

/** What {@link createFirstAdmin} did. */
export interface FirstAdminAnswer {
  /** False when the admin existed already and only a new link was made. */
  created: boolean;
  /** `<PORTAL_ORIGIN>/reset-password?token=…`: sets the password once, then signs in. */
  link: string;
  validHours: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Makes an admin account without a password (or finds the admin with this e-mail) and a single-use setup
 * link on PORTAL_ORIGIN, valid {@link SETUP_LINK_HOURS} hours, through which the admin sets a password.
 * No password passes through a command line or a log. Run again, it makes a new link for the same admin.
 *
 * @throws Error naming what is wrong: a malformed e-mail, or an e-mail of a customer's user.
 * @example
 * const { link } = await createFirstAdmin(runtime, { email: 'olga@provider.example', name: 'Olga' });
 */
export async function createFirstAdmin(
  runtime: Pick<PortalRuntime, 'handle' | 'env' | 'now'>,
  input: { email: string; name: string },
): Promise<FirstAdminAnswer> {
  const { handle, env } = runtime;
  const email = input.email.trim();
  const name = input.name.trim();
  if (!EMAIL.test(email)) throw new Error(`--email must be an e-mail address (got "${input.email}")`);
  if (name === '') throw new Error('--name must not be empty');
  const at = runtime.now();
  const existing = await handle.db
    .selectFrom('users')
    .select(['id', 'is_admin', 'Customer'])
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirst();
  if (existing && Number(existing.is_admin) !== 1)
    throw new Error(`${email} is a user of ${existing.Customer}, not an admin: choose another e-mail`);
  const id = existing?.id ?? randomUUID();
  const token = newToken();
  await handle.db.transaction().execute(async (trx) => {
    if (!existing)
      await trx
        .insertInto('users')
        .values({
          id,
          email,
          email_key: email.toLowerCase(),
          name,
          phone: null,
          Customer: null,
          is_admin: 1,
          routes_list: '[]',
          assets: '[]',
          excluded_assets: '[]',
          flags: '{}',
          password_hash: null,
          created_at: at.toISOString(),
        })
        // Two operators racing on one e-mail: the second finds the first's admin on its next run.
        .onConflict((conflict) => conflict.column('email_key').doNothing())
        .execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: id,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + SETUP_LINK_HOURS * 3_600_000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  await writeAudit(
    handle,
    {
      action: 'admin.first-admin.link',
      actorUserId: null,
      details: { userId: id, email, created: !existing },
    },
    at,
  );
  return {
    created: !existing,
    link: `${env.origin}/reset-password?token=${encodeURIComponent(token)}`,
    validHours: SETUP_LINK_HOURS,
  };
}
