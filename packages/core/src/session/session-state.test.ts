import { describe, expect, it } from 'vitest';
import { actingCustomer, isGuest } from './session-state.js';
import { SESSIONS } from './test-support/sessions.js';

describe('actingCustomer', () => {
  it('is the user’s own customer, the viewed customer for an admin viewing as one, and null signed out', () => {
    expect(actingCustomer(SESSIONS.customer)).toBe(SESSIONS.customer.user);
    expect(actingCustomer(SESSIONS.adminViewingAs)).toEqual({
      username: 'Acme Drilling',
      assetlist: ['Rig 1'],
      features: { dashboard: true, tcpGuns: true },
    });
    expect(actingCustomer(SESSIONS.signedOut)).toBeNull();
  });
});

describe('isGuest', () => {
  it('is true only for a signed-in user with a non-empty route list', () => {
    expect(isGuest(SESSIONS.guest)).toBe(true);
    expect(isGuest(SESSIONS.customer)).toBe(false);
    expect(isGuest(SESSIONS.signedOut)).toBe(false);
  });
});
