import { useEffect, useState } from 'react';

/** A call's state: loading, its answer, or why it failed. */
export type CallState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string };

/**
 * Runs an API call when the component mounts (or `key` changes) and aborts it on unmount.
 *
 * @example
 * const inventory = useCall((signal) => api.getInventory(params, { signal }), session.email);
 */
export function useCall<T>(call: (signal: AbortSignal) => Promise<T>, key: string): CallState<T> {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the call is re-run when its key changes, not when the closure is recreated.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    call(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
