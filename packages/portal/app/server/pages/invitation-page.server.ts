import { data, type RouterContextProvider } from 'react-router';
import { ActionError } from '../actions/action-error.server.js';
import { IDENTITY_MESSAGES } from '../auth/identity-messages.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { clientAddress } from '../security/request-context.server.js';
import { acceptInvitation } from '../team/user-invitations.server.js';
import { previousSession, signedInRedirect } from './login-page.server.js';

/**
 * The accept page's form: accepts the invitation with the chosen password and signs the new user in (a
 * redirect to their landing page with the session cookie), or answers `{ message }` with the refusal's
 * status: a password the policy refuses, an invalid, used or expired invitation, an address with an account.
 *
 * @example
 * return acceptInvitationAction(request, context, token, password);
 */
export async function acceptInvitationAction(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  token: string,
  password: string,
) {
  const runtime = getPortalRuntime();
  try {
    const result = await acceptInvitation(runtime, {
      token,
      password,
      address: clientAddress(request, context, runtime.identity),
      userAgent: request.headers.get('User-Agent'),
      previousIdHash: previousSession(request, runtime),
    });
    if (result.kind !== 'signed-in') return data({ message: IDENTITY_MESSAGES.accountDisabled }, 403);
    return signedInRedirect(runtime, result.token, result.session.absoluteExpiresAt);
  } catch (error) {
    if (error instanceof ActionError) return data({ message: error.message }, error.status);
    throw error;
  }
}
