import { type RefObject, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useNarrowWindowHint } from './narrow-window-hint.js';

/**
 * Below this width in pixels the table shows its rows as cards.
 *
 * @example
 * element.clientWidth < NARROW_TABLE_WIDTH; // cards
 */
export const NARROW_TABLE_WIDTH = 600;

const noSubscription = () => () => {};
// A table is never wider than the window: in a narrow window it is narrow before it is measured.
const narrowWindow = () => window.innerWidth < NARROW_TABLE_WIDTH;

/**
 * Whether the element is narrower than `NARROW_TABLE_WIDTH`, from a ResizeObserver on the element
 * itself: a table in a narrow panel of a wide window is narrow too. Until it is measured, whether the
 * window is narrower, so a table drawn on a phone draws its cards at once rather than rows it then
 * replaces. On the server and while hydrating what the server drew, the nearest NarrowWindowHint (false
 * without one), and where the browser has no ResizeObserver the window's width stands.
 *
 * @example
 * const narrow = useNarrow(sectionRef);
 */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const hint = useNarrowWindowHint();
  const windowNarrow = useSyncExternalStore(noSubscription, narrowWindow, () => hint);
  const [measured, setMeasured] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? element.clientWidth;
      // A transition: the switch between rows and cards redraws the whole table, and as an urgent update
      // React would render it in one task, which on a phone blocked the page for as long as it took.
      if (width > 0) startTransition(() => setMeasured(width < NARROW_TABLE_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return measured ?? windowNarrow;
}
