import { normalizeSearchText, type SearchIndex, type Steps } from '@rigready/core';
import { useEffect, useRef, useState } from 'react';
import { runInSlices } from './run-in-slices.js';

// A keystroke's search is tried at once for this long: narrowing a few thousand hits fits in the frame of
// the key press; a scan of 100,000 rows on a busy machine goes on in slices.
const FIRST_SLICE_MS = 8;

interface Search<Row> {
  readonly index: SearchIndex<Row>;
  readonly query: string;
}

interface RunningSearch<Row> extends Search<Row> {
  readonly steps: Steps<readonly number[]>;
}

function runFor(steps: Steps<readonly number[]>, budgetMs: number): boolean {
  const start = performance.now();
  do {
    if (steps.next().done) return true;
  } while (performance.now() - start < budgetMs);
  return false;
}

/**
 * The search text the rows are shown for. A new query is searched with the index's `searchInSteps`: what
 * does not fit in a first slice goes on in slices between frames, and until it finishes the rows of the
 * last finished query stay on screen (`pending` is true), so a keystroke never blocks the main thread for
 * long. Only finished searches are applied, so the index's cached answer is always the applied query's.
 *
 * @example
 * const { query: appliedQuery, pending } = useAppliedQuery(index, query);
 */
export function useAppliedQuery<Row>(
  index: SearchIndex<Row>,
  wanted: string,
): { query: string; pending: boolean } {
  const [, setFinished] = useState(0);
  const applied = useRef<Search<Row> | null>(null);
  const running = useRef<RunningSearch<Row> | null>(null);
  if (applied.current === null || applied.current.index !== index) {
    // A new index has nothing on screen to keep: its first answer is searched at once.
    applied.current = { index, query: wanted };
    running.current = null;
  } else if (normalizeSearchText(wanted) === normalizeSearchText(applied.current.query)) {
    applied.current = { index, query: wanted };
    running.current = null;
  } else if (running.current?.index !== index || running.current.query !== wanted) {
    const steps = index.searchInSteps(wanted);
    if (runFor(steps, FIRST_SLICE_MS)) {
      applied.current = { index, query: wanted };
      running.current = null;
    } else {
      running.current = { index, query: wanted, steps };
    }
  }
  const run = running.current;
  useEffect(() => {
    if (run === null) return;
    const controller = new AbortController();
    runInSlices(() => run.steps.next().done === true, { signal: controller.signal }).then((finished) => {
      if (!finished || running.current !== run) return;
      applied.current = { index: run.index, query: run.query };
      running.current = null;
      setFinished((count) => count + 1);
    });
    return () => controller.abort();
  }, [run]);
  return { query: applied.current.query, pending: run !== null };
}
