import { loadIdentity } from '../../server/access/identity.server.js';
import { tokenAnswer } from '../../server/access/token-answer.server.js';
import { readBearerToken, tokenFromAuthorization } from '../../server/auth/bearer-token.server.js';
import { findSession, touchSession } from '../../server/auth/session-store.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson, authStatusAnswer } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/auth-refresh';

// An expired token still refreshes for API_TOKEN_REFRESH_MINUTES after its expiry while its session lives:
// that is what the client's refresh-and-retry on status ERROR relies on. Later, or for a revoked session,
// nothing refreshes, so a token found in an old log or a stolen laptop cannot be renewed for the session's
// remaining hours.
export async function action({ request }: Route.ActionArgs) {
  const runtime = getPortalRuntime();
  const token = tokenFromAuthorization(request.headers.get('Authorization'));
  if (!token) return authStatusAnswer('FAIL', 'No token');
  const at = runtime.now();
  const reading = await readBearerToken(runtime.tokenKey, token, at);
  if (reading.kind === 'invalid') return authStatusAnswer('FAIL', 'Invalid token');
  if (
    reading.kind === 'expired' &&
    at.getTime() - reading.expiredAt.getTime() > runtime.identity.apiTokenRefreshMs
  ) {
    return authStatusAnswer('FAIL', 'Token expired too long ago: sign in again');
  }
  const session = await findSession(runtime.handle, reading.claims.sessionIdHash, at);
  if (!session || session.userId !== reading.claims.userId) return authStatusAnswer('FAIL', 'Session ended');
  const identity = await loadIdentity(
    runtime.handle,
    await touchSession(runtime.handle, session, runtime.identity, at),
  );
  if (!identity) return authStatusAnswer('FAIL', 'Session ended');
  return apiJson(await tokenAnswer(runtime, identity));
}
