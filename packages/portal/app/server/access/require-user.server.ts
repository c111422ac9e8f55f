import { data, redirect } from 'react-router';
import { findCookieIdentity } from './find-identity.server.js';
import type { Identity } from './identity.server.js';

/**
 * Guard for signed-in pages and actions: the identity of the request's session, or a redirect to /login.
 *
 * @example
 * export async function action({ request }: Route.ActionArgs) {
 *   const identity = await requireUser(request);
 * }
 */
export async function requireUser(request: Request): Promise<Identity> {
  const identity = await findCookieIdentity(request);
  if (!identity) throw redirect('/login');
  return identity;
}

/**
 * Guard for admin pages and actions: the admin's identity; a signed-out request goes to /login and a
 * signed-in non-admin gets 403.
 *
 * @example
 * const admin = await requireAdmin(request);
 */
export async function requireAdmin(request: Request): Promise<Identity> {
  return adminOnly(await requireUser(request));
}

/**
 * The identity when it is a provider admin's; otherwise throws 403.
 *
 * @example
 * const admin = adminOnly(await requirePageUser(request));
 */
export function adminOnly(identity: Identity): Identity {
  if (!identity.user.isAdmin) throw data({ message: 'Forbidden' }, { status: 403 });
  return identity;
}
