import { useSyncExternalStore } from 'react';

/** Below this width a rack's joint details go under the grid instead of into a popover. */
const NARROW_SCREEN_QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const list = matchMedia(NARROW_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const narrowNow = () => typeof matchMedia === 'function' && matchMedia(NARROW_SCREEN_QUERY).matches;

/**
 * Whether the viewport is a phone's (600 px wide or less), following it as it changes; false on the
 * server and where `matchMedia` is missing.
 *
 * @example
 * const narrow = useNarrowScreen();
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
