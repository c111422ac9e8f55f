import { guardNavigation } from '@rigready/core';
import type { Identity } from './identity.server.js';

/**
 * Where a user lands after signing in, by core's session rules and guard: admins on /admin, others on
 * /home, which the guard turns into a guest's first allowed route.
 *
 * @example
 * landingPath(guestIdentity); // '/dp'
 */
export function landingPath(identity: Identity): string {
  const target = identity.user.isAdmin ? '/admin' : '/home';
  const decision = guardNavigation(target, identity.coreSession);
  return decision.kind === 'redirect' ? decision.to : target;
}
