import type { PipeType } from '../session/session.types.js';
import type { MenuGroupName, RouteDefinition } from './route-table.types.js';

type RouteOptions = Partial<Omit<RouteDefinition, 'name' | 'path' | 'title' | 'dataPaths'>> & {
  /** One list whatever the pipe type, or one per pipe type. */
  readonly data?: string | Readonly<Record<PipeType, string | null>>;
};

function route<const N extends string>(
  name: N,
  path: `/${string}`,
  title: string,
  options: RouteOptions = {},
): RouteDefinition & { readonly name: N } {
  const { data = null, ...rest } = options;
  return {
    name,
    path,
    title,
    params: [],
    menu: null,
    access: 'signedIn',
    openToSignedIn: false,
    restrictedByRouteList: false,
    pipeTypeSwitch: false,
    lazy: false,
    gate: null,
    menuDisabled: false,
    ...rest,
    dataPaths: typeof data === 'string' || data === null ? { Tubular: data, BHA: data } : data,
  };
}

/** A drawer entry; the route list restricts every route the drawer names. */
function inMenu(label: string, group: MenuGroupName | null = null) {
  return { menu: { label, group }, restrictedByRouteList: true };
}

const ORDERS = { Tubular: '/getOrderconfirm', BHA: '/getOrderconfirmBHA' } as const;

/**
 * The route table, the one source of truth for paths, names, menu placement, access and data paths
 * (spec part 1 §2 and part 2 §2). Drawer order is table order. Left out on purpose: /test, /navbar and
 * /usertest (developer pages whose content the spec does not show) and the legacy /KCADeutag, which is a
 * customer's `publicSlug` now (see `resolvePublicSlug`). packages/core/docs/routing.md explains each row.
 *
 * @example
 * ROUTE_TABLE.filter((row) => row.access === 'admin').map((row) => row.path);
 * // ['/item-statistics', '/admin', '/users', '/customers', '/racks', '/audit', '/imports', …]
 */
export const ROUTE_TABLE = [
  route('login', '/login', 'Sign-in', { access: 'public' }),
  route('reset-password', '/reset-password', 'Reset password', { access: 'public', openToSignedIn: true }),
  // Where an invited user chooses a password; opening it signed in as someone else is fine (accepting ends that).
  route('invitation', '/invitation', 'Accept invitation', { access: 'public', openToSignedIn: true }),
  route('keystone', '/keystone', 'Serial history', {
    access: 'public',
    openToSignedIn: true,
    data: '/keystone',
  }),
  route('mobile-upload', '/mobile-upload', 'Mobile upload', { access: 'public', lazy: true }),
  route('home', '/home', 'Home', { menu: { label: 'Home', group: null } }),
  route('asset', '/asset', 'Choose asset', { menuDisabled: true }),
  route('dashboard', '/dashboard', 'Dashboard', {
    ...inMenu('Dashboard'),
    gate: { kind: 'customerFeature', feature: 'dashboard' },
    data: '/getDashboard',
  }),
  route('tcp', '/tcp', 'TCP Guns', {
    ...inMenu('TCP Guns'),
    gate: { kind: 'customerFeature', feature: 'tcpGuns' },
    data: '/getTCP',
  }),
  route('neworder', '/orderconfirm', 'Order Confirmation', {
    ...inMenu('Order Confirmation'),
    pipeTypeSwitch: true,
    data: ORDERS,
  }),
  route('preinvoice', '/preinvoice', 'Pre Invoice', {
    ...inMenu('Pre Invoice'),
    gate: { kind: 'hiddenByUserFlag', flag: 'hidePreInvoice' },
    pipeTypeSwitch: true,
    data: { Tubular: '/getPreinv', BHA: '/getPreInvoiceBHA' },
  }),
  route('delivery', '/delivery', 'Shipping', {
    ...inMenu('Shipping'),
    pipeTypeSwitch: true,
    data: { Tubular: '/getDelivery', BHA: '/getDeliveryBHA' },
  }),
  // A customer's requests (inspection, recut, hardbanding, shipment, pick-up), /requests/new to make one and
  // /requests/<number> for one; for a provider admin viewing as no one, the queue of every customer's.
  route('requests', '/requests', 'Requests', { ...inMenu('Requests'), params: ['number'] }),
  // The quotes, reports and pre-invoices put to the customer; with a number, one approval's page. A guest's
  // route list never names it: guests never approve.
  route('approvals', '/approvals', 'Approvals', { ...inMenu('Approvals'), params: ['number'] }),
  // The rack counts and delivery checks recorded with the field app; with a number, one count's lines. A
  // guest's route list never names it: guests never count.
  route('counts', '/counts', 'Counts', { ...inMenu('Counts'), params: ['number'] }),
  route('dp', '/dp', 'Drill Pipe', { ...inMenu('Drill Pipe', 'Inspection'), data: '/getdp' }),
  route('dcollar', '/dc', 'Drill Collar', { ...inMenu('Drill Collar', 'Inspection'), data: '/getdc' }),
  route('octg', '/octg', 'OCTG', { ...inMenu('OCTG', 'Inspection'), data: '/getoctg' }),
  route('heavy', '/hw', 'Heavy Weight', { ...inMenu('Heavy Weight', 'Inspection'), data: '/gethw' }),
  route('inspectionBHA', '/inspectionBHA', 'BHA inspection', {
    ...inMenu('BHA', 'Inspection'),
    data: '/inspectionBHA',
  }),
  route('inventory', '/inventory', 'Inventory', {
    ...inMenu('Inventory Overview', 'Inventory'),
    pipeTypeSwitch: true,
    data: { Tubular: null, BHA: '/getInventoryBHA' },
  }),
  route('received', '/received', 'Received', { ...inMenu('Received', 'Inventory'), data: '/getReceived' }),
  // In the drawer: where rack labels are printed, and the racks drawn on the storage scale.
  route('racklocation', '/racklocation', 'Rack location', {
    ...inMenu('Rack location', 'Inventory'),
    data: '/getPipesAndRacks',
  }),
  // The installable app's field screens: a label scanned opens its joint or tool; /scan/rack counts a rack and
  // /scan/delivery checks a delivery ticket. They open offline on the device's copy of the user's own joints.
  route('scan', '/scan', 'Scan labels', { ...inMenu('Scan labels', 'Inventory'), params: ['task'] }),
  // With an NCR's number, its page: its fields, its history and the customer's disposition.
  route('NCR', '/NCR', 'Non Conformance', {
    ...inMenu('Non Conformance', 'QHSE'),
    params: ['number'],
    data: '/getQHSE',
  }),
  // The provider's own certificates: in the drawer for everyone signed in, never limited by a route list.
  route('certificates', '/certificates', 'Certificates', {
    menu: { label: 'Certificates', group: 'QHSE' },
    data: '/getCertificates',
  }),
  route('statistics', '/statistics', 'Lead time', {
    ...inMenu('Lead time', 'Statistics'),
    data: '/getOrderconfirmTubular',
  }),
  route('insptest', '/insptest', 'Inspection history', {
    ...inMenu('Inspection history', 'Statistics'),
    params: ['equipment'],
    data: '/getAllOrders',
  }),
  route('item-statistics', '/item-statistics', 'Lifecycle management', {
    ...inMenu('Lifecycle management', 'Statistics'),
    access: 'admin',
    data: '/itemsAndOrders',
  }),
  route('ongoingorders', '/ongoingorders', 'Ongoing Orders', {
    restrictedByRouteList: true,
    pipeTypeSwitch: true,
    data: ORDERS,
  }),
  route('completedorders', '/completedorders', 'Completed Orders', {
    restrictedByRouteList: true,
    pipeTypeSwitch: true,
    data: ORDERS,
  }),
  route('inspection-view', '/inspection-view', 'Inspection', {
    restrictedByRouteList: true,
    params: ['orderno'],
  }),
  // A tubular joint's page and a BHA tool's page: their present state and their life in date order.
  // A guest's route list names pipe types' reports, not joints: the joint's page lets a guest see the
  // joints of those pipe types and refuses others itself (ADR 044), so a scanned label opens for them.
  route('joints', '/joints', 'Joint', { params: ['serial'] }),
  route('tools', '/tools', 'BHA tool', { restrictedByRouteList: true, params: ['serial'] }),
  route('bhainventory', '/bhainventory', 'BHA Inventory', {
    restrictedByRouteList: true,
    data: '/getInventoryBHA',
  }),
  route('chiksan', '/chiksan', 'Chiksan', { restrictedByRouteList: true, data: '/getChiksan' }),
  // Sign-in only (spec part 1 §2): no route list limits it.
  route('inspection-stats', '/inspection-stats', 'Inspection statistics'),
  route('data-download', '/data-download', 'Data download', { restrictedByRouteList: true }),
  route('notifications', '/notifications', 'Notifications'),
  route('notification-settings', '/settings/notifications', 'Notification settings'),
  route('security-settings', '/settings/security', 'Security'),
  // The signed-in user's own sessions, each of which they may end.
  route('sessions', '/settings/sessions', 'Signed-in devices'),
  // The class each of the customer's rigs and fields requires of its joints (guests read, never set).
  route('required-class', '/settings/required-class', 'Required class'),
  // A customer administrator's page: their customer's users, invitations and the changes made to them.
  route('team', '/team', 'Team', { menu: { label: 'Team', group: null }, gate: { kind: 'customerAdmin' } }),
  route('unsubscribe', '/notifications/unsubscribe', 'Unsubscribe', {
    access: 'public',
    openToSignedIn: true,
  }),
  route('admin', '/admin', 'Admin', { access: 'admin' }),
  route('users', '/users', 'User Overview', { access: 'admin', data: '/getAllUsers' }),
  route('customers', '/customers', 'Customer Overview', { access: 'admin', data: '/getAllCustomers' }),
  // Each customer's own OpenID provider (company sign-in).
  route('connections', '/connections', 'Company sign-in', { access: 'admin' }),
  route('racks', '/racks', 'Racks', { access: 'admin', data: '/getAllRacks' }),
  route('audit', '/audit', 'Audit log', { access: 'admin' }),
  // Who opened or downloaded which document: every customer's for an admin, their own for a customer admin.
  route('document-access', '/document-access', 'Document access', { access: 'customerAdmin' }),
  // The import history; with a run's id, that run.
  route('imports', '/imports', 'Imports', { access: 'admin', params: ['id'] }),
  route('notification-defaults', '/settings/notification-defaults', 'Notification defaults', {
    access: 'admin',
  }),
  // The provider's class limits (class_limits.json, edited between imports) and class marking.
  route('class-limits', '/settings/class-limits', 'Class limits', { access: 'admin' }),
  // The system of record's integration keys, the webhooks and their delivery log.
  route('integrations', '/integrations', 'Integrations', { access: 'admin' }),
] as const;

/**
 * The name of a route of the table.
 *
 * @example
 * const name: RouteName = 'dcollar';
 */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];

const BY_NAME = new Map<string, RouteDefinition>(ROUTE_TABLE.map((row) => [row.name, row]));

/**
 * The route of the given name. Throws for a name that is not in the table, since names in code must exist.
 *
 * @example
 * routeByName('heavy').path; // '/hw'
 */
export function routeByName(name: RouteName): RouteDefinition {
  const row = BY_NAME.get(name);
  if (!row) throw new RangeError(`"${name}" is not a route name of the route table`);
  return row;
}

/**
 * The route of the given name, or null: for names that come from data, such as a user's route list.
 *
 * @example
 * findRouteByName('octg')?.path; // '/octg'
 * findRouteByName('nonsense'); // null
 */
export function findRouteByName(name: string): RouteDefinition | null {
  return BY_NAME.get(name) ?? null;
}
