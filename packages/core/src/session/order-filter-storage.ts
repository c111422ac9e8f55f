import type { OrderCompletionFilter } from './session.types.js';
import { ORDER_COMPLETION_FILTERS } from './transition-session.js';

/**
 * The key-value store the host provides (the browser's localStorage satisfies it; a Map-backed object does
 * in tests and on the server).
 *
 * @example
 * const storage: KeyValueStorage = window.localStorage;
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The storage key under which the order completion filter survives reloads.
 *
 * @example
 * storage.getItem(ORDER_COMPLETION_FILTER_KEY); // 'ongoing'
 */
export const ORDER_COMPLETION_FILTER_KEY = 'rigready.orderCompletionFilter';

/**
 * Reads the persisted order completion filter. Anything that is not one of the filter values (nothing
 * stored, a value written by an older version, a hand-edited entry, a store that throws because it is
 * disabled) gives the default, `both`.
 *
 * @example
 * readOrderCompletionFilter(storage); // 'both' on first visit
 */
export function readOrderCompletionFilter(storage: KeyValueStorage): OrderCompletionFilter {
  let stored: string | null;
  try {
    stored = storage.getItem(ORDER_COMPLETION_FILTER_KEY);
  } catch {
    return 'both';
  }
  return ORDER_COMPLETION_FILTERS.find((filter) => filter === stored) ?? 'both';
}

/**
 * Persists the order completion filter. A store that refuses the write (quota, private mode) only costs
 * the preference on the next reload, so the error is not passed on.
 *
 * @example
 * writeOrderCompletionFilter(storage, 'completed');
 */
export function writeOrderCompletionFilter(storage: KeyValueStorage, filter: OrderCompletionFilter): void {
  try {
    storage.setItem(ORDER_COMPLETION_FILTER_KEY, filter);
  } catch {
    // The preference is a convenience; the session itself already holds the value.
  }
}
