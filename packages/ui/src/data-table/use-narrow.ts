import { type RefObject, useEffect, useState } from 'react';

/**
 * Below this width in pixels the table shows its rows as cards.
 *
 * @example
 * element.clientWidth < NARROW_TABLE_WIDTH; // cards
 */
export const NARROW_TABLE_WIDTH = 600;

/**
 * Whether the element is narrower than `NARROW_TABLE_WIDTH`, from a ResizeObserver on the element
 * itself: a table in a narrow panel of a wide window is narrow too. False until it is laid out (and on
 * the server), and where the browser has no ResizeObserver.
 *
 * @example
 * const narrow = useNarrow(sectionRef);
 */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? element.clientWidth;
      if (width > 0) setNarrow(width < NARROW_TABLE_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
