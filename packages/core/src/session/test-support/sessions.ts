import type { Session, UserProfile } from '../session.types.js';
import type { SessionEvent } from '../session-events.js';
import { createInitialSession } from '../session-state.js';
import { transitionSession } from '../transition-session.js';

/** Applies events in order, the way a host would, and returns the resulting session. */
export function sessionAfter(...events: SessionEvent[]): Session {
  return events.reduce((state, event) => transitionSession(state, event).state, createInitialSession());
}

/** A profile of a regular customer with both optional features on; override what a test is about. */
export function customerProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    username: 'Acme Drilling',
    assetlist: ['Rig 1', 'Rig 2'],
    excludedAssets: [],
    routeslist: [],
    isAdmin: false,
    features: { dashboard: true, tcpGuns: true },
    flags: {},
    ...overrides,
  };
}

/** A session signed in through the form with the given profile. */
export function signedInAs(profile: UserProfile, email = 'user@example.com'): Session {
  return sessionAfter({ type: 'signInStarted' }, { type: 'userLoaded', email, profile });
}

/** The admin profile: the provider's own staff, no customer features. */
export const ADMIN_PROFILE: UserProfile = customerProfile({
  username: 'Provider Admin',
  assetlist: [],
  isAdmin: true,
  features: null,
});

/** Every kind of user the guard and the menu are walked through. */
export const SESSIONS = {
  signedOut: sessionAfter({ type: 'noUserFound' }),
  customer: signedInAs(customerProfile()),
  customerWithoutDashboard: signedInAs(customerProfile({ features: { tcpGuns: true } })),
  guest: signedInAs(customerProfile({ routeslist: ['dp', 'octg', 'NCR'] })),
  admin: signedInAs(ADMIN_PROFILE, 'admin@example.com'),
  adminViewingAs: sessionAfter(
    { type: 'signInStarted' },
    { type: 'userLoaded', email: 'admin@example.com', profile: ADMIN_PROFILE },
    {
      type: 'viewAsStarted',
      customer: {
        username: 'Acme Drilling',
        assetlist: ['Rig 1'],
        features: { dashboard: true, tcpGuns: true },
      },
    },
  ),
} as const;

/** The name of a kind of user in `SESSIONS`. */
export type SessionKind = keyof typeof SESSIONS;
