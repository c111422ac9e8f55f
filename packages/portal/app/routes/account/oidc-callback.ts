import { redirect } from 'react-router';
import { landingPath } from '../../server/access/after-sign-in.server.js';
import { identityForToken } from '../../server/access/session-for-token.server.js';
import { CLEAR_AT_SIGN_IN } from '../../server/auth/clear-site-data.server.js';
import { OIDC_LOGIN_ERRORS } from '../../server/auth/oidc-login-page.server.js';
import { clearedPendingOidc } from '../../server/auth/oidc-pending.server.js';
import { completeOidcSignIn } from '../../server/auth/oidc-sign-in.server.js';
import { readSessionCookie, sessionCookie } from '../../server/auth/session-cookie.server.js';
import { hashToken } from '../../server/auth/token-hash.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { clientAddress, requestIdContext } from '../../server/security/request-context.server.js';
import type { Route } from './+types/oidc-callback';

// Every answer clears the pending-sign-in cookie: a started sign-in is good for one callback only. The one
// callback serves the portal's own provider and every customer connection: the pending sign-in names which.
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = getPortalRuntime();
  const cookieMode = { secure: runtime.identity.secureCookies };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', clearedPendingOidc(cookieMode));
  const requestId = context.get(requestIdContext);
  // Without the portal's own provider, a failure that names no connection is told as a company one.
  const failed = runtime.identity.oidc ? OIDC_LOGIN_ERRORS.failed : 'company-failed';
  const previous = readSessionCookie(request, cookieMode);
  let result: Awaited<ReturnType<typeof completeOidcSignIn>>;
  try {
    result = await completeOidcSignIn(runtime, runtime.identity.oidc, request, {
      address: clientAddress(request, context, runtime.identity),
      previousIdHash: previous ? hashToken(previous) : null,
    });
  } catch (error) {
    runtime.log(`oidc sign-in failed [request ${requestId}]`, error);
    return redirect(`/login?error=${failed}`, { headers });
  }
  if (result.kind === 'rate-limited') {
    headers.set('Retry-After', String(result.retryAfterSeconds));
    return redirect(`/login?error=${OIDC_LOGIN_ERRORS.rateLimited}`, { headers });
  }
  if (result.kind === 'disabled') return redirect(`/login?error=${OIDC_LOGIN_ERRORS.disabled}`, { headers });
  if (result.kind === 'refused') {
    runtime.log(`oidc sign-in refused [request ${requestId}]: ${result.reason}`);
    return redirect(`/login?error=${result.loginError ?? failed}`, { headers });
  }
  const identity = await identityForToken(runtime, result.token);
  headers.append(
    'Set-Cookie',
    sessionCookie(result.token, new Date(result.session.absoluteExpiresAt), cookieMode, runtime.now()),
  );
  // The browser keeps nothing of whoever used it before, as after a sign-in with a password.
  headers.set('Clear-Site-Data', CLEAR_AT_SIGN_IN);
  return redirect(identity ? landingPath(identity) : '/home', { headers });
}
