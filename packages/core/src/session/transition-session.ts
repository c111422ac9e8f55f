import { NO_HEADER_SETTINGS, transitionHeaderSettings } from './header-settings.js';
import type { OrderCompletionFilter, PipeType, Session, SessionUser } from './session.types.js';
import type { SessionEvent } from './session-events.js';
import { createInitialSession, FLEET_INVENTORY } from './session-state.js';

/**
 * The result of one transition: the next session, and the path to navigate to where the spec names one
 * (`null` otherwise). An event that does not apply in the current state returns the same session object.
 *
 * @example
 * const { state, navigateTo } = transitionSession(session, { type: 'loggedOut' });
 * navigateTo; // '/login'
 */
export interface SessionTransition {
  readonly state: Session;
  readonly navigateTo: string | null;
}

const PIPE_TYPES: readonly PipeType[] = ['Tubular', 'BHA'];

/**
 * The order completion filter values, default first.
 *
 * @example
 * ORDER_COMPLETION_FILTERS.includes('ongoing'); // true
 */
export const ORDER_COMPLETION_FILTERS: readonly OrderCompletionFilter[] = ['both', 'completed', 'ongoing'];

function stay(state: Session): SessionTransition {
  return { state, navigateTo: null };
}

function signedOut(state: Session, error: string | null): Session {
  return {
    ...createInitialSession({ orderCompletionFilter: state.orderCompletionFilter }),
    status: 'signedOut',
    error,
  };
}

/** Fleet is on when the list offers it, or when it is empty (empty means all of the customer's assets). */
function initialAssetChoice(assetlist: readonly string[]): Pick<Session, 'fleet' | 'currentAsset'> {
  const first = assetlist[0];
  if (first === undefined || assetlist.includes(FLEET_INVENTORY)) {
    return { fleet: true, currentAsset: FLEET_INVENTORY };
  }
  return { fleet: false, currentAsset: first };
}

function requireNonEmpty(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`${what} must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  return value;
}

function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
  if (!allowed.includes(value as T)) {
    throw new RangeError(`${what} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

function userLoaded(state: Session, event: Extract<SessionEvent, { type: 'userLoaded' }>): SessionTransition {
  // Only an answer that someone is waiting for counts: a late answer after a log-out must not sign anyone in.
  if (state.status !== 'unknown' && !state.loading) return stay(state);
  const { profile } = event;
  const user: SessionUser = {
    ...profile,
    email: requireNonEmpty(event.email, 'The signed-in e-mail'),
    username: requireNonEmpty(profile.username, 'The username'),
    features: profile.features ?? {},
    flags: profile.flags ?? {},
  };
  return {
    state: {
      ...state,
      status: 'signedIn',
      loading: false,
      error: null,
      user,
      viewAs: null,
      ...initialAssetChoice(user.assetlist),
    },
    navigateTo: user.isAdmin ? '/admin' : '/home',
  };
}

function assetChosen(state: Session, asset: string): SessionTransition {
  const { user, viewAs } = state;
  if (!user) return stay(state);
  requireNonEmpty(asset, 'The chosen asset');
  const offered = (viewAs ?? user).assetlist;
  const fleetOffered = viewAs !== null || offered.length === 0 || offered.includes(FLEET_INVENTORY);
  const allowed = asset === FLEET_INVENTORY ? fleetOffered : offered.length === 0 || offered.includes(asset);
  if (!allowed || user.excludedAssets.includes(asset)) {
    throw new RangeError(`"${asset}" is not one of the assets offered to this user (${offered.join(', ')})`);
  }
  return {
    state: { ...state, fleet: asset === FLEET_INVENTORY, currentAsset: asset },
    navigateTo: '/home',
  };
}

function viewAsStarted(
  state: Session,
  customer: Extract<SessionEvent, { type: 'viewAsStarted' }>['customer'],
): SessionTransition {
  if (state.status !== 'signedIn' || !state.user?.isAdmin) return stay(state);
  const viewAs = {
    username: requireNonEmpty(customer.username, 'The customer to view as'),
    assetlist: customer.assetlist ?? [],
    features: customer.features ?? {},
  };
  return {
    state: {
      ...state,
      viewAs,
      fleet: true,
      currentAsset: FLEET_INVENTORY,
      headerSettings: NO_HEADER_SETTINGS,
    },
    navigateTo: '/',
  };
}

/**
 * The session's pure reducer: applies one event and says where to navigate, following part 1 §4 of the
 * spec. Values that can never be right (an unknown pipe type, an asset the user is not offered) throw an
 * error that names the value; events that do not apply now (a late username answer after a log-out, an
 * asset choice while signed out, view-as by a non-admin) leave the session unchanged.
 *
 * @example
 * let { state } = transitionSession(createInitialSession(), { type: 'signInStarted' });
 * const result = transitionSession(state, {
 *   type: 'userLoaded',
 *   email: 'ann@example.com',
 *   profile: { username: 'Acme Drilling', assetlist: ['Rig 1'], excludedAssets: [], routeslist: [], isAdmin: false },
 * });
 * result.state.currentAsset; // 'Rig 1'
 * result.navigateTo; // '/home'
 */
export function transitionSession(state: Session, event: SessionEvent): SessionTransition {
  switch (event.type) {
    case 'noUserFound':
      return { state: signedOut(state, null), navigateTo: state.status === 'signedIn' ? '/login' : null };
    case 'signInStarted':
      if (state.status === 'signedIn') return stay(state);
      return stay({ ...state, loading: true, error: null });
    case 'signInFailed':
      if (state.status === 'signedIn') return stay(state);
      return stay({ ...state, status: 'signedOut', loading: false, error: event.message });
    case 'userLoaded':
      return userLoaded(state, event);
    case 'userLoadFailed':
      if (state.status !== 'unknown' && !state.loading) return stay(state);
      return { state: signedOut(state, event.message ?? null), navigateTo: '/login' };
    case 'loggedOut':
      return { state: signedOut(state, null), navigateTo: '/login' };
    case 'assetChosen':
      return assetChosen(state, event.asset);
    case 'pipeTypeToggled':
      return stay({ ...state, pipeType: state.pipeType === 'Tubular' ? 'BHA' : 'Tubular' });
    case 'pipeTypeSet':
      return stay({ ...state, pipeType: requireOneOf(event.pipeType, PIPE_TYPES, 'The pipe type') });
    case 'viewAsStarted':
      return viewAsStarted(state, event.customer);
    case 'viewAsEnded':
      if (!state.viewAs || !state.user) return stay(state);
      return {
        state: { ...state, viewAs: null, ...initialAssetChoice(state.user.assetlist) },
        navigateTo: '/admin',
      };
    case 'headerSettingsLoaded':
    case 'headerColumnsChosen':
    case 'headerSettingsSaved':
      return stay({ ...state, headerSettings: transitionHeaderSettings(state.headerSettings, event) });
    case 'orderCompletionFilterSet':
      return stay({
        ...state,
        orderCompletionFilter: requireOneOf(
          event.filter,
          ORDER_COMPLETION_FILTERS,
          'The order completion filter',
        ),
      });
    case 'errorRaised':
      return stay({ ...state, error: requireNonEmpty(event.message, 'The error message') });
    case 'errorDismissed':
      return stay({ ...state, error: null });
  }
  throw new TypeError(`Unknown session event type ${JSON.stringify((event as { type: unknown }).type)}`);
}
