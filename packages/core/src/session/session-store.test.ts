import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from './order-filter-storage.js';
import { createSessionStore } from './session-store.js';
import { customerProfile } from './test-support/sessions.js';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('given a session store', () => {
  it('starts unknown with the filter read back from storage', () => {
    const store = createSessionStore({
      storage: memoryStorage({ 'rigready.orderCompletionFilter': 'completed' }),
    });
    expect(store.getState()).toMatchObject({ status: 'unknown', orderCompletionFilter: 'completed' });
  });

  it('returns the navigation target of each event', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    expect(store.dispatch({ type: 'signInStarted' })).toBeNull();
    expect(store.dispatch({ type: 'userLoaded', email: 'ann@example.com', profile: customerProfile() })).toBe(
      '/home',
    );
    expect(store.dispatch({ type: 'loggedOut' })).toBe('/login');
  });

  it('keeps the filter across a reload, and across a log-out', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.dispatch({ type: 'orderCompletionFilterSet', filter: 'ongoing' });
    store.dispatch({ type: 'loggedOut' });
    expect(storage.items.get('rigready.orderCompletionFilter')).toBe('ongoing');
    expect(createSessionStore({ storage }).getState().orderCompletionFilter).toBe('ongoing');
  });

  it('writes the storage only when the filter changes', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createSessionStore({ storage });
    store.dispatch({ type: 'pipeTypeToggled' });
    store.dispatch({ type: 'orderCompletionFilterSet', filter: 'both' });
    expect(setItem).not.toHaveBeenCalled();
    store.dispatch({ type: 'orderCompletionFilterSet', filter: 'completed' });
    expect(setItem).toHaveBeenCalledExactlyOnceWith('rigready.orderCompletionFilter', 'completed');
  });

  it('tells listeners about changes only, until they unsubscribe', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'pipeTypeToggled' });
    expect(listener).toHaveBeenCalledExactlyOnceWith(store.getState());
    store.dispatch({ type: 'assetChosen', asset: 'Rig 1' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'pipeTypeToggled' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
