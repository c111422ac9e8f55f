import { describe, expect, it } from 'vitest';
import { customerProfile, SESSIONS, sessionAfter, signedInAs } from '../session/test-support/sessions.js';
import { drawerMenu } from './drawer-menu.js';

/** The menu as labels: top-level links, then 'Group: label, label'. */
function labelsOf(menu: ReturnType<typeof drawerMenu>): string[] {
  return [
    ...menu.links.map((link) => link.label),
    ...menu.groups.map((group) => `${group.group}: ${group.links.map((link) => link.label).join(', ')}`),
  ];
}

const CUSTOMER_GROUPS = [
  'Inspection: Drill Pipe, Drill Collar, OCTG, Heavy Weight, BHA',
  'Inventory: Inventory Overview, Received, Rack location, Scan labels',
  'QHSE: Non Conformance, Certificates',
  'Statistics: Lead time, Inspection history',
];

describe('given a regular customer', () => {
  it('shows the full menu with Dashboard and TCP Guns when the customer has both features', () => {
    expect(labelsOf(drawerMenu(SESSIONS.customer, '/home'))).toEqual([
      'Home',
      'Dashboard',
      'TCP Guns',
      'Order Confirmation',
      'Pre Invoice',
      'Shipping',
      'Requests',
      'Approvals',
      'Counts',
      ...CUSTOMER_GROUPS,
    ]);
  });

  it('links each entry to its route’s path', () => {
    const menu = drawerMenu(SESSIONS.customer, '/home');
    expect(menu.links[3]).toEqual({ name: 'neworder', label: 'Order Confirmation', path: '/orderconfirm' });
    expect(menu.groups[0]?.links[1]).toEqual({ name: 'dcollar', label: 'Drill Collar', path: '/dc' });
  });

  it('leaves Dashboard out without the dashboard feature', () => {
    expect(drawerMenu(SESSIONS.customerWithoutDashboard, '/home').links.map((link) => link.name)).toEqual([
      'home',
      'tcp',
      'neworder',
      'preinvoice',
      'delivery',
      'requests',
      'approvals',
      'counts',
    ]);
  });

  it('leaves TCP Guns out without the tcpGuns feature, and both out without features', () => {
    const dashboardOnly = signedInAs(customerProfile({ features: { dashboard: true, tcpGuns: false } }));
    expect(drawerMenu(dashboardOnly, '/home').links.map((link) => link.name)).not.toContain('tcp');
    const plain = signedInAs(customerProfile({ features: null }));
    expect(drawerMenu(plain, '/home').links.map((link) => link.label)).toEqual([
      'Home',
      'Order Confirmation',
      'Pre Invoice',
      'Shipping',
      'Requests',
      'Approvals',
      'Counts',
    ]);
  });

  it('hides Pre Invoice for a user with the hidePreInvoice flag', () => {
    const staff = signedInAs(customerProfile({ flags: { hidePreInvoice: true } }));
    expect(drawerMenu(staff, '/home').links.map((link) => link.name)).toEqual([
      'home',
      'dashboard',
      'tcp',
      'neworder',
      'delivery',
      'requests',
      'approvals',
      'counts',
    ]);
  });

  it('shows Team after Counts only to the customer’s administrator', () => {
    const admin = drawerMenu(signedInAs(customerProfile({ customerAdmin: true })), '/home');
    expect(admin.links.map((link) => link.label).slice(-2)).toEqual(['Counts', 'Team']);
    expect(admin.links.at(-1)).toEqual({ name: 'team', label: 'Team', path: '/team' });
    expect(labelsOf(drawerMenu(SESSIONS.customer, '/home'))).not.toContain('Team');
  });

  it('keeps Pre Invoice when the flag is explicitly off', () => {
    const staff = signedInAs(customerProfile({ flags: { hidePreInvoice: false } }));
    expect(drawerMenu(staff, '/home').links.map((link) => link.name)).toContain('preinvoice');
  });
});

describe('given a guest user', () => {
  it('shows no Home and no top-level links, only the listed inspection routes, and QHSE with NCR listed', () => {
    const menu = drawerMenu(SESSIONS.guest, '/dp');
    expect(menu.links).toEqual([]);
    expect(labelsOf(menu)).toEqual(['Inspection: Drill Pipe, OCTG', 'QHSE: Non Conformance, Certificates']);
    expect(menu.disabled).toBe(false);
  });

  it('shows no QHSE group when NCR is not listed, not even the certificates', () => {
    const guest = signedInAs(customerProfile({ routeslist: ['heavy', 'inspectionBHA'] }));
    expect(labelsOf(drawerMenu(guest, '/hw'))).toEqual(['Inspection: Heavy Weight, BHA']);
  });

  it('shows only QHSE when only NCR is listed, and nothing for names the table does not know', () => {
    expect(labelsOf(drawerMenu(signedInAs(customerProfile({ routeslist: ['NCR'] })), '/NCR'))).toEqual([
      'QHSE: Non Conformance, Certificates',
    ]);
    expect(labelsOf(drawerMenu(signedInAs(customerProfile({ routeslist: ['nonsense'] })), '/asset'))).toEqual(
      [],
    );
  });
});

describe('given an admin', () => {
  it('disables the menu button on /admin while viewing no customer', () => {
    expect(drawerMenu(SESSIONS.admin, '/admin').disabled).toBe(true);
    expect(drawerMenu(SESSIONS.admin, '/users').disabled).toBe(false);
  });

  it('shows the admin’s own menu with Lifecycle management and no customer features', () => {
    expect(labelsOf(drawerMenu(SESSIONS.admin, '/users'))).toEqual([
      'Home',
      'Order Confirmation',
      'Pre Invoice',
      'Shipping',
      'Requests',
      'Approvals',
      'Counts',
      ...CUSTOMER_GROUPS.slice(0, 3),
      'Statistics: Lead time, Inspection history, Lifecycle management',
    ]);
  });

  it('shows the viewed customer’s menu, Lifecycle management too, enabled on /admin', () => {
    const menu = drawerMenu(SESSIONS.adminViewingAs, '/admin');
    expect(menu.disabled).toBe(false);
    expect(menu.links.map((link) => link.name)).toEqual([
      'home',
      'dashboard',
      'tcp',
      'neworder',
      'preinvoice',
      'delivery',
      'requests',
      'approvals',
      'counts',
    ]);
    expect(menu.groups.at(-1)?.links.map((link) => link.label)).toContain('Lifecycle management');
  });

  it('follows the viewed customer’s features, not the previous one’s', () => {
    const viewingBeta = sessionAfter(
      { type: 'signInStarted' },
      {
        type: 'userLoaded',
        email: 'admin@example.com',
        profile: customerProfile({ isAdmin: true, features: null }),
      },
      { type: 'viewAsStarted', customer: { username: 'Acme', features: { dashboard: true } } },
      { type: 'viewAsStarted', customer: { username: 'Beta', features: { tcpGuns: true } } },
    );
    const names = drawerMenu(viewingBeta, '/home').links.map((link) => link.name);
    expect(names).toContain('tcp');
    expect(names).not.toContain('dashboard');
  });
});

describe('the menu button', () => {
  it('is disabled on /asset, whatever the user', () => {
    for (const session of [SESSIONS.customer, SESSIONS.guest, SESSIONS.adminViewingAs]) {
      expect(drawerMenu(session, '/asset?from=home').disabled).toBe(true);
    }
  });

  it('is enabled on other routes and on paths the table does not know', () => {
    expect(drawerMenu(SESSIONS.customer, '/inventory').disabled).toBe(false);
    expect(drawerMenu(SESSIONS.customer, '/nowhere').disabled).toBe(false);
  });
});

describe('signed out or before the first check', () => {
  it('has no entries and a disabled button', () => {
    const empty = { disabled: true, links: [], groups: [] };
    expect(drawerMenu(SESSIONS.signedOut, '/login')).toEqual(empty);
    expect(drawerMenu(sessionAfter(), '/login')).toEqual(empty);
  });
});
