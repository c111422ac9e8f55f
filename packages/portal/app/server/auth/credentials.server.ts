import type { DatabaseHandle } from '../db/database.server.js';
import { hashPassword, verifyPassword } from './password.server.js';

let dummyHash: Promise<string> | undefined;

/**
 * Checks an e-mail (any letter case) and password against the users table. Answers the user id, or null
 * for an unknown e-mail, an account without a password, or a wrong password; the first two still run one
 * argon2id verification so the answer takes as long either way.
 *
 * @example
 * const userId = await checkCredentials(handle, 'Customer@RigReady.test', 'rigready-demo');
 */
export async function checkCredentials(
  handle: DatabaseHandle,
  email: string,
  password: string,
): Promise<string | null> {
  const row = await handle.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row?.password_hash) {
    dummyHash ??= hashPassword('rigready-timing-equaliser');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? row.id : null;
}
