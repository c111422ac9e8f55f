import { redirect } from 'react-router';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { type CustomerConnection, connectionOidcConfig } from './customer-connection.server.js';
import { startOidcSignIn } from './oidc-sign-in.server.js';

/**
 * The answer that sends the browser to a customer connection's provider: the authorization URL, with the
 * pending sign-in (naming the connection) in its cookie. A provider that cannot be reached (discovery
 * fails) sends the browser back to /login with the sign-in failure, and the reason goes to the log.
 *
 * @example
 * if (connection?.required) return companySignInRedirect(runtime, connection);
 */
export async function companySignInRedirect(
  runtime: PortalRuntime,
  connection: CustomerConnection,
): Promise<Response> {
  try {
    const oidc = connectionOidcConfig(runtime.tokenKey, connection);
    const { location, cookie } = await startOidcSignIn(runtime, oidc, connection.id);
    return redirect(location, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
  } catch (error) {
    runtime.log(`company sign-in of connection ${connection.id} could not start`, error);
    return redirect('/login?error=company-failed');
  }
}
