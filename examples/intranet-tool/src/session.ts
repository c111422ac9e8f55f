/** What the portal's sign-in answers: a bearer token and who it belongs to. */
export interface PortalSession {
  token: string;
  expiresAt: string;
  email: string;
  /** The customer name, which the legacy calls take as `username`. */
  username: string;
}

/**
 * Signs in with the portal's token endpoint (`POST /api/auth/sign-in`). The tool keeps the token in memory
 * only: no cookie, so nothing is sent to the portal that the tool did not add itself.
 *
 * @example
 * const session = await signIn('/api', 'customer@rigready.test', 'rigready-demo');
 */
export async function signIn(apiBase: string, email: string, password: string): Promise<PortalSession> {
  const response = await fetch(`${apiBase}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const answer = await response.json().catch(() => null);
  if (response.status === 429) throw new Error('Too many attempts: wait a minute and try again');
  if (!response.ok || typeof answer?.token !== 'string') {
    throw new Error(answer?.message ?? `Sign-in failed (HTTP ${response.status})`);
  }
  return answer as PortalSession;
}

/**
 * Exchanges a token for a fresh one (`POST /api/auth/refresh`) while the portal session lives.
 *
 * @example
 * const next = await refreshSession('/api', session);
 */
export async function refreshSession(apiBase: string, session: PortalSession): Promise<PortalSession | null> {
  const response = await fetch(`${apiBase}/auth/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
  });
  const answer = await response.json().catch(() => null);
  return response.ok && typeof answer?.token === 'string' ? (answer as PortalSession) : null;
}
