import { NO_HEADER_SETTINGS } from './header-settings.js';
import type { CustomerFeatures, OrderCompletionFilter, Session } from './session.types.js';

/**
 * The asset choice that covers all of a user's assets.
 *
 * @example
 * session.currentAsset === FLEET_INVENTORY; // fleet view
 */
export const FLEET_INVENTORY = 'Fleet Inventory';

/**
 * The session before the first sign-in check has answered: status `unknown`, pipe type Tubular, and the
 * order completion filter given (read back from storage by the host) or `both`.
 *
 * @example
 * createInitialSession().status; // 'unknown'
 * createInitialSession({ orderCompletionFilter: 'ongoing' }).orderCompletionFilter; // 'ongoing'
 */
export function createInitialSession(
  options: { orderCompletionFilter?: OrderCompletionFilter } = {},
): Session {
  return {
    status: 'unknown',
    loading: false,
    error: null,
    user: null,
    viewAs: null,
    currentAsset: null,
    fleet: false,
    pipeType: 'Tubular',
    headerSettings: NO_HEADER_SETTINGS,
    orderCompletionFilter: options.orderCompletionFilter ?? 'both',
  };
}

/**
 * The customer the session acts for: the customer an admin views as, otherwise the user's own customer.
 * Its name is what the USER header carries; its features gate screens and menu items. Null when signed out.
 *
 * @example
 * actingCustomer(adminViewingAcme)?.username; // 'Acme Drilling'
 * actingCustomer(signedOut); // null
 */
export function actingCustomer(
  session: Session,
): { username: string; assetlist: readonly string[]; features: CustomerFeatures } | null {
  if (!session.user) return null;
  if (session.viewAs) return session.viewAs;
  return session.user;
}

/**
 * True for a guest user: a signed-in user limited to a non-empty list of route names.
 *
 * @example
 * isGuest(sessionWithRoutes(['dp', 'NCR'])); // true
 */
export function isGuest(session: Session): boolean {
  return (session.user?.routeslist.length ?? 0) > 0;
}
