import { readSessionCookie } from '../auth/session-cookie.server.js';
import { findSession, revokeSession, touchSession } from '../auth/session-store.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { type Identity, loadIdentity } from './identity.server.js';

/**
 * The identity behind the request's session cookie, or null. A live session's idle expiry is rolled
 * forward (the spec's refresh on every navigation); a session whose account is gone is revoked.
 *
 * @example
 * const identity = await findCookieIdentity(request);
 */
export async function findCookieIdentity(request: Request): Promise<Identity | null> {
  const { handle, identity: config, now } = getPortalRuntime();
  const token = readSessionCookie(request, { secure: config.secureCookies });
  if (!token) return null;
  const at = now();
  const session = await findSession(handle, hashToken(token), at);
  if (!session) return null;
  const identity = await loadIdentity(handle, session);
  if (!identity) {
    await revokeSession(handle, session.idHash);
    return null;
  }
  identity.session = await touchSession(handle, session, config, at);
  return identity;
}
