import { findSession } from '../auth/session-store.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { type Identity, loadIdentity } from './identity.server.js';

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
