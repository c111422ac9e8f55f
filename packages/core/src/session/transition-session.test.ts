import { describe, expect, it } from 'vitest';
import { userNameAnswerSchema } from '../api/schemas/session.js';
import type { Session } from './session.types.js';
import type { SessionEvent } from './session-events.js';
import { createInitialSession } from './session-state.js';
import {
  ADMIN_PROFILE,
  customerProfile,
  SESSIONS,
  sessionAfter,
  signedInAs,
} from './test-support/sessions.js';
import { transitionSession } from './transition-session.js';

const signingIn = sessionAfter({ type: 'noUserFound' }, { type: 'signInStarted' });

function loaded(profile = customerProfile(), from: Session = signingIn) {
  return transitionSession(from, { type: 'userLoaded', email: 'ann@example.com', profile });
}

describe('given the session before the first sign-in check', () => {
  const initial = createInitialSession();

  it('is unknown, Tubular, with both order kinds shown', () => {
    expect(initial).toMatchObject({ status: 'unknown', user: null, pipeType: 'Tubular', fleet: false });
    expect(initial.orderCompletionFilter).toBe('both');
  });

  it('becomes signed out without navigating when nobody is signed in', () => {
    expect(transitionSession(initial, { type: 'noUserFound' })).toEqual({
      state: { ...initial, status: 'signedOut' },
      navigateTo: null,
    });
  });

  it('signs in without the form when the username call answers for a remembered user', () => {
    const { state, navigateTo } = loaded(customerProfile(), initial);
    expect(state.status).toBe('signedIn');
    expect(navigateTo).toBe('/home');
  });

  it('stays signed out when the username call fails', () => {
    const result = transitionSession(initial, { type: 'userLoadFailed' });
    expect(result.state).toMatchObject({ status: 'signedOut', user: null, error: null });
    expect(result.navigateTo).toBe('/login');
  });
});

describe('sign-in', () => {
  it('turns loading on and clears an earlier error when it starts', () => {
    const failed = sessionAfter(
      { type: 'signInStarted' },
      { type: 'signInFailed', message: 'Wrong password' },
    );
    const { state, navigateTo } = transitionSession(failed, { type: 'signInStarted' });
    expect(state).toMatchObject({ loading: true, error: null });
    expect(navigateTo).toBeNull();
  });

  it('turns loading off and keeps the message when it fails', () => {
    const { state, navigateTo } = transitionSession(signingIn, {
      type: 'signInFailed',
      message: 'Wrong password',
    });
    expect(state).toMatchObject({ status: 'signedOut', loading: false, error: 'Wrong password', user: null });
    expect(navigateTo).toBeNull();
  });

  it('keeps the username call’s answer, with missing features and flags as empty objects', () => {
    const { state } = loaded(customerProfile({ features: null, flags: undefined, routeslist: ['dp'] }));
    expect(state).toMatchObject({ status: 'signedIn', loading: false, error: null, viewAs: null });
    expect(state.user).toEqual({
      email: 'ann@example.com',
      username: 'Acme Drilling',
      assetlist: ['Rig 1', 'Rig 2'],
      excludedAssets: [],
      routeslist: ['dp'],
      isAdmin: false,
      features: {},
      flags: {},
    });
  });

  it('takes the API client’s parsed username answer as it is', () => {
    const answer = userNameAnswerSchema.parse({
      username: 'Acme Drilling',
      assetlist: ['Fleet Inventory', 'Rig 1'],
      excludedAssets: ['Rig 3'],
      routeslist: [],
      isAdmin: false,
      features: { dashboard: true },
      flags: { hidePreInvoice: true },
    });
    const { state } = transitionSession(signingIn, {
      type: 'userLoaded',
      email: 'ann@example.com',
      profile: answer,
    });
    expect(state.user).toMatchObject({ features: { dashboard: true }, flags: { hidePreInvoice: true } });
    expect(state.currentAsset).toBe('Fleet Inventory');
  });

  it('sends an admin to /admin', () => {
    expect(loaded(ADMIN_PROFILE).navigateTo).toBe('/admin');
  });

  it('turns fleet on when the asset list offers Fleet Inventory', () => {
    const { state, navigateTo } = loaded(customerProfile({ assetlist: ['Rig 1', 'Fleet Inventory'] }));
    expect(state).toMatchObject({ fleet: true, currentAsset: 'Fleet Inventory' });
    expect(navigateTo).toBe('/home');
  });

  it('turns fleet on when the asset list is empty (all assets)', () => {
    expect(loaded(customerProfile({ assetlist: [] })).state).toMatchObject({
      fleet: true,
      currentAsset: 'Fleet Inventory',
    });
  });

  it('selects the first asset with fleet off otherwise', () => {
    expect(loaded(customerProfile({ assetlist: ['Rig 2', 'Rig 1'] })).state).toMatchObject({
      fleet: false,
      currentAsset: 'Rig 2',
    });
  });

  it('signs out and goes to /login with the reason when the username call fails', () => {
    const { state, navigateTo } = transitionSession(signingIn, {
      type: 'userLoadFailed',
      message: 'Network down',
    });
    expect(state).toMatchObject({ status: 'signedOut', loading: false, user: null, error: 'Network down' });
    expect(navigateTo).toBe('/login');
  });

  it('refuses an answer without an e-mail or username', () => {
    expect(() =>
      transitionSession(signingIn, { type: 'userLoaded', email: '', profile: customerProfile() }),
    ).toThrow('The signed-in e-mail must be a non-empty string, got ""');
    expect(() => loaded(customerProfile({ username: ' ' }))).toThrow(
      /The username must be a non-empty string/,
    );
  });
});

describe('answers nobody waits for', () => {
  const loggedOut = transitionSession(SESSIONS.customer, { type: 'loggedOut' }).state;

  it('ignores a late username answer after a log-out', () => {
    expect(loaded(customerProfile(), loggedOut)).toEqual({ state: loggedOut, navigateTo: null });
  });

  it('ignores a late username failure for a signed-in user', () => {
    expect(transitionSession(SESSIONS.customer, { type: 'userLoadFailed' })).toEqual({
      state: SESSIONS.customer,
      navigateTo: null,
    });
  });

  it('ignores sign-in start and failure while signed in', () => {
    for (const event of [
      { type: 'signInStarted' },
      { type: 'signInFailed', message: 'x' },
    ] satisfies SessionEvent[]) {
      expect(transitionSession(SESSIONS.customer, event).state).toBe(SESSIONS.customer);
    }
  });
});

describe('log out', () => {
  it('clears the user, assets, view-as, flags, errors and column settings and goes to /login', () => {
    const busy = sessionAfter(
      { type: 'signInStarted' },
      { type: 'userLoaded', email: 'admin@example.com', profile: ADMIN_PROFILE },
      { type: 'viewAsStarted', customer: { username: 'Acme Drilling' } },
      { type: 'pipeTypeSet', pipeType: 'BHA' },
      { type: 'headerSettingsLoaded', columns: ['Item_No'] },
      { type: 'errorRaised', message: 'Not found' },
      { type: 'orderCompletionFilterSet', filter: 'ongoing' },
    );
    const { state, navigateTo } = transitionSession(busy, { type: 'loggedOut' });
    expect(navigateTo).toBe('/login');
    expect(state).toEqual({
      status: 'signedOut',
      loading: false,
      error: null,
      user: null,
      viewAs: null,
      currentAsset: null,
      fleet: false,
      pipeType: 'Tubular',
      headerSettings: { stored: [], chosen: [], status: 'saved' },
      orderCompletionFilter: 'ongoing',
    });
  });

  it('signs out a signed-in user whom the identity provider no longer knows', () => {
    const { state, navigateTo } = transitionSession(SESSIONS.customer, { type: 'noUserFound' });
    expect(state).toMatchObject({ status: 'signedOut', user: null });
    expect(navigateTo).toBe('/login');
  });
});

describe('asset choice', () => {
  it('turns fleet on for Fleet Inventory and goes home', () => {
    const withFleet = signedInAs(customerProfile({ assetlist: ['Fleet Inventory', 'Rig 1'] }));
    const onRig = transitionSession(withFleet, { type: 'assetChosen', asset: 'Rig 1' });
    expect(onRig).toEqual({
      state: { ...withFleet, fleet: false, currentAsset: 'Rig 1' },
      navigateTo: '/home',
    });
    const back = transitionSession(onRig.state, { type: 'assetChosen', asset: 'Fleet Inventory' });
    expect(back.state).toMatchObject({ fleet: true, currentAsset: 'Fleet Inventory' });
    expect(back.navigateTo).toBe('/home');
  });

  it('accepts any asset when the list is empty (all of the customer’s)', () => {
    const all = signedInAs(customerProfile({ assetlist: [] }));
    expect(transitionSession(all, { type: 'assetChosen', asset: 'Rig 9' }).state.currentAsset).toBe('Rig 9');
  });

  it('refuses an asset the user is not offered, an excluded one, or Fleet Inventory when not offered', () => {
    const limited = signedInAs(customerProfile({ assetlist: ['Rig 1'], excludedAssets: ['Rig 1'] }));
    expect(() => transitionSession(SESSIONS.customer, { type: 'assetChosen', asset: 'Rig 9' })).toThrow(
      '"Rig 9" is not one of the assets offered to this user (Rig 1, Rig 2)',
    );
    expect(() => transitionSession(limited, { type: 'assetChosen', asset: 'Rig 1' })).toThrow(RangeError);
    expect(() =>
      transitionSession(SESSIONS.customer, { type: 'assetChosen', asset: 'Fleet Inventory' }),
    ).toThrow(RangeError);
    expect(() => transitionSession(SESSIONS.customer, { type: 'assetChosen', asset: '' })).toThrow(TypeError);
  });

  it('offers the viewed customer’s assets and its fleet to an admin viewing as it', () => {
    const rig = transitionSession(SESSIONS.adminViewingAs, { type: 'assetChosen', asset: 'Rig 1' });
    expect(rig.state).toMatchObject({ fleet: false, currentAsset: 'Rig 1' });
    const fleet = transitionSession(rig.state, { type: 'assetChosen', asset: 'Fleet Inventory' });
    expect(fleet.state).toMatchObject({ fleet: true, currentAsset: 'Fleet Inventory' });
  });

  it('is ignored while signed out', () => {
    expect(transitionSession(SESSIONS.signedOut, { type: 'assetChosen', asset: 'Rig 1' }).state).toBe(
      SESSIONS.signedOut,
    );
  });
});

describe('pipe type', () => {
  it('toggles between Tubular and BHA', () => {
    const bha = transitionSession(SESSIONS.customer, { type: 'pipeTypeToggled' });
    expect(bha).toEqual({ state: { ...SESSIONS.customer, pipeType: 'BHA' }, navigateTo: null });
    expect(transitionSession(bha.state, { type: 'pipeTypeToggled' }).state.pipeType).toBe('Tubular');
  });

  it('is set directly, and refuses anything but Tubular or BHA', () => {
    expect(
      transitionSession(SESSIONS.customer, { type: 'pipeTypeSet', pipeType: 'BHA' }).state.pipeType,
    ).toBe('BHA');
    const bad = { type: 'pipeTypeSet', pipeType: 'tubular' } as unknown as SessionEvent;
    expect(() => transitionSession(SESSIONS.customer, bad)).toThrow(
      'The pipe type must be one of Tubular, BHA, got "tubular"',
    );
  });
});

describe('admin view-as', () => {
  it('replaces the acting customer, shows its whole fleet and returns to the root', () => {
    const admin = sessionAfter(
      { type: 'signInStarted' },
      { type: 'userLoaded', email: 'admin@example.com', profile: ADMIN_PROFILE },
      { type: 'headerSettingsLoaded', columns: ['Item_No'] },
    );
    const { state, navigateTo } = transitionSession(admin, {
      type: 'viewAsStarted',
      customer: { username: 'Acme Drilling', assetlist: ['Rig 1'], features: { dashboard: true } },
    });
    expect(navigateTo).toBe('/');
    expect(state.viewAs).toEqual({
      username: 'Acme Drilling',
      assetlist: ['Rig 1'],
      features: { dashboard: true },
    });
    expect(state).toMatchObject({ fleet: true, currentAsset: 'Fleet Inventory', user: admin.user });
    expect(state.headerSettings).toEqual({ stored: [], chosen: [], status: 'saved' });
  });

  it('defaults a viewed customer without assets or features to empty ones', () => {
    const { state } = transitionSession(SESSIONS.admin, {
      type: 'viewAsStarted',
      customer: { username: 'Beta' },
    });
    expect(state.viewAs).toEqual({ username: 'Beta', assetlist: [], features: {} });
  });

  it('switches straight from one viewed customer to another', () => {
    const { state } = transitionSession(SESSIONS.adminViewingAs, {
      type: 'viewAsStarted',
      customer: { username: 'Beta', features: null },
    });
    expect(state.viewAs?.username).toBe('Beta');
  });

  it('is ignored for a non-admin and refuses an empty customer name', () => {
    const event: SessionEvent = { type: 'viewAsStarted', customer: { username: 'Beta' } };
    expect(transitionSession(SESSIONS.customer, event).state).toBe(SESSIONS.customer);
    expect(transitionSession(SESSIONS.signedOut, event).state).toBe(SESSIONS.signedOut);
    expect(() =>
      transitionSession(SESSIONS.admin, { type: 'viewAsStarted', customer: { username: '' } }),
    ).toThrow('The customer to view as must be a non-empty string, got ""');
  });

  it('ends back on /admin with the admin’s own asset choice', () => {
    const { state, navigateTo } = transitionSession(SESSIONS.adminViewingAs, { type: 'viewAsEnded' });
    expect(navigateTo).toBe('/admin');
    expect(state).toMatchObject({ viewAs: null, fleet: true, currentAsset: 'Fleet Inventory' });
    expect(transitionSession(SESSIONS.admin, { type: 'viewAsEnded' }).state).toBe(SESSIONS.admin);
  });
});

describe('header settings', () => {
  const loadedColumns = transitionSession(SESSIONS.customer, {
    type: 'headerSettingsLoaded',
    columns: ['Item_No', 'Site'],
  }).state;

  it('are saved right after loading', () => {
    expect(loadedColumns.headerSettings).toEqual({
      stored: ['Item_No', 'Site'],
      chosen: ['Item_No', 'Site'],
      status: 'saved',
    });
  });

  it('are changed when the chosen columns differ in content, length or order', () => {
    for (const columns of [['Item_No'], ['Item_No', 'Site', 'Asset'], ['Site', 'Item_No'], []]) {
      const { state } = transitionSession(loadedColumns, { type: 'headerColumnsChosen', columns });
      expect(state.headerSettings.status).toBe('changed');
    }
  });

  it('are saved again when the choice returns to the stored columns', () => {
    const changed = transitionSession(loadedColumns, {
      type: 'headerColumnsChosen',
      columns: ['Site'],
    }).state;
    const back = transitionSession(changed, {
      type: 'headerColumnsChosen',
      columns: ['Item_No', 'Site'],
    }).state;
    expect(back.headerSettings.status).toBe('saved');
  });

  it('are saved once the server stores the chosen columns, and changed if the choice moved on meanwhile', () => {
    const changed = transitionSession(loadedColumns, {
      type: 'headerColumnsChosen',
      columns: ['Site'],
    }).state;
    expect(
      transitionSession(changed, { type: 'headerSettingsSaved', columns: ['Site'] }).state.headerSettings,
    ).toEqual({ stored: ['Site'], chosen: ['Site'], status: 'saved' });
    expect(
      transitionSession(changed, { type: 'headerSettingsSaved', columns: ['Item_No'] }).state.headerSettings
        .status,
    ).toBe('changed');
  });
});

describe('order completion filter', () => {
  it('is set to each value and refuses others', () => {
    for (const filter of ['completed', 'ongoing', 'both'] as const) {
      const result = transitionSession(SESSIONS.customer, { type: 'orderCompletionFilterSet', filter });
      expect(result).toEqual({
        state: { ...SESSIONS.customer, orderCompletionFilter: filter },
        navigateTo: null,
      });
    }
    const bad = { type: 'orderCompletionFilterSet', filter: 'all' } as unknown as SessionEvent;
    expect(() => transitionSession(SESSIONS.customer, bad)).toThrow(
      'The order completion filter must be one of both, completed, ongoing, got "all"',
    );
  });
});

describe('global error', () => {
  it('is raised with a message and dismissed', () => {
    const raised = transitionSession(SESSIONS.customer, { type: 'errorRaised', message: 'Not found' }).state;
    expect(raised.error).toBe('Not found');
    expect(transitionSession(raised, { type: 'errorDismissed' }).state.error).toBeNull();
    expect(() => transitionSession(SESSIONS.customer, { type: 'errorRaised', message: '' })).toThrow(
      TypeError,
    );
  });
});

it('refuses an event type it does not know', () => {
  const bad = { type: 'teleport' } as unknown as SessionEvent;
  expect(() => transitionSession(SESSIONS.customer, bad)).toThrow('Unknown session event type "teleport"');
});
