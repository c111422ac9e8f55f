import { columnFacetsInSteps, type FacetCount, type FacetState, type SearchIndex } from '@rigready/core';
import { useEffect, useState } from 'react';
import { runStepsInSlices } from './run-in-slices.js';

/**
 * A filter menu's value counts (core's facets), counted and put in natural order in slices between
 * frames, so opening the menu of a column with 100,000 distinct values never blocks the page; null until
 * they are ready. `stateKey` stands for `state`'s content: the counts are redone when it changes.
 *
 * @example
 * const facets = useFacets(index, 'Site', { query, filters }, JSON.stringify([query, filters]));
 */
export function useFacets<Row>(
  index: SearchIndex<Row>,
  columnId: string,
  state: FacetState,
  stateKey: string,
): readonly FacetCount[] | null {
  const [counted, setCounted] = useState<{
    index: SearchIndex<Row>;
    key: string;
    facets: readonly FacetCount[];
  } | null>(null);
  const key = `${columnId}\u0000${stateKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for columnId and the state's content.
  useEffect(() => {
    const controller = new AbortController();
    runStepsInSlices(columnFacetsInSteps(index, columnId, state), { signal: controller.signal }).then(
      (counted) => {
        if (counted !== null) setCounted({ index, key, facets: counted.value });
      },
    );
    return () => controller.abort();
  }, [index, key]);
  return counted !== null && counted.index === index && counted.key === key ? counted.facets : null;
}
