import { readBearerToken, tokenFromAuthorization } from '../auth/bearer-token.server.js';
import { machineKeyKindOf } from '../auth/machine-key.server.js';
import { findSession, touchSession } from '../auth/session-store.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { apiJson, authStatusAnswer } from '../security/api-answers.server.js';
import { findCookieIdentity } from './find-identity.server.js';
import { type Identity, loadIdentity } from './identity.server.js';

/**
 * Guard for /api calls: the identity from a bearer token (Authorization, with or without `Bearer`) or,
 * without one, from the session cookie. Throws 401 `{ status: 'FAIL' }` for a missing, forged or revoked
 * credential, a machine's key included (an import or integration key opens its own calls only, and the
 * answer says which), and `{ status: 'ERROR' }` for an expired token. USER and USERNAME headers are never
 * read.
 *
 * @example
 * export async function loader({ request }: Route.LoaderArgs) {
 *   const { actor } = await requireApiIdentity(request);
 * }
 */
export async function requireApiIdentity(request: Request): Promise<Identity> {
  const token = tokenFromAuthorization(request.headers.get('Authorization'));
  if (!token) {
    const identity = await findCookieIdentity(request);
    if (!identity) throw authStatusAnswer('FAIL', 'Not signed in');
    return identity;
  }
  const machineKey = machineKeyKindOf(token);
  if (machineKey)
    throw authStatusAnswer(
      'FAIL',
      `An ${machineKey.noun} opens only ${machineKey.opens}; this call takes a user's sign-in`,
    );
  const { handle, identity: config, tokenKey, now } = getPortalRuntime();
  const at = now();
  const reading = await readBearerToken(tokenKey, token, at);
  if (reading.kind === 'invalid') throw authStatusAnswer('FAIL', 'Invalid token');
  const session = await findSession(handle, reading.claims.sessionIdHash, at);
  if (!session || session.userId !== reading.claims.userId) throw authStatusAnswer('FAIL', 'Session ended');
  if (reading.kind === 'expired') throw authStatusAnswer('ERROR', 'Token expired');
  const identity = await loadIdentity(handle, session);
  if (!identity) throw authStatusAnswer('FAIL', 'Session ended');
  identity.session = await touchSession(handle, session, config, at);
  return identity;
}

/**
 * Guard for admin-only /api calls: 401 as {@link requireApiIdentity}, 403 for a signed-in non-admin.
 *
 * @example
 * const admin = await requireApiAdmin(request);
 */
export async function requireApiAdmin(request: Request): Promise<Identity> {
  const identity = await requireApiIdentity(request);
  if (!identity.user.isAdmin) throw apiJson({ message: 'Forbidden' }, 403);
  return identity;
}
