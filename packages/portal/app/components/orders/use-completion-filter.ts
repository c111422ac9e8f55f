import {
  type OrderCompletionFilter,
  readOrderCompletionFilter,
  writeOrderCompletionFilter,
} from '@rigready/core';
import { useCallback, useEffect, useState } from 'react';

/**
 * The order confirmation's completed/ongoing/both filter, kept in the browser's localStorage through
 * core's storage rule so it survives reloads. The server renders 'both' (it cannot see the storage) and
 * the stored choice applies once the page has hydrated.
 *
 * @example
 * const [filter, setFilter] = useCompletionFilter();
 */
export function useCompletionFilter(): [OrderCompletionFilter, (next: OrderCompletionFilter) => void] {
  const [filter, setFilter] = useState<OrderCompletionFilter>('both');
  useEffect(() => setFilter(readOrderCompletionFilter(window.localStorage)), []);
  const choose = useCallback((next: OrderCompletionFilter) => {
    writeOrderCompletionFilter(window.localStorage, next);
    setFilter(next);
  }, []);
  return [filter, choose];
}
