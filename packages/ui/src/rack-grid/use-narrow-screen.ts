import { useSyncExternalStore } from 'react';
import { useNarrowWindowHint } from '../data-table/narrow-window-hint.js';

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
 * Whether the viewport is a phone's (600 px wide or less), following it as it changes. On the server and
 * while hydrating what the server drew, the nearest NarrowWindowHint (false without one): a phone then
 * hydrates the layout it keeps, rather than a desktop one it redraws at once.
 *
 * @example
 * const narrow = useNarrowScreen();
 */
export function useNarrowScreen(): boolean {
  const hint = useNarrowWindowHint();
  return useSyncExternalStore(subscribe, narrowNow, () => hint);
}
