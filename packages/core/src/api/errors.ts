/**
 * What went wrong with an API call:
 * - `network`: no answer (offline, DNS, connection refused);
 * - `timeout`: no answer within the client's timeout;
 * - `aborted`: the caller's AbortSignal cancelled the call;
 * - `auth`: the server refused the credentials (authentication status FAIL, or ERROR after a failed refresh);
 *   the host has already been told to sign out;
 * - `forbidden`: HTTP 403, signed in but not allowed;
 * - `not-found`: HTTP 404; the host's `onNotFound` has been called;
 * - `http`: any other non-2xx status;
 * - `schema`: the answer is not what the call's schema describes;
 * - `document-missing`: a document answer with an empty link;
 * - `bad-input`: the caller passed an empty value for a required parameter.
 *
 * @example
 * const code: ApiErrorCode = 'not-found';
 */
export type ApiErrorCode =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'http'
  | 'schema'
  | 'document-missing'
  | 'bad-input';

/**
 * The message the spec shows (global red snackbar, 5 s) when a document link is empty or a document cannot
 * be generated.
 *
 * @example
 * showSnackbar(DOCUMENT_NOT_FOUND_MESSAGE);
 */
export const DOCUMENT_NOT_FOUND_MESSAGE =
  'Error: The requested document was not found. Please try again later...';

/**
 * Details of an {@link ApiError}: the call's name, and where known the HTTP status, the first mismatching
 * field path of a schema failure, and the underlying error.
 *
 * @example
 * const details: ApiErrorDetails = { call: 'getInventory', status: 500 };
 */
export interface ApiErrorDetails {
  call: string;
  status?: number;
  path?: string;
  cause?: unknown;
}

/**
 * The one error type the API client throws. `code` says what kind of failure it is, `call` which client
 * function failed, `status` the HTTP status when there was an answer, and `path` the first mismatching field
 * of an answer that failed its schema (e.g. `data[3].Rig_Ready`).
 *
 * @example
 * try {
 *   await api.getInventory({ username: 'Acme Drilling', user_email: 'ops@acme.test' });
 * } catch (error) {
 *   if (error instanceof ApiError && error.code === 'schema') console.error(error.call, error.path);
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly call: string;
  readonly status: number | undefined;
  readonly path: string | undefined;

  constructor(code: ApiErrorCode, message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.call = details.call;
    this.status = details.status;
    this.path = details.path;
  }
}

/**
 * True when `error` is an {@link ApiError}, optionally of the given code.
 *
 * @example
 * if (isApiError(error, 'not-found')) showErrorState();
 */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
