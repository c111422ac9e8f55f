import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROUTES } from '../forms/assignable-routes.js';
import { findRouteByName, ROUTE_TABLE, type RouteName, routeByName } from './route-table.js';

const pathsWhere = (test: (row: (typeof ROUTE_TABLE)[number]) => boolean) =>
  ROUTE_TABLE.filter(test).map((row) => row.path);

describe('the route table', () => {
  it('has unique names and paths', () => {
    const names = ROUTE_TABLE.map((row) => row.name);
    const paths = ROUTE_TABLE.map((row) => row.path.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps the legacy drawer names to their paths', () => {
    const paths: Partial<Record<RouteName, string>> = {
      neworder: '/orderconfirm',
      dcollar: '/dc',
      heavy: '/hw',
      statistics: '/statistics',
      insptest: '/insptest',
      'item-statistics': '/item-statistics',
    };
    for (const [name, path] of Object.entries(paths)) expect(routeByName(name as RouteName).path).toBe(path);
  });

  it('places the drawer routes in their groups with the spec’s labels, in drawer order', () => {
    const menu = ROUTE_TABLE.filter((row) => row.menu).map(
      (row) => `${row.menu?.group ?? '-'} ${row.menu?.label}`,
    );
    expect(menu).toEqual([
      '- Home',
      '- Dashboard',
      '- TCP Guns',
      '- Order Confirmation',
      '- Pre Invoice',
      '- Shipping',
      '- Requests',
      '- Approvals',
      '- Counts',
      'Inspection Drill Pipe',
      'Inspection Drill Collar',
      'Inspection OCTG',
      'Inspection Heavy Weight',
      'Inspection BHA',
      'Inventory Inventory Overview',
      'Inventory Received',
      'Inventory Rack location',
      'Inventory Scan labels',
      'QHSE Non Conformance',
      'QHSE Certificates',
      'Statistics Lead time',
      'Statistics Inspection history',
      'Statistics Lifecycle management',
      '- Team',
    ]);
  });

  it('marks the public routes, and keeps signed-in users only on keystone, the reset and invitation pages and unsubscribe', () => {
    expect(pathsWhere((row) => row.access === 'public')).toEqual([
      '/login',
      '/reset-password',
      '/invitation',
      '/keystone',
      '/mobile-upload',
      '/notifications/unsubscribe',
    ]);
    expect(pathsWhere((row) => row.openToSignedIn)).toEqual([
      '/reset-password',
      '/invitation',
      '/keystone',
      '/notifications/unsubscribe',
    ]);
  });

  it('marks the admin-only routes', () => {
    expect(pathsWhere((row) => row.access === 'admin')).toEqual([
      '/item-statistics',
      '/admin',
      '/users',
      '/customers',
      '/connections',
      '/racks',
      '/audit',
      '/imports',
      '/settings/notification-defaults',
      '/settings/class-limits',
      '/integrations',
    ]);
  });

  it('shows the pipe-type switch on the spec’s routes', () => {
    expect(pathsWhere((row) => row.pipeTypeSwitch)).toEqual([
      '/orderconfirm',
      '/preinvoice',
      '/delivery',
      '/inventory',
      '/ongoingorders',
      '/completedorders',
    ]);
  });

  it('has the spec’s data paths per pipe type', () => {
    const expected: Partial<Record<RouteName, [string | null, string | null]>> = {
      inventory: [null, '/getInventoryBHA'],
      preinvoice: ['/getPreinv', '/getPreInvoiceBHA'],
      delivery: ['/getDelivery', '/getDeliveryBHA'],
      neworder: ['/getOrderconfirm', '/getOrderconfirmBHA'],
      received: ['/getReceived', '/getReceived'],
      dp: ['/getdp', '/getdp'],
      dcollar: ['/getdc', '/getdc'],
      heavy: ['/gethw', '/gethw'],
      octg: ['/getoctg', '/getoctg'],
      chiksan: ['/getChiksan', '/getChiksan'],
      dashboard: ['/getDashboard', '/getDashboard'],
      tcp: ['/getTCP', '/getTCP'],
    };
    for (const [name, [tubular, bha]] of Object.entries(expected)) {
      expect(routeByName(name as RouteName).dataPaths, name).toEqual({ Tubular: tubular, BHA: bha });
    }
  });

  it('loads the same list whatever the pipe type on routes without the switch', () => {
    for (const row of ROUTE_TABLE.filter((candidate) => !candidate.pipeTypeSwitch)) {
      expect(row.dataPaths.BHA, row.name).toBe(row.dataPaths.Tubular);
    }
  });

  it('gates Dashboard and TCP Guns by customer feature, Pre Invoice by user flag, Team by the administrator mark', () => {
    expect(ROUTE_TABLE.filter((row) => row.gate).map((row) => [row.name, row.gate])).toEqual([
      ['dashboard', { kind: 'customerFeature', feature: 'dashboard' }],
      ['tcp', { kind: 'customerFeature', feature: 'tcpGuns' }],
      ['preinvoice', { kind: 'hiddenByUserFlag', flag: 'hidePreInvoice' }],
      ['team', { kind: 'customerAdmin' }],
    ]);
  });

  it('loads only mobile-upload on demand and disables the menu only on /asset', () => {
    expect(pathsWhere((row) => row.lazy)).toEqual(['/mobile-upload']);
    expect(pathsWhere((row) => row.menuDisabled)).toEqual(['/asset']);
  });

  it('lets the route list restrict every assignable route name', () => {
    for (const { name, label } of ASSIGNABLE_ROUTES) {
      expect(routeByName(name).restrictedByRouteList, name).toBe(true);
      expect(routeByName(name).menu?.label, name).toBe(label);
    }
    expect(pathsWhere((row) => !row.restrictedByRouteList && row.access === 'signedIn')).toEqual([
      '/home',
      '/asset',
      '/certificates',
      '/joints',
      '/inspection-stats',
      '/notifications',
      '/settings/notifications',
      '/settings/security',
      '/settings/sessions',
      '/settings/required-class',
      '/team',
    ]);
  });

  it('opens the document access log to admins and customer administrators only', () => {
    expect(pathsWhere((row) => row.access === 'customerAdmin')).toEqual(['/document-access']);
  });
});

describe('routeByName and findRouteByName', () => {
  it('find a route by its name', () => {
    expect(routeByName('heavy').path).toBe('/hw');
    expect(findRouteByName('octg')?.path).toBe('/octg');
  });

  it('say when a name is not in the table', () => {
    expect(findRouteByName('nonsense')).toBeNull();
    expect(findRouteByName('/dp')).toBeNull();
    expect(() => routeByName('nonsense' as RouteName)).toThrow(
      '"nonsense" is not a route name of the route table',
    );
  });
});
