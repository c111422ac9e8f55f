import type { Session } from '../session/session.types.js';
import { matchRoute } from './match-route.js';
import { type PublicSlug, resolvePublicSlug } from './public-slug.js';
import { type BlockReason, routeVerdict } from './route-access.js';
import { routeByName } from './route-table.js';
import type { RouteDefinition } from './route-table.types.js';

/**
 * What the guard needs besides the session: the customers' public slugs (data the host reads on the server).
 *
 * @example
 * const context: GuardContext = { publicSlugs: [{ slug: 'KCADeutag', customer: 'KCA Deutag' }] };
 */
export interface GuardContext {
  readonly publicSlugs?: readonly PublicSlug[];
}

/**
 * The guard's answer. `pending`: the first sign-in check has not answered yet, so nothing may render.
 * `proceed`: open the target (the matched route, and the public slug when the target is one). `redirect`:
 * navigate to `to`, which is already final (the guard proceeds there). `block`: stay where you are.
 * `refreshSession` asks the host to force-refresh and store the sign-in token, as on every navigation of a
 * signed-in user.
 *
 * @example
 * const decision: NavigationDecision = { kind: 'redirect', to: '/login', refreshSession: false };
 */
export type NavigationDecision =
  | { readonly kind: 'pending' }
  | {
      readonly kind: 'proceed';
      readonly route: RouteDefinition;
      readonly publicSlug: PublicSlug | null;
      readonly refreshSession: boolean;
    }
  | { readonly kind: 'redirect'; readonly to: string; readonly refreshSession: boolean }
  | { readonly kind: 'block'; readonly reason: BlockReason; readonly refreshSession: boolean };

/** More hops than the longest chain of rules ('/' → /login → /home → a guest's first route) means a loop. */
const MAX_REDIRECTS = 4;

type Step =
  | { readonly kind: 'proceed'; readonly route: RouteDefinition; readonly publicSlug: PublicSlug | null }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'block'; readonly reason: BlockReason };

function step(target: string, session: Session, context: GuardContext): Step {
  const route = matchRoute(target);
  if (route) {
    const verdict = routeVerdict(route, session);
    return verdict.kind === 'proceed' ? { kind: 'proceed', route, publicSlug: null } : verdict;
  }
  const publicSlug = resolvePublicSlug(target, context.publicSlugs ?? []);
  if (publicSlug) return { kind: 'proceed', route: routeByName('keystone'), publicSlug };
  return { kind: 'redirect', to: '/login' };
}

/**
 * The navigation guard: a pure function of the target path and the session. Before the first sign-in
 * check it answers `pending`. Then '/' and unknown paths go to /login, and the rules of spec part 1 §4 apply
 * in order (see `routeVerdict`). Redirects are followed inside the guard, so a signed-in user opening '/'
 * gets one redirect to /home (or to a guest's first allowed route) instead of a chain of them.
 *
 * @example
 * guardNavigation('/dashboard', customerWithoutDashboard); // { kind: 'redirect', to: '/home', refreshSession: true }
 * guardNavigation('/KCADeutag', signedOut, { publicSlugs: [{ slug: 'KCADeutag', customer: 'KCA Deutag' }] });
 * // { kind: 'proceed', route: keystone, publicSlug: { slug: 'KCADeutag', ... }, refreshSession: false }
 */
export function guardNavigation(
  target: string,
  session: Session,
  context: GuardContext = {},
): NavigationDecision {
  if (session.status === 'unknown') return { kind: 'pending' };
  const refreshSession = session.status === 'signedIn';
  let current = target;
  for (let hops = 0; hops <= MAX_REDIRECTS; hops += 1) {
    const result = step(current, session, context);
    if (result.kind === 'redirect') {
      current = result.to;
      continue;
    }
    if (result.kind === 'block') return { kind: 'block', reason: result.reason, refreshSession };
    if (hops > 0) return { kind: 'redirect', to: current, refreshSession };
    return { ...result, refreshSession };
  }
  throw new Error(
    `The routing rules loop for ${JSON.stringify(target)}: last redirect to ${JSON.stringify(current)}`,
  );
}
