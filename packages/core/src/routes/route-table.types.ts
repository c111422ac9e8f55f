import type { PipeType } from '../session/session.types.js';

/**
 * The drawer groups; a route with a menu entry but no group sits at the top level of the drawer.
 *
 * @example
 * const group: MenuGroupName = 'QHSE';
 */
export type MenuGroupName = 'Inspection' | 'Inventory' | 'QHSE' | 'Statistics';

/**
 * Who may open a route: anyone (`public`), a signed-in user (`signedIn`), an admin (`admin`), or an admin
 * or an administrator of a customer's users (`customerAdmin`).
 *
 * @example
 * const access: RouteAccess = 'admin';
 */
export type RouteAccess = 'public' | 'signedIn' | 'admin' | 'customerAdmin';

/**
 * What else a route needs besides its access level: a feature of the acting customer turned on, a user
 * flag that must not be set, or a user who administers their own customer's users.
 *
 * @example
 * const gate: RouteGate = { kind: 'customerFeature', feature: 'tcpGuns' };
 */
export type RouteGate =
  | { readonly kind: 'customerFeature'; readonly feature: 'dashboard' | 'tcpGuns' }
  | { readonly kind: 'hiddenByUserFlag'; readonly flag: 'hidePreInvoice' }
  | { readonly kind: 'customerAdmin' };

/**
 * One row of the route table.
 *
 * @example
 * const row: RouteDefinition = routeByName('dcollar');
 * row.path; // '/dc'
 */
export interface RouteDefinition {
  /** The route name: the legacy drawer name for menu routes (what a user's route list holds). */
  readonly name: string;
  /** The path a link opens, without parameters. */
  readonly path: `/${string}`;
  /** Optional path segments after `path`, in order (React Router `:name?` segments). */
  readonly params: readonly string[];
  /** The screen's title. */
  readonly title: string;
  /** Where the drawer shows the route, or null when it has no menu entry. */
  readonly menu: { readonly label: string; readonly group: MenuGroupName | null } | null;
  readonly access: RouteAccess;
  /** A public route that a signed-in user may open too (otherwise a signed-in user is sent home). */
  readonly openToSignedIn: boolean;
  /** Whether a user's non-empty route list decides if the route opens. */
  readonly restrictedByRouteList: boolean;
  /** Whether the BHA/Tubular switch is shown on the route. */
  readonly pipeTypeSwitch: boolean;
  /**
   * The list loaded on entering the route, per pipe type (null: none). On a route without the switch both
   * entries are the same: the pipe type chosen on another screen must not empty a list that has one kind.
   */
  readonly dataPaths: Readonly<Record<PipeType, string | null>>;
  /** Whether the spec loads the screen on demand. */
  readonly lazy: boolean;
  readonly gate: RouteGate | null;
  /** Whether the drawer's menu button is disabled on the route. */
  readonly menuDisabled: boolean;
}
