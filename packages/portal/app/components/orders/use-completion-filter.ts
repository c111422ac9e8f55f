import {
  type OrderCompletionFilter,
  readOrderCompletionFilter,
  writeOrderCompletionFilter,
} from '@rigready/core';
import { useCallback, useEffect, useState } from 'react';

/**
 * The order confirmation's completed/ongoing/both filter, kept in the browser's localStorage through
 * core's storage rule so it survives reloads. The server renders 'both' (it cannot see the storage) and
 * the stored choice applies once the page has hydrated; a filter the URL gives (`fromUrl`, a link from the
 * home page) applies from the first render instead, and the stored one is then left alone.
 *
 * @example
 * const [filter, setFilter] = useCompletionFilter(loaderData.show);
 */
export function useCompletionFilter(
  fromUrl: OrderCompletionFilter | null = null,
): [OrderCompletionFilter, (next: OrderCompletionFilter) => void] {
  const [filter, setFilter] = useState<OrderCompletionFilter>(fromUrl ?? 'both');
  useEffect(() => setFilter(fromUrl ?? readOrderCompletionFilter(window.localStorage)), [fromUrl]);
  const choose = useCallback((next: OrderCompletionFilter) => {
    writeOrderCompletionFilter(window.localStorage, next);
    setFilter(next);
  }, []);
  return [filter, choose];
}
