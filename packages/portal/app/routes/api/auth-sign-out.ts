import { writeAudit } from '../../server/audit/audit-log.server.js';
import { readBearerToken, tokenFromAuthorization } from '../../server/auth/bearer-token.server.js';
import { clearedSessionCookie, readSessionCookie } from '../../server/auth/session-cookie.server.js';
import { findSession, revokeSession } from '../../server/auth/session-store.server.js';
import { hashToken } from '../../server/auth/token-hash.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson, authStatusAnswer } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/auth-sign-out';

// Ends the session behind the bearer token (expired tokens too: signing out must always work) or
// behind the cookie; every token issued for that session stops working with it.
export async function action({ request }: Route.ActionArgs) {
  const runtime = getPortalRuntime();
  const at = runtime.now();
  const cookieMode = { secure: runtime.identity.secureCookies };
  const token = tokenFromAuthorization(request.headers.get('Authorization'));
  let idHash: string | null = null;
  if (token) {
    const reading = await readBearerToken(runtime.tokenKey, token, at);
    if (reading.kind === 'invalid') return authStatusAnswer('FAIL', 'Invalid token');
    idHash = reading.claims.sessionIdHash;
  } else {
    const cookie = readSessionCookie(request, cookieMode);
    idHash = cookie ? hashToken(cookie) : null;
  }
  const session = idHash ? await findSession(runtime.handle, idHash, at) : null;
  if (!session) return authStatusAnswer('FAIL', 'Not signed in');
  await revokeSession(runtime.handle, session.idHash);
  await writeAudit(runtime.handle, { action: 'sign-out', actorUserId: session.userId }, at);
  return apiJson({ signedOut: true }, 200, token ? {} : { 'Set-Cookie': clearedSessionCookie(cookieMode) });
}
