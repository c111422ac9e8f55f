import type { SearchIndex } from '@rigready/core';
import { type RefObject, useEffect } from 'react';
import { afterNextPaint } from './after-next-paint.js';
import { preloadMenus } from './data-table-menus.js';
import { runInSlices } from './run-in-slices.js';

/**
 * Fetches and evaluates the menus' chunk, and makes the index's collator, in idle time after the first
 * paint (not while the rows scroll), rather than on the first press of a menu.
 *
 * @example
 * usePreloadMenus(indexRef, scrolling);
 */
export function usePreloadMenus<Row>(indexRef: RefObject<SearchIndex<Row>>, scrolling: () => boolean): void {
  // The menus' chunks are fetched and evaluated in idle time after the first paint, not on first press,
  // and the collator is made then too: setting up ICU's collation costs its first user about 10 ms. An
  // idle period can come before the first paint, so the wait for one starts after it.
  useEffect(() => {
    const controller = new AbortController();
    const preload = () => {
      preloadMenus();
      void indexRef.current.collator;
      return true;
    };
    const cancel = afterNextPaint(() =>
      runInSlices(preload, { priority: 'background', paused: scrolling, signal: controller.signal }),
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [indexRef, scrolling]);
}
