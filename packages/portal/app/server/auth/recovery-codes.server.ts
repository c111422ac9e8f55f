import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';

/** How many recovery codes a user gets at a time. */
const CODE_COUNT = 10;

// No 0/O, 1/l/i: a code is read off paper.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A typed code as stored: lower case, without spaces or dashes. */
const normalised = (typed: string) => typed.toLowerCase().replaceAll(/[\s-]/g, '');

// Keyed by a key derived from the token key and bound to the user: a leaked table alone gives nothing to
// guess against, and a code of one user never counts for another.
function codeHash(tokenKey: Uint8Array, userId: string, code: string): string {
  const key = Buffer.from(hkdfSync('sha256', tokenKey, 'rigready', 'recovery-code', 32));
  return createHmac('sha256', key)
    .update(`${userId}\n${normalised(code)}`)
    .digest('hex');
}

/**
 * Replaces a user's recovery codes with 10 new ones and answers them: the only time they are seen, since
 * only their keyed hashes are stored.
 *
 * @example
 * const codes = await replaceRecoveryCodes(handle, runtime.tokenKey, userId, runtime.now()); // ['k7m2q-x9p4r', ...]
 */
export async function replaceRecoveryCodes(
  handle: DatabaseHandle,
  tokenKey: Uint8Array,
  userId: string,
  at: Date,
): Promise<string[]> {
  const codes = Array.from({ length: CODE_COUNT }, newRecoveryCode);
  await handle.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codes.map((code) => ({
          user_id: userId,
          code_hash: codeHash(tokenKey, userId, code),
          created_at: at.toISOString(),
          used_at: null,
        })),
      )
      .execute();
  });
  return codes;
}

/**
 * Spends one of a user's recovery codes: true the first time, false for a used, unknown or mistyped code.
 * The update takes the code only while it is unused, so two racing uses cannot both succeed.
 *
 * @example
 * if (await spendRecoveryCode(handle, runtime.tokenKey, userId, 'k7m2q-x9p4r', runtime.now())) signIn();
 */
export async function spendRecoveryCode(
  handle: DatabaseHandle,
  tokenKey: Uint8Array,
  userId: string,
  typed: string,
  at: Date,
): Promise<boolean> {
  const result = await handle.db
    .updateTable('recovery_codes')
    .set({ used_at: at.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash(tokenKey, userId, typed))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * How many of a user's recovery codes are still unused.
 *
 * @example
 * await recoveryCodesLeft(handle, userId); // 10
 */
export async function recoveryCodesLeft(handle: DatabaseHandle, userId: string): Promise<number> {
  const row = await handle.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
