import { issueBearerToken } from '../auth/bearer-token.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import type { Identity } from './identity.server.js';

/**
 * The answer of /api/auth/sign-in and /api/auth/refresh: a new bearer token for the session, its expiry,
 * and who it is for (the e-mail, and the customer name as `username`, as the username call says).
 *
 * @example
 * return apiJson(await tokenAnswer(runtime, identity));
 */
export async function tokenAnswer(
  runtime: PortalRuntime,
  identity: Identity,
): Promise<{ token: string; expiresAt: string; email: string; username: string }> {
  const { token, expiresAt } = await issueBearerToken(
    runtime.tokenKey,
    { userId: identity.user.id, sessionIdHash: identity.session.idHash },
    runtime.now(),
    runtime.identity.apiTokenMs,
  );
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    email: identity.user.email,
    username: identity.coreSession.user?.username ?? identity.user.email,
  };
}
