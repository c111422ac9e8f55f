import { describe, expect, it } from 'vitest';
import { customerProfile, SESSIONS, signedInAs } from '../session/test-support/sessions.js';
import { firstAllowedRoute, passesGate, routeVerdict } from './route-access.js';
import { routeByName } from './route-table.js';

describe('passesGate', () => {
  it('passes without a gate', () => {
    expect(passesGate(null, SESSIONS.signedOut)).toBe(true);
  });

  it('needs the acting customer’s feature to be exactly true', () => {
    const dashboard = { kind: 'customerFeature', feature: 'dashboard' } as const;
    expect(passesGate(dashboard, SESSIONS.customer)).toBe(true);
    expect(passesGate(dashboard, SESSIONS.customerWithoutDashboard)).toBe(false);
    expect(passesGate(dashboard, signedInAs(customerProfile({ features: { dashboard: null } })))).toBe(false);
    expect(passesGate(dashboard, SESSIONS.admin)).toBe(false);
    expect(passesGate(dashboard, SESSIONS.adminViewingAs)).toBe(true);
    expect(passesGate(dashboard, SESSIONS.signedOut)).toBe(false);
  });

  it('fails a flag gate only when the user flag is true', () => {
    const hidden = { kind: 'hiddenByUserFlag', flag: 'hidePreInvoice' } as const;
    expect(passesGate(hidden, SESSIONS.customer)).toBe(true);
    expect(passesGate(hidden, signedInAs(customerProfile({ flags: { hidePreInvoice: true } })))).toBe(false);
  });

  it('passes the customer-administrator gate only for a user marked so', () => {
    const team = { kind: 'customerAdmin' } as const;
    expect(passesGate(team, signedInAs(customerProfile({ customerAdmin: true })))).toBe(true);
    expect(passesGate(team, SESSIONS.customer)).toBe(false);
    expect(passesGate(team, SESSIONS.admin)).toBe(false);
    expect(passesGate(team, SESSIONS.signedOut)).toBe(false);
  });
});

describe('firstAllowedRoute', () => {
  it('is null without a route list', () => {
    expect(firstAllowedRoute(SESSIONS.customer)).toBeNull();
    expect(firstAllowedRoute(SESSIONS.signedOut)).toBeNull();
  });

  it('ignores listed names whose routes the list does not restrict', () => {
    const odd = signedInAs(customerProfile({ routeslist: ['asset', 'login', 'NCR'] }));
    expect(firstAllowedRoute(odd)?.name).toBe('NCR');
  });
});

describe('routeVerdict', () => {
  it('lets a signed-out visitor open public routes only', () => {
    expect(routeVerdict(routeByName('keystone'), SESSIONS.signedOut)).toEqual({ kind: 'proceed' });
    expect(routeVerdict(routeByName('admin'), SESSIONS.signedOut)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('applies the route list before the admin-only rule', () => {
    const guestAdmin = signedInAs(customerProfile({ isAdmin: true, routeslist: ['dp'] }));
    expect(routeVerdict(routeByName('item-statistics'), guestAdmin)).toEqual({
      kind: 'block',
      reason: 'not-in-route-list',
    });
    expect(routeVerdict(routeByName('users'), guestAdmin)).toEqual({ kind: 'proceed' });
  });

  it('opens a customer-admin route to admins and customer administrators, and sends anyone else home', () => {
    const documentAccess = routeByName('document-access');
    const customerAdmin = signedInAs(customerProfile({ customerAdmin: true }));
    expect(routeVerdict(documentAccess, SESSIONS.admin)).toEqual({ kind: 'proceed' });
    expect(routeVerdict(documentAccess, customerAdmin)).toEqual({ kind: 'proceed' });
    expect(routeVerdict(documentAccess, SESSIONS.customer)).toEqual({ kind: 'redirect', to: '/home' });
    expect(routeVerdict(documentAccess, signedInAs(customerProfile({ customerAdmin: null })))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });
});
