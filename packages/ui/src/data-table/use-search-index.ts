import { createSearchIndex, type SearchIndex, type TableColumn } from '@rigready/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from './after-next-paint.js';
import { runInSlices } from './run-in-slices.js';

// Small enough that one slice stays well under a frame on a slow, shared machine.
const ROWS_PER_STEP = 200;

/**
 * The table's search index and whether its search texts are built. The index answers sorting, filters
 * and the empty query at once; its texts are built in slices of idle time after the first paint (short
 * ones while the rows scroll, so never taking a frame's time), and `ready` turns true when a search can
 * run.
 *
 * @example
 * const { index, ready } = useSearchIndex(rows, columns, ['Item_No', 'Site'], query !== '');
 */
export function useSearchIndex<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  searchColumnIds: readonly string[],
  /** A search is waiting for the texts: the rest is built at once in slices, not in idle time only. */
  urgent = false,
  /** Whether the table is busy (scrolling): the idle-time build then takes only short slices. */
  busy?: () => boolean,
): { index: SearchIndex<Row>; ready: boolean } {
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const searchKey = searchColumnIds.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the ids' content.
  const index = useMemo(
    () => createSearchIndex(rows, columns, { searchColumnIds, deferTexts: true }),
    [rows, columns, searchKey],
  );
  const [builtIndex, setBuiltIndex] = useState<SearchIndex<Row> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Starts after the next paint, so the first rows show before any search text is built.
    const cancel = afterNextPaint(() => {
      runInSlices(() => index.buildNext(ROWS_PER_STEP), {
        signal: controller.signal,
        priority: 'background',
        throttled: () => busyRef.current?.() === true,
      }).then((finished) => {
        if (finished) setBuiltIndex(index);
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [index]);
  useEffect(() => {
    if (!urgent || index.complete) return;
    const controller = new AbortController();
    runInSlices(() => index.buildNext(ROWS_PER_STEP), { signal: controller.signal }).then((finished) => {
      if (finished) setBuiltIndex(index);
    });
    return () => controller.abort();
  }, [index, urgent]);
  return { index, ready: builtIndex === index || index.complete };
}
