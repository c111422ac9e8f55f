import type { DatabaseHandle } from '../db/database.server.js';

async function storedSecret(handle: DatabaseHandle, name: string): Promise<Buffer | null> {
  const row = await handle.db
    .selectFrom('portal_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Buffer.from(row.value, 'base64url') : null;
}

/**
 * A key every instance on this database shares, by name (one per purpose): the one stored in
 * portal_secrets, else `initial()` stored by the first instance to ask (a concurrent instance stores
 * nothing and reads the winner's).
 *
 * @example
 * const key = await shareSecret(handle, 'notification-unsubscribe-key', () => randomBytes(32));
 */
export async function shareSecret(
  handle: DatabaseHandle,
  name: string,
  initial: () => Buffer,
): Promise<Buffer> {
  const stored = await storedSecret(handle, name);
  if (stored) return stored;
  await handle.db
    .insertInto('portal_secrets')
    .values({ name, value: initial().toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const winner = await storedSecret(handle, name);
  if (!winner) throw new Error(`the shared key ${name} could not be stored in the database`);
  return winner;
}
