import type { SortingState } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { runInSlices } from './run-in-slices.js';
import type { SortOrderCache } from './sort-order-cache.js';

// A new sort is tried at once for this long: a cheap column (a few thousand rows, or numbers) is sorted
// in the same frame as the click; a dear one goes on in slices.
const FIRST_SLICE_MS = 8;

function buildFor(orders: SortOrderCache, columnId: string, budgetMs: number): boolean {
  const start = performance.now();
  do {
    if (orders.step(columnId) !== undefined) return true;
  } while (performance.now() - start < budgetMs);
  return false;
}

/**
 * The sorting the rows are shown in. A column's first sort builds its order (its sort keys, with its
 * distinct texts in natural order: over 100 ms on 100,000 rows of part numbers); what does not fit in a
 * first slice goes on in slices between frames, and until it is ready the rows keep the order they had
 * and `pending` is true. The first sorting (the default sort) is built at once, so the first rows drawn
 * are already in order.
 *
 * @example
 * const { sorting: applied, pending } = useAppliedSorting(orders, sorting);
 */
export function useAppliedSorting(
  orders: SortOrderCache,
  sorting: SortingState,
): { sorting: SortingState; pending: boolean } {
  const [, setBuilt] = useState(0);
  const applied = useRef<{ orders: SortOrderCache; sorting: SortingState } | null>(null);
  const tried = useRef<SortingState | null>(null);
  const [rule] = sorting;
  let waitingFor = sorting.length === 1 && rule && orders.peek(rule.id) === undefined ? rule.id : null;
  if (applied.current === null || applied.current.orders !== orders) {
    // First rows, or new rows: nothing is on screen to keep, so the order is built now.
    if (waitingFor !== null) orders.get(waitingFor);
    waitingFor = null;
  } else if (waitingFor !== null && tried.current !== sorting) {
    tried.current = sorting;
    if (buildFor(orders, waitingFor, FIRST_SLICE_MS)) waitingFor = null;
  }
  if (waitingFor === null) applied.current = { orders, sorting };
  const shown = applied.current as { sorting: SortingState };
  useEffect(() => {
    if (waitingFor === null) return;
    const controller = new AbortController();
    runInSlices(() => orders.step(waitingFor) !== undefined, { signal: controller.signal }).then(
      (finished) => {
        if (finished) setBuilt((count) => count + 1);
      },
    );
    return () => controller.abort();
  }, [orders, waitingFor]);
  return { sorting: shown.sorting, pending: shown.sorting !== sorting };
}
