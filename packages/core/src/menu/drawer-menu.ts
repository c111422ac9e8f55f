import { matchRoute } from '../routes/match-route.js';
import { routeVerdict } from '../routes/route-access.js';
import { ROUTE_TABLE } from '../routes/route-table.js';
import type { MenuGroupName, RouteDefinition } from '../routes/route-table.types.js';
import type { Session } from '../session/session.types.js';

/**
 * One link of the drawer.
 *
 * @example
 * const link: DrawerLink = { name: 'dcollar', label: 'Drill Collar', path: '/dc' };
 */
export interface DrawerLink {
  readonly name: string;
  readonly label: string;
  readonly path: string;
}

/**
 * A titled group of drawer links.
 *
 * @example
 * const group: DrawerGroup = { group: 'QHSE', links: [{ name: 'NCR', label: 'Non Conformance', path: '/NCR' }] };
 */
export interface DrawerGroup {
  readonly group: MenuGroupName;
  readonly links: readonly DrawerLink[];
}

/**
 * The drawer: whether its menu button is disabled, the top-level links (Home first) and the non-empty
 * groups, all in route-table order.
 *
 * @example
 * const menu: DrawerMenu = drawerMenu(session, '/home');
 * menu.groups.map((group) => group.group); // ['Inspection', 'Inventory', 'QHSE', 'Statistics']
 */
export interface DrawerMenu {
  readonly disabled: boolean;
  readonly links: readonly DrawerLink[];
  readonly groups: readonly DrawerGroup[];
}

const GROUPS: readonly MenuGroupName[] = ['Inspection', 'Inventory', 'QHSE', 'Statistics'];

function isMenuDisabledOn(route: RouteDefinition | null, session: Session): boolean {
  if (!route) return false;
  // On /admin there is no customer whose screens the drawer could open until the admin views as one.
  if (route.name === 'admin') return session.viewAs === null;
  return route.menuDisabled;
}

// A guest sees the QHSE group only with NCR in the route list, Certificates included (spec part 1 §6).
function showsQhse(session: Session): boolean {
  const list = session.user?.routeslist ?? [];
  return list.length === 0 || list.includes('NCR');
}

/**
 * Computes the drawer for a session on the current path. The drawer offers exactly the menu routes the
 * navigation guard lets the session open, so the two can never disagree: a guest (non-empty route list)
 * gets no Home and no top-level links and only the listed routes in the groups, and the QHSE group (Non
 * Conformance and the provider's Certificates) only when NCR is listed; Dashboard needs the acting customer's `dashboard` feature, TCP Guns its `tcpGuns` feature; the
 * user flag `hidePreInvoice` removes Pre Invoice; Lifecycle management is for admins. The menu button is
 * disabled on /asset, and on /admin while the admin views no customer. Signed out, the drawer is empty.
 *
 * @example
 * drawerMenu(guestWith(['dp', 'octg', 'NCR']), '/dp');
 * // { disabled: false, links: [], groups: [
 * //   { group: 'Inspection', links: [Drill Pipe, OCTG] },
 * //   { group: 'QHSE', links: [Non Conformance, Certificates] } ] }
 */
export function drawerMenu(session: Session, currentPath: string): DrawerMenu {
  if (session.status !== 'signedIn') return { disabled: true, links: [], groups: [] };
  const entries = ROUTE_TABLE.flatMap((route) => {
    const { menu } = route;
    if (!menu || routeVerdict(route, session).kind !== 'proceed') return [];
    if (menu.group === 'QHSE' && !showsQhse(session)) return [];
    return [{ group: menu.group, link: { name: route.name, label: menu.label, path: route.path } }];
  });
  const linksIn = (group: MenuGroupName | null): DrawerLink[] =>
    entries.filter((entry) => entry.group === group).map((entry) => entry.link);
  return {
    disabled: isMenuDisabledOn(matchRoute(currentPath), session),
    links: linksIn(null),
    groups: GROUPS.map((group) => ({ group, links: linksIn(group) })).filter(
      (group) => group.links.length > 0,
    ),
  };
}
