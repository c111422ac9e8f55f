import { apiJson } from '../../security/api-answers.server.js';

const CLIENT_STATUSES = new Set([400, 403, 404, 409]);

/**
 * Runs a handler and turns the domain errors that carry an HTTP status (ScopeError 403, UnknownLocationError
 * 400, AmbiguousDocumentError 409, DocumentSelectionError 403 …) into that answer with their message;
 * anything else goes on to the dispatcher's logged 500.
 *
 * @example
 * handle: (call) => answerKnownErrors(() => itemJointsAt(call.scoped, call.params.itemnr, call.params.location)),
 */
export async function answerKnownErrors<T>(handler: () => Promise<T> | T): Promise<T> {
  try {
    return await handler();
  } catch (error) {
    if (
      error instanceof Error &&
      'status' in error &&
      typeof error.status === 'number' &&
      CLIENT_STATUSES.has(error.status)
    ) {
      throw apiJson({ message: error.message }, error.status);
    }
    throw error;
  }
}
