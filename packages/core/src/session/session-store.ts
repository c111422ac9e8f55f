import {
  type KeyValueStorage,
  readOrderCompletionFilter,
  writeOrderCompletionFilter,
} from './order-filter-storage.js';
import type { Session } from './session.types.js';
import type { SessionEvent } from './session-events.js';
import { createInitialSession } from './session-state.js';
import { transitionSession } from './transition-session.js';

/**
 * A session held in one place: the host dispatches events and navigates to the returned path; listeners
 * (a React hook through useSyncExternalStore, for example) hear about every change.
 *
 * @example
 * const store = createSessionStore({ storage: window.localStorage });
 * const to = store.dispatch({ type: 'loggedOut' }); // '/login'
 */
export interface SessionStore {
  getState(): Session;
  /** Applies the event and returns the path to navigate to, or null. */
  dispatch(event: SessionEvent): string | null;
  /** Calls the listener after each change; returns the function that stops it. */
  subscribe(listener: (state: Session) => void): () => void;
}

/**
 * Creates a session store that starts `unknown`, reads the order completion filter back from the host's
 * storage and writes it there whenever it changes.
 *
 * @example
 * const store = createSessionStore({ storage: window.localStorage });
 * store.dispatch({ type: 'orderCompletionFilterSet', filter: 'ongoing' });
 * createSessionStore({ storage: window.localStorage }).getState().orderCompletionFilter; // 'ongoing'
 */
export function createSessionStore(options: { storage: KeyValueStorage }): SessionStore {
  const { storage } = options;
  let state = createInitialSession({ orderCompletionFilter: readOrderCompletionFilter(storage) });
  const listeners = new Set<(state: Session) => void>();
  return {
    getState: () => state,
    dispatch(event) {
      const result = transitionSession(state, event);
      if (result.state !== state) {
        const previous = state;
        state = result.state;
        if (state.orderCompletionFilter !== previous.orderCompletionFilter) {
          writeOrderCompletionFilter(storage, state.orderCompletionFilter);
        }
        for (const listener of listeners) listener(state);
      }
      return result.navigateTo;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
