import { useCallback, useRef } from 'react';

/**
 * A callback that keeps its identity while calling the latest `callback` given: a host's inline handler
 * does not re-render what it is passed to.
 *
 * @example
 * const onSave = useStableCallback(props.onSaveColumns);
 */
export function useStableCallback<Args extends unknown[]>(callback: ((...args: Args) => void) | undefined) {
  const ref = useRef(callback);
  ref.current = callback;
  return useCallback((...args: Args) => ref.current?.(...args), []);
}
