import { useCallback, useRef, useState } from 'react';

/** What {@link useAsyncAction} returns. */
export interface AsyncAction<A extends unknown[]> {
  /** Runs the action; resolves true when it succeeded, false when it threw (the error is kept). */
  run: (...args: A) => Promise<boolean>;
  pending: boolean;
  /** The message of the last failure, until the next run or {@link AsyncAction.reset}. */
  error: string | null;
  reset: () => void;
}

/**
 * The message to show for a thrown value: an Error's message, a string as is, anything else a generic text.
 *
 * @example
 * errorMessage(new Error('Error: Password could not be changed')); // 'Error: Password could not be changed'
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}

/**
 * Runs an async callback with a pending flag and the failure's message, so a dialog can show progress and the
 * server's error without each one repeating the bookkeeping. A second run while one is pending is ignored.
 *
 * @example
 * const save = useAsyncAction(onSave);
 * <button disabled={save.pending} onClick={() => save.run()}>Save settings</button>
 */
export function useAsyncAction<A extends unknown[]>(
  action: ((...args: A) => void | Promise<void>) | undefined,
): AsyncAction<A> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return false;
      running.current = true;
      setPending(true);
      setError(null);
      try {
        await action?.(...args);
        return true;
      } catch (failure) {
        setError(errorMessage(failure));
        return false;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
