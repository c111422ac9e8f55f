import { redirect } from 'react-router';
import { OIDC_LOGIN_ERRORS } from '../../server/auth/oidc-login-page.server.js';
import { startOidcSignIn } from '../../server/auth/oidc-sign-in.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { requestIdContext } from '../../server/security/request-context.server.js';
import type { Route } from './+types/oidc-start';

// A GET (the provider button is a plain link): it only sets the pending-sign-in cookie, which a forged
// request cannot use, because the callback needs the state sealed in that same browser's cookie.
export async function loader({ context }: Route.LoaderArgs) {
  const runtime = getPortalRuntime();
  const oidc = runtime.identity.oidc;
  if (!oidc) return redirect('/login');
  try {
    const { location, cookie } = await startOidcSignIn(runtime, oidc);
    return redirect(location, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
  } catch (error) {
    const requestId = context.get(requestIdContext);
    runtime.log(`oidc sign-in could not start [request ${requestId}]`, error);
    return redirect(`/login?error=${OIDC_LOGIN_ERRORS.failed}`);
  }
}
