import { createInitialSession, guardNavigation, matchRoute, type Session } from '@rigready/core';
import { data, redirect } from 'react-router';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { findPublishingCustomer } from '../serial-history/serial-history.server.js';
import { findCookieIdentity } from './find-identity.server.js';
import type { Identity } from './identity.server.js';
import { adminOnly } from './require-user.server.js';

const SIGNED_OUT: Session = { ...createInitialSession(), status: 'signedOut' };

/**
 * The page path a request is for: client navigations fetch `<path>.data` (and `/_root.data` for '/'),
 * and the guard must judge the page, not the data URL.
 *
 * @example
 * pagePath(new Request('https://portal.test/home.data?x=1')); // '/home'
 */
export function pagePath(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
  return pathname === '/_root' ? '/' : pathname;
}

/**
 * The server-side routing guard: core's `guardNavigation` applied to the request's path and the session
 * the server holds, so pages and the browser decide from the same rules. Proceeds with the identity (null
 * on a public page when signed out); otherwise throws core's redirect, or 403 for a blocked route.
 *
 * @example
 * export async function loader({ request }: Route.LoaderArgs) {
 *   const identity = await guardPage(request);
 * }
 */
export async function guardPage(request: Request): Promise<Identity | null> {
  const identity = await findCookieIdentity(request);
  const decision = guardNavigation(pagePath(request), identity?.coreSession ?? SIGNED_OUT);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'block')
    throw data({ message: 'Not allowed', reason: decision.reason }, { status: 403 });
  if (decision.kind === 'pending') throw new Error('The server always knows the sign-in state');
  return identity;
}

/**
 * The guard of the portal's frame (the bar and the menu around the pages): {@link guardPage}'s redirects,
 * but a page the rules refuse still gets its frame, so the refusal is shown inside it (the page's own
 * loader answers 403). A customer's public page has no frame (null), like the sign-in page; any other path
 * of no route gets the frame for a signed-in visitor (its page answers 404), none for a signed-out one.
 *
 * @example
 * const identity = await requireFrameUser(request); // null: no frame
 */
export async function requireFrameUser(request: Request): Promise<Identity | null> {
  const path = pagePath(request);
  const identity = await findCookieIdentity(request);
  if (!matchRoute(path)) {
    if (!identity) return null;
    const publicPage = await findPublishingCustomer(getPortalRuntime().handle, path.slice(1));
    return publicPage ? null : identity;
  }
  const decision = guardNavigation(path, identity?.coreSession ?? SIGNED_OUT);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'pending') throw new Error('The server always knows the sign-in state');
  if (!identity) throw redirect('/login');
  return identity;
}

/**
 * {@link guardPage} for a page that needs sign-in: the identity, never null.
 *
 * @example
 * const { user, customer } = await requirePageUser(request);
 */
export async function requirePageUser(request: Request): Promise<Identity> {
  const identity = await guardPage(request);
  if (!identity) throw redirect('/login');
  return identity;
}

/**
 * {@link requirePageUser} for an admin page and its actions: the route guard, then 403 for anyone but a
 * provider admin, from one reading of the session.
 *
 * @example
 * const admin = await requireAdminPage(request);
 */
export async function requireAdminPage(request: Request): Promise<Identity> {
  return adminOnly(await requirePageUser(request));
}
