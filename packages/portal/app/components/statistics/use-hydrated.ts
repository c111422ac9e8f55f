import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true in the browser after: controls that depend on
 * script (a disabled GO that script enables) render usable without JavaScript.
 *
 * @example
 * const hydrated = useHydrated();
 * <button disabled={hydrated && !item}>GO</button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
