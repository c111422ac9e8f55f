import { type Identity, loadIdentity } from '../access/identity.server.js';
import type { PortalRuntime } from '../access/portal-runtime.server.js';
import { findSession } from './session-store.server.js';
import { hashToken } from './token-hash.server.js';

/**
 * The identity of a session given by its raw token (the cookie value just issued at sign-in), or null.
 *
 * @example
 * const identity = await identityForToken(runtime, result.token);
 */
export async function identityForToken(runtime: PortalRuntime, token: string): Promise<Identity | null> {
  const session = await findSession(runtime.handle, hashToken(token), runtime.now());
  return session ? loadIdentity(runtime.handle, session) : null;
}
