import { redirect } from 'react-router';
import { writeAudit } from '../../server/audit/audit-log.server.js';
import { CLEAR_BROWSER_DATA } from '../../server/auth/clear-site-data.server.js';
import { clearedSessionCookie, readSessionCookie } from '../../server/auth/session-cookie.server.js';
import { findSession, revokeSession } from '../../server/auth/session-store.server.js';
import { hashToken } from '../../server/auth/token-hash.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/logout';

// Signing out changes state, so only a POST does it (the root middleware refuses a cross-site one); a GET
// (a link, a prefetch) just leaves.
export function loader() {
  return redirect('/login');
}

export async function action({ request }: Route.ActionArgs) {
  const { handle, identity, now } = getPortalRuntime();
  const cookieMode = { secure: identity.secureCookies };
  const token = readSessionCookie(request, cookieMode);
  if (token) {
    const session = await findSession(handle, hashToken(token), now());
    if (session) {
      await revokeSession(handle, session.idHash);
      await writeAudit(handle, { action: 'sign-out', actorUserId: session.userId }, now());
    }
  }
  return redirect('/login', {
    headers: { 'Set-Cookie': clearedSessionCookie(cookieMode), 'Clear-Site-Data': CLEAR_BROWSER_DATA },
  });
}
