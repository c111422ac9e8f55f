import type { DatabaseHandle } from '../db/database.server.js';
import { openFactorSecret, sealFactorSecret } from './factor-secret.server.js';
import { matchingTotpStep, newTotpSecret } from './totp.server.js';

/**
 * Whether a user has a confirmed authenticator app.
 *
 * @example
 * if (await hasTotpFactor(handle, userId)) askForCode();
 */
export async function hasTotpFactor(handle: DatabaseHandle, userId: string): Promise<boolean> {
  const row = await handle.db
    .selectFrom('totp_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The secret of a user's unconfirmed authenticator app, made and stored (sealed) on first call, the same
 * on the next (a reloaded enrolment page shows the same QR code); null when the user has a confirmed one.
 *
 * @example
 * const secret = await enrolmentSecret(handle, runtime.tokenKey, userId, runtime.now());
 */
export async function enrolmentSecret(
  handle: DatabaseHandle,
  tokenKey: Uint8Array,
  userId: string,
  at: Date,
): Promise<Uint8Array | null> {
  const existing = await handle.db
    .selectFrom('totp_factors')
    .select(['secret', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing?.confirmed_at) return null;
  const opened = existing ? openFactorSecret(tokenKey, userId, existing.secret) : null;
  if (opened) return opened;
  const secret = newTotpSecret();
  await handle.db
    .insertInto('totp_factors')
    .values({
      user_id: userId,
      secret: sealFactorSecret(tokenKey, userId, secret),
      created_at: at.toISOString(),
      confirmed_at: null,
      last_step: null,
    })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret: sealFactorSecret(tokenKey, userId, secret), created_at: at.toISOString() })
        .where('totp_factors.confirmed_at', 'is', null),
    )
    .execute();
  // A racing request may have stored its own secret first: the stored one is the one the app must show.
  return enrolmentSecret(handle, tokenKey, userId, at);
}

/**
 * Takes a code from the user's authenticator app: true when it is the code of the previous, current or
 * next step and that step comes after the last one taken. Confirms an unconfirmed app when `confirm` is
 * set (enrolment); a confirmed one otherwise. The step is stored by a conditional update, so a code
 * replayed, or sent twice at once, counts once.
 *
 * @example
 * const ok = await takeTotpCode(handle, runtime.tokenKey, userId, '287082', { at: runtime.now(), confirm: false });
 */
export async function takeTotpCode(
  handle: DatabaseHandle,
  tokenKey: Uint8Array,
  userId: string,
  typed: string,
  options: { at: Date; confirm: boolean },
): Promise<boolean> {
  const row = await handle.db
    .selectFrom('totp_factors')
    .select(['secret', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || (row.confirmed_at === null) !== options.confirm) return false;
  const secret = openFactorSecret(tokenKey, userId, row.secret);
  const step = secret ? matchingTotpStep(secret, typed, options.at) : null;
  if (step === null) return false;
  const taken = await handle.db
    .updateTable('totp_factors')
    .set({
      last_step: step,
      confirmed_at: row.confirmed_at ?? options.at.toISOString(),
    })
    .where('user_id', '=', userId)
    .where('secret', '=', row.secret)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

/**
 * Removes a user's authenticator app (confirmed or not); answers whether there was one.
 *
 * @example
 * await removeTotpFactor(handle, userId);
 */
export async function removeTotpFactor(handle: DatabaseHandle, userId: string): Promise<boolean> {
  const result = await handle.db.deleteFrom('totp_factors').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
