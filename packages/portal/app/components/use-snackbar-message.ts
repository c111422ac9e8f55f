import { useSnackbar } from '@rigready/ui';
import { useEffect, useRef } from 'react';

/** A message for the global snackbar. */
export interface SnackbarMessage {
  message: string;
  tone: 'success' | 'error' | 'info';
}

/**
 * Shows what a loader or an action answered in the global snackbar, once per answer: a new answer object
 * shows again (the same failure twice is two messages), a re-render with the same answer does not.
 *
 * @example
 * useAnswerSnackbar(actionData, (answer) => ({ message: answer.message, tone: 'error' }));
 */
export function useAnswerSnackbar<T extends object>(
  answer: T | null | undefined,
  toMessage: (answer: T) => SnackbarMessage | null,
): void {
  const snackbar = useSnackbar();
  const read = useRef(toMessage);
  read.current = toMessage;
  useEffect(() => {
    const shown = answer ? read.current(answer) : null;
    if (shown) snackbar.show(shown.message, { tone: shown.tone });
  }, [answer, snackbar]);
}
