import type { Session } from '../session/session.types.js';
import { actingCustomer } from '../session/session-state.js';
import { findRouteByName } from './route-table.js';
import type { RouteDefinition, RouteGate } from './route-table.types.js';

/**
 * Why the guard refuses a route outright: the route is not in the user's route list, or the list names no
 * route the user can open (so /home has nowhere to send a guest).
 *
 * @example
 * const reason: BlockReason = 'not-in-route-list';
 */
export type BlockReason = 'not-in-route-list' | 'no-allowed-route';

/**
 * What the rules say about one route for one session, before any redirect is followed.
 *
 * @example
 * routeVerdict(routeByName('admin'), customerSession); // { kind: 'redirect', to: '/home' }
 */
export type RouteVerdict =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'block'; readonly reason: BlockReason };

/**
 * Whether the session passes a route's gate: a customer feature of the acting customer (the viewed
 * customer for an admin viewing as one), a flag of the signed-in user, or the user being their customer's
 * administrator.
 *
 * @example
 * passesGate({ kind: 'customerFeature', feature: 'dashboard' }, sessionWithDashboard); // true
 */
export function passesGate(gate: RouteGate | null, session: Session): boolean {
  if (!gate) return true;
  if (gate.kind === 'customerFeature') return actingCustomer(session)?.features[gate.feature] === true;
  if (gate.kind === 'customerAdmin') return session.user?.customerAdmin === true;
  return session.user?.flags[gate.flag] !== true;
}

const administersCustomer = (session: Session) =>
  session.user?.isAdmin === true || session.user?.customerAdmin === true;

/**
 * The rules after the route-list rule: admin-only and customer-admin routes, then the feature or flag gate,
 * then public routes.
 */
function laterRules(route: RouteDefinition, session: Session): RouteVerdict {
  if (route.access === 'admin' && !session.user?.isAdmin) return { kind: 'redirect', to: '/home' };
  if (route.access === 'customerAdmin' && !administersCustomer(session))
    return { kind: 'redirect', to: '/home' };
  if (!passesGate(route.gate, session)) return { kind: 'redirect', to: '/home' };
  if (route.access === 'public' && !route.openToSignedIn) return { kind: 'redirect', to: '/home' };
  return { kind: 'proceed' };
}

/**
 * The first route of a guest's route list that the guest can open, in the list's order; null when there is
 * none (or the user has no route list). Names the table does not know are skipped.
 *
 * @example
 * firstAllowedRoute(guestWith(['octg', 'dp']))?.path; // '/octg'
 */
export function firstAllowedRoute(session: Session): RouteDefinition | null {
  for (const name of session.user?.routeslist ?? []) {
    const route = findRouteByName(name);
    if (route?.restrictedByRouteList && laterRules(route, session).kind === 'proceed') return route;
  }
  return null;
}

/**
 * Applies the routing-guard rules of spec part 1 §4 to one known route, in their order: sign-in needed;
 * a non-empty route list (/home goes to the first allowed route, an unlisted route is blocked); admin-only
 * and customer-admin routes;
 * the route's feature or flag gate; a public route other than keystone sends a signed-in user home.
 *
 * @example
 * routeVerdict(routeByName('dp'), signedOutSession); // { kind: 'redirect', to: '/login' }
 */
export function routeVerdict(route: RouteDefinition, session: Session): RouteVerdict {
  if (session.status !== 'signedIn' || !session.user) {
    return route.access === 'public' ? { kind: 'proceed' } : { kind: 'redirect', to: '/login' };
  }
  if (session.user.routeslist.length > 0 && route.name === 'home') {
    const first = firstAllowedRoute(session);
    return first ? { kind: 'redirect', to: first.path } : { kind: 'block', reason: 'no-allowed-route' };
  }
  const list = session.user.routeslist;
  if (list.length > 0 && route.restrictedByRouteList && !list.includes(route.name)) {
    return { kind: 'block', reason: 'not-in-route-list' };
  }
  return laterRules(route, session);
}
