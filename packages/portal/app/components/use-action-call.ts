import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';

/**
 * Posts a form to a route action through a fetcher and resolves with the action's answer once the fetcher
 * is idle again (undefined when the action redirected), so the ui kit's async `onSubmit` callbacks can await
 * the portal's own actions: the same actions a plain `<Form method="post">` reaches.
 *
 * @example
 * const call = useActionCall<ChangePasswordAnswer>('/change-password');
 * const answer = await call({ oldPassword, newPassword, confirmPassword });
 */
export function useActionCall<T>(action: string): (values: Record<string, string>) => Promise<T | undefined> {
  const fetcher = useFetcher<T>();
  const waiting = useRef<((answer: T | undefined) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    // The answers passed through here are plain JSON objects, which serialise to themselves.
    waiting.current(fetcher.data as T | undefined);
    waiting.current = null;
  }, [fetcher.state, fetcher.data]);
  const { submit } = fetcher;
  return useCallback(
    (values) =>
      new Promise<T | undefined>((resolve) => {
        waiting.current = resolve;
        void submit(values, { method: 'post', action });
      }),
    [submit, action],
  );
}
