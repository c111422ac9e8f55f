import { data } from 'react-router';
import { ActionError } from '../actions/action-error.server.js';

/** What a page's form is answered: done, or why not, in words for the snackbar. */
export interface ActionAnswer {
  ok: boolean;
  message: string;
}

/**
 * Runs an action for a page's form and answers its outcome in words: `said` of its result, or the
 * {@link ActionError}'s message with its status (400, 403, 404, 409). Any other error is thrown on.
 *
 * @example
 * return answerAction(() => decideNcr(handle, identity, ncrNo, input, now, zone), (done) => `${done.ncrNo} decided`);
 */
export async function answerAction<T>(run: () => Promise<T>, said: (result: T) => string) {
  try {
    return { ok: true, message: said(await run()) } satisfies ActionAnswer;
  } catch (error) {
    if (error instanceof ActionError)
      return data({ ok: false, message: error.message } satisfies ActionAnswer, error.status);
    throw error;
  }
}
