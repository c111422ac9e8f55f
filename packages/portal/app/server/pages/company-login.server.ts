import { data } from 'react-router';
import { companyOnly, noCompanySignIn } from '../auth/company-login-messages.server.js';
import { companySignInRedirect } from '../auth/company-sign-in-start.server.js';
import { connectionForEmail, emailDomain } from '../auth/customer-connection.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/** What the company sign-in form's action answers when it does not send the browser to a provider. */
export interface CompanyLoginAnswer {
  intent: 'company';
  message: string;
}

/**
 * For the password form: the redirect to the provider of a connection that its customer requires, when
 * the address's domain has one (the password is never checked), else null.
 *
 * @example
 * const routed = await requiredConnectionRedirect(username);
 * if (routed) return routed;
 */
export async function requiredConnectionRedirect(email: string): Promise<Response | null> {
  const runtime = getPortalRuntime();
  const connection = await connectionForEmail(runtime.handle, email);
  return connection?.required ? companySignInRedirect(runtime, connection) : null;
}

/**
 * For the mailed sign-in link and the password reset: the message naming the way in when the address's
 * domain belongs to a connection its customer requires (nothing is mailed), else null.
 *
 * @example
 * const refusal = await requiredConnectionMessage(email);
 */
export async function requiredConnectionMessage(email: string): Promise<string | null> {
  const connection = await connectionForEmail(getPortalRuntime().handle, email);
  return connection?.required ? companyOnly(connection.customer) : null;
}

/**
 * 'Sign in with your company account': the address's domain decides the connection, and the browser goes
 * to its provider; an address whose domain has none is told so (400).
 *
 * @example
 * return companySignInAction(form);
 */
export async function companySignInAction(form: FormData) {
  const runtime = getPortalRuntime();
  const email = String(form.get('email') ?? '').trim();
  const connection = await connectionForEmail(runtime.handle, email);
  if (!connection) {
    return data<CompanyLoginAnswer>({ intent: 'company', message: noCompanySignIn(emailDomain(email)) }, 400);
  }
  return companySignInRedirect(runtime, connection);
}
