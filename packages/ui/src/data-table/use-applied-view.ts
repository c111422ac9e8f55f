import { normalizeSearchText, type PageSize, runSteps, type SearchIndex, type Steps } from '@rigready/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { runStepsInSlices } from './run-in-slices.js';
import type { SortOrderCache } from './sort-order-cache.js';
import { pageOfView, type TableView, type TableViewRequest, tableViewInSteps } from './table-view.js';

// A new view is tried at once for this long: narrowing a few thousand hits, or filtering and sorting a few
// thousand rows, fits in the frame of the key press or click; 100,000 rows on a busy machine go on in
// slices.
const FIRST_SLICE_MS = 8;

interface ViewFor<Row> {
  readonly index: SearchIndex<Row>;
  readonly orders: SortOrderCache;
  readonly request: TableViewRequest;
}

interface AppliedView<Row> extends ViewFor<Row> {
  readonly matching: readonly number[];
}

interface RunningView<Row> extends ViewFor<Row> {
  readonly steps: Steps<readonly number[]>;
}

function sameValues(a: readonly string[] = [], b: readonly string[] = []): boolean {
  return a.length === b.length && a.every((value, at) => value === b[at]);
}

function sameRequest(a: TableViewRequest, b: TableViewRequest): boolean {
  return (
    normalizeSearchText(a.query) === normalizeSearchText(b.query) &&
    a.sorting.length === b.sorting.length &&
    a.sorting.every((rule, at) => rule.id === b.sorting[at]?.id && rule.desc === b.sorting[at]?.desc) &&
    Object.keys({ ...a.filters, ...b.filters }).every((id) => sameValues(a.filters[id], b.filters[id]))
  );
}

function runFor(steps: Steps<readonly number[]>, budgetMs: number): readonly number[] | undefined {
  const start = performance.now();
  do {
    const next = steps.next();
    if (next.done) return next.value;
  } while (performance.now() - start < budgetMs);
  return undefined;
}

/**
 * What {@link useAppliedView} reads: the search text, the column filters, the sort and the page.
 *
 * @example
 * const request: AppliedViewRequest = { query: 'nc50', filters: {}, sorting: [{ id: 'Weight', desc: true }], pageIndex: 0, pageSize: 100 };
 */
export interface AppliedViewRequest extends TableViewRequest {
  readonly pageIndex: number;
  readonly pageSize: PageSize;
}

/**
 * The rows the table shows, and the search text they were found for. A new search, filter or sort runs
 * {@link tableViewInSteps}: what does not fit in a first slice goes on in slices between frames, and until
 * it finishes the last finished view stays on screen (`pending` is true), so none of them blocks the main
 * thread for long; a newer request abandons an unfinished one. New rows (new sort orders) have nothing on
 * screen to keep, so their first view is computed at once, already sorted. A new index of the same rows
 * (other columns shown, so other search texts, about 150 ms to build for 100,000 rows) is a new request
 * like any other: the last view stays on screen while it searches in slices. The page is cut from the
 * applied rows, so a page change runs no steps.
 *
 * @example
 * const { view, query: appliedQuery, pending } = useAppliedView(index, orders, { query, filters, sorting, pageIndex, pageSize });
 */
export function useAppliedView<Row>(
  index: SearchIndex<Row>,
  orders: SortOrderCache,
  request: AppliedViewRequest,
): { view: TableView; query: string; pending: boolean } {
  const [, setFinished] = useState(0);
  const applied = useRef<AppliedView<Row> | null>(null);
  const running = useRef<RunningView<Row> | null>(null);
  const wanted: TableViewRequest = {
    query: request.query,
    filters: request.filters,
    sorting: request.sorting,
  };
  const shown = applied.current;
  if (shown === null || shown.orders !== orders) {
    // New rows have nothing on screen to keep: their first view is computed at once, already sorted.
    const matching = runSteps(tableViewInSteps(index, orders, wanted));
    applied.current = { index, orders, request: wanted, matching };
    running.current = null;
  } else if (shown.index === index && sameRequest(shown.request, wanted)) {
    // The same rows; the applied query follows the text as typed.
    applied.current = { ...shown, request: wanted };
    running.current = null;
  } else if (
    running.current === null ||
    running.current.index !== index ||
    !sameRequest(running.current.request, wanted)
  ) {
    const steps = tableViewInSteps(index, orders, wanted);
    const matching = runFor(steps, FIRST_SLICE_MS);
    if (matching === undefined) running.current = { index, orders, request: wanted, steps };
    else {
      applied.current = { index, orders, request: wanted, matching };
      running.current = null;
    }
  }
  const run = running.current;
  useEffect(() => {
    if (run === null) return;
    const controller = new AbortController();
    runStepsInSlices(run.steps, { signal: controller.signal }).then((finished) => {
      if (finished === null || running.current !== run) return;
      applied.current = {
        index: run.index,
        orders: run.orders,
        request: run.request,
        matching: finished.value,
      };
      running.current = null;
      setFinished((count) => count + 1);
    });
    return () => controller.abort();
  }, [run]);
  const { matching, request: appliedRequest } = applied.current as AppliedView<Row>;
  const { pageIndex, pageSize } = request;
  const view = useMemo(() => pageOfView(matching, { pageIndex, pageSize }), [matching, pageIndex, pageSize]);
  return { view, query: appliedRequest.query, pending: run !== null };
}
