import { describe, expect, it } from 'vitest';
import { createInitialSession } from '../session/session-state.js';
import { customerProfile, SESSIONS, type SessionKind, signedInAs } from '../session/test-support/sessions.js';
import { guardNavigation } from './navigation-guard.js';
import { ROUTE_TABLE, type RouteName, routeByName } from './route-table.js';

/** 'proceed', 'block' (not in the route list) or the path of the (final) redirect. */
type Expected = 'proceed' | 'block' | `/${string}`;

const KINDS: readonly SessionKind[] = [
  'signedOut',
  'customer',
  'customerWithoutDashboard',
  'guest',
  'admin',
  'adminViewingAs',
];

// Columns follow KINDS. The guest's route list is [dp, octg, NCR]: its way home ends on /dp.
const SIGNED_IN_DATA_SCREEN: Expected[] = ['/login', 'proceed', 'proceed', 'block', 'proceed', 'proceed'];
const ADMIN_SCREEN: Expected[] = ['/login', '/home', '/home', '/dp', 'proceed', 'proceed'];
const GUEST_SCREEN: Expected[] = ['/login', 'proceed', 'proceed', 'proceed', 'proceed', 'proceed'];

const EXPECTED: Record<RouteName, Expected[]> = {
  login: ['proceed', '/home', '/home', '/dp', '/home', '/home'],
  'reset-password': ['proceed', 'proceed', 'proceed', 'proceed', 'proceed', 'proceed'],
  invitation: ['proceed', 'proceed', 'proceed', 'proceed', 'proceed', 'proceed'],
  keystone: ['proceed', 'proceed', 'proceed', 'proceed', 'proceed', 'proceed'],
  'mobile-upload': ['proceed', '/home', '/home', '/dp', '/home', '/home'],
  home: ['/login', 'proceed', 'proceed', '/dp', 'proceed', 'proceed'],
  asset: GUEST_SCREEN,
  dashboard: ['/login', 'proceed', '/home', 'block', '/home', 'proceed'],
  tcp: ['/login', 'proceed', 'proceed', 'block', '/home', 'proceed'],
  neworder: SIGNED_IN_DATA_SCREEN,
  preinvoice: SIGNED_IN_DATA_SCREEN,
  delivery: SIGNED_IN_DATA_SCREEN,
  requests: SIGNED_IN_DATA_SCREEN,
  dp: GUEST_SCREEN,
  dcollar: SIGNED_IN_DATA_SCREEN,
  octg: GUEST_SCREEN,
  heavy: SIGNED_IN_DATA_SCREEN,
  inspectionBHA: SIGNED_IN_DATA_SCREEN,
  inventory: SIGNED_IN_DATA_SCREEN,
  received: SIGNED_IN_DATA_SCREEN,
  NCR: GUEST_SCREEN,
  statistics: SIGNED_IN_DATA_SCREEN,
  insptest: SIGNED_IN_DATA_SCREEN,
  'item-statistics': ['/login', '/home', '/home', 'block', 'proceed', 'proceed'],
  ongoingorders: SIGNED_IN_DATA_SCREEN,
  completedorders: SIGNED_IN_DATA_SCREEN,
  'inspection-view': SIGNED_IN_DATA_SCREEN,
  joints: GUEST_SCREEN,
  tools: SIGNED_IN_DATA_SCREEN,
  racklocation: SIGNED_IN_DATA_SCREEN,
  scan: SIGNED_IN_DATA_SCREEN,
  bhainventory: SIGNED_IN_DATA_SCREEN,
  chiksan: SIGNED_IN_DATA_SCREEN,
  'inspection-stats': GUEST_SCREEN,
  'data-download': SIGNED_IN_DATA_SCREEN,
  certificates: GUEST_SCREEN,
  notifications: GUEST_SCREEN,
  'notification-settings': GUEST_SCREEN,
  'security-settings': GUEST_SCREEN,
  sessions: GUEST_SCREEN,
  'required-class': GUEST_SCREEN,
  // Only a customer's administrator opens it; none of these sessions is one.
  team: ['/login', '/home', '/home', '/dp', '/home', '/home'],
  approvals: SIGNED_IN_DATA_SCREEN,
  counts: SIGNED_IN_DATA_SCREEN,
  unsubscribe: ['proceed', 'proceed', 'proceed', 'proceed', 'proceed', 'proceed'],
  admin: ADMIN_SCREEN,
  users: ADMIN_SCREEN,
  customers: ADMIN_SCREEN,
  connections: ADMIN_SCREEN,
  racks: ADMIN_SCREEN,
  audit: ADMIN_SCREEN,
  // None of these sessions administers a customer's users: for them the page is an admin's.
  'document-access': ADMIN_SCREEN,
  imports: ADMIN_SCREEN,
  'notification-defaults': ADMIN_SCREEN,
  'class-limits': ADMIN_SCREEN,
  integrations: ADMIN_SCREEN,
};

const rows = ROUTE_TABLE.flatMap((route) =>
  KINDS.map((kind, column) => ({ route, kind, expected: EXPECTED[route.name][column] as Expected })),
);

describe('guardNavigation over every row of the route table', () => {
  it('has an expectation for every route and every kind of user', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ROUTE_TABLE.map((route) => route.name).sort());
    for (const expectations of Object.values(EXPECTED)) expect(expectations).toHaveLength(KINDS.length);
  });

  it.each(rows)('$kind opening $route.path: $expected', ({ route, kind, expected }) => {
    const session = SESSIONS[kind];
    const refreshSession = kind !== 'signedOut';
    const decision = guardNavigation(route.path, session);
    if (expected === 'proceed') {
      expect(decision).toEqual({ kind: 'proceed', route, publicSlug: null, refreshSession });
    } else if (expected === 'block') {
      expect(decision).toEqual({ kind: 'block', reason: 'not-in-route-list', refreshSession });
    } else {
      expect(decision).toEqual({ kind: 'redirect', to: expected, refreshSession });
    }
  });

  it('lands every redirect on a target that the guard lets through', () => {
    for (const { route, kind, expected } of rows) {
      if (!expected.startsWith('/')) continue;
      const decision = guardNavigation(route.path, SESSIONS[kind]);
      expect(decision.kind === 'redirect' && guardNavigation(decision.to, SESSIONS[kind]).kind).toBe(
        'proceed',
      );
    }
  });
});

describe('guardNavigation at start-up', () => {
  it('decides nothing before the first sign-in check has answered', () => {
    for (const target of ['/', '/login', '/home', '/nowhere', '/admin']) {
      expect(guardNavigation(target, createInitialSession())).toEqual({ kind: 'pending' });
    }
  });
});

describe('guardNavigation for the root and unknown paths', () => {
  it('sends a signed-out user to /login', () => {
    for (const target of ['/', '/nowhere', '/dp/extra', '/test', '/navbar', '/usertest', '/KCADeutag']) {
      expect(guardNavigation(target, SESSIONS.signedOut)).toEqual({
        kind: 'redirect',
        to: '/login',
        refreshSession: false,
      });
    }
  });

  it('composes / → /login → /home for a signed-in user, and on to the first allowed route for a guest', () => {
    expect(guardNavigation('/', SESSIONS.customer)).toEqual({
      kind: 'redirect',
      to: '/home',
      refreshSession: true,
    });
    expect(guardNavigation('/nowhere', SESSIONS.admin)).toMatchObject({ kind: 'redirect', to: '/home' });
    expect(guardNavigation('/', SESSIONS.guest)).toMatchObject({ kind: 'redirect', to: '/dp' });
  });
});

describe('guardNavigation matching', () => {
  it('ignores query, hash, a trailing slash and letter case', () => {
    expect(guardNavigation('/inventory/?showrack=A1#top', SESSIONS.customer)).toMatchObject({
      kind: 'proceed',
      route: routeByName('inventory'),
    });
    expect(guardNavigation('/ncr', SESSIONS.guest)).toMatchObject({
      kind: 'proceed',
      route: routeByName('NCR'),
    });
  });

  it('accepts a route’s optional parameters and nothing beyond them', () => {
    expect(guardNavigation('/insptest/Drill%20Pipe', SESSIONS.customer)).toMatchObject({ kind: 'proceed' });
    expect(guardNavigation('/inspection-view/40211', SESSIONS.customer)).toMatchObject({ kind: 'proceed' });
    expect(guardNavigation('/joints/NW-0001', SESSIONS.customer)).toMatchObject({ kind: 'proceed' });
    expect(guardNavigation('/tools/NW-BHA1', SESSIONS.adminViewingAs)).toMatchObject({ kind: 'proceed' });
    expect(guardNavigation('/joints/NW-0001/more', SESSIONS.customer)).toMatchObject({ to: '/home' });
    expect(guardNavigation('/insptest/Drill%20Pipe/more', SESSIONS.customer)).toMatchObject({ to: '/home' });
    expect(guardNavigation('/inspection-view/40211', SESSIONS.guest)).toMatchObject({ kind: 'block' });
  });

  it('keeps one import run as admin-only as the import history', () => {
    const run = '/imports/5f0c6d1e-8a61-4a4e-9d57-2b1f0e3c9a10';
    expect(guardNavigation(run, SESSIONS.admin)).toMatchObject({
      kind: 'proceed',
      route: routeByName('imports'),
    });
    expect(guardNavigation(run, SESSIONS.adminViewingAs)).toMatchObject({ kind: 'proceed' });
    expect(guardNavigation(run, SESSIONS.customer)).toMatchObject({ kind: 'redirect', to: '/home' });
    expect(guardNavigation(run, SESSIONS.guest)).toMatchObject({ kind: 'redirect', to: '/dp' });
    expect(guardNavigation(run, SESSIONS.signedOut)).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('refuses a target that is not an absolute path', () => {
    expect(() => guardNavigation('home', SESSIONS.customer)).toThrow(
      /absolute path such as "\/home", got "home"/,
    );
    expect(() => guardNavigation('//evil.example/x', SESSIONS.customer)).toThrow(TypeError);
  });
});

describe('guardNavigation on a public slug', () => {
  const publicSlugs = [{ slug: 'KCADeutag', customer: 'KCA Deutag' }];

  it('opens the serial history for the slug’s customer, signed out or in', () => {
    const keystone = routeByName('keystone');
    expect(guardNavigation('/KCADeutag?serialnr=1', SESSIONS.signedOut, { publicSlugs })).toEqual({
      kind: 'proceed',
      route: keystone,
      publicSlug: publicSlugs[0],
      refreshSession: false,
    });
    expect(guardNavigation('/kcadeutag', SESSIONS.guest, { publicSlugs })).toMatchObject({
      kind: 'proceed',
      route: keystone,
      refreshSession: true,
    });
  });

  it('treats another customer’s unknown slug as an unknown path', () => {
    expect(guardNavigation('/OtherSlug', SESSIONS.signedOut, { publicSlugs })).toMatchObject({
      to: '/login',
    });
  });
});

describe('guardNavigation with a route list', () => {
  it('sends /home to the first listed route in the list’s order', () => {
    const guest = signedInAs(customerProfile({ routeslist: ['octg', 'dp'] }));
    expect(guardNavigation('/home', guest)).toMatchObject({ kind: 'redirect', to: '/octg' });
  });

  it('skips listed names the table does not know and routes the user cannot open', () => {
    const guest = signedInAs(
      customerProfile({ routeslist: ['nonsense', 'dashboard', 'heavy'], features: {} }),
    );
    expect(guardNavigation('/home', guest)).toMatchObject({ kind: 'redirect', to: '/hw' });
    expect(guardNavigation('/dashboard', guest)).toMatchObject({ kind: 'redirect', to: '/hw' });
  });

  it('blocks /home when the list names no route the user can open', () => {
    const guest = signedInAs(customerProfile({ routeslist: ['nonsense'] }));
    expect(guardNavigation('/home', guest)).toEqual({
      kind: 'block',
      reason: 'no-allowed-route',
      refreshSession: true,
    });
    expect(guardNavigation('/login', guest)).toMatchObject({ kind: 'block', reason: 'no-allowed-route' });
  });
});

describe('guardNavigation with user flags', () => {
  it('sends a user with hidePreInvoice home from /preinvoice', () => {
    const staff = signedInAs(customerProfile({ flags: { hidePreInvoice: true } }));
    expect(guardNavigation('/preinvoice', staff)).toEqual({
      kind: 'redirect',
      to: '/home',
      refreshSession: true,
    });
    expect(guardNavigation('/delivery', staff)).toMatchObject({ kind: 'proceed' });
  });
});
