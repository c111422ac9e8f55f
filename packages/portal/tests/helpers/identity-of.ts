import { type Identity, loadIdentity } from '../../app/server/access/identity.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';

/**
 * The identity of the account with e-mail `email`, as a fresh session of it would have (fleet view, the
 * default pipe type), optionally an admin viewing the portal as `actingCustomer`.
 *
 * @example
 * const carl = await identityOf(handle, 'customer@rigready.test');
 */
export async function identityOf(
  handle: DatabaseHandle,
  email: string,
  actingCustomer: string | null = null,
): Promise<Identity> {
  const user = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  const identity = await loadIdentity(handle, {
    idHash: `test-${user.id}`,
    userId: user.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
    absoluteExpiresAt: '2099-01-01T00:00:00.000Z',
    actingCustomer,
    currentAsset: null,
    pipeType: null,
  });
  if (!identity) throw new Error(`no identity for ${email}`);
  return identity;
}
