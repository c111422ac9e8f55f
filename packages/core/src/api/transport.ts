import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { ApiClientOptions, CallOptions } from './client-options.js';
import { ApiError } from './errors.js';
import { createLoadingTracker, type LoadingKind } from './loading.js';
import { parseAnswer } from './parse-answer.js';
import type { Known } from './schemas/known.js';
import { authStatusAnswerSchema } from './schemas/session.js';

/**
 * A query parameter value; `undefined` leaves the parameter out.
 *
 * @example
 * const query: Record<string, QueryValue> = { rackname: 'R12', isOCTG: undefined };
 */
export type QueryValue = string | number | boolean | undefined;

/**
 * One request as a client function describes it: its name (used in errors), method, path, query or JSON
 * body, the parameters that must not be empty, and its default loading flag.
 *
 * @example
 * const spec: RequestSpec = { call: 'getdp', method: 'get', path: '/getdp', query: { username }, required: ['username'], loading: 'table' };
 */
export interface RequestSpec {
  call: string;
  method: 'get' | 'post';
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  required?: readonly string[];
  loading?: LoadingKind;
  /** False when a 404 is expected and handled by the caller (the delivery PDF fallback). */
  reportNotFound?: boolean;
}

/**
 * The request core shared by all client functions: headers, authentication status handling with one token
 * refresh, 404 reporting, loading flags, and schema validation of the answer.
 *
 * @example
 * const transport = createTransport(options);
 * const rows = await transport.json(spec, z.array(returnedPipeRowSchema));
 */
export interface Transport {
  json<S extends z.ZodType>(spec: RequestSpec, schema: S, options?: CallOptions): Promise<Known<z.output<S>>>;
  /** Sends the request and reads the answer with `read`; a failure in `read` is a failed call too. */
  request<T>(spec: RequestSpec, options: CallOptions, read: (response: Response) => Promise<T>): Promise<T>;
  readonly options: ApiClientOptions;
}

const DEFAULT_TIMEOUT_MS = 60_000;

function checkRequired(spec: RequestSpec): void {
  for (const name of spec.required ?? []) {
    const value = spec.query?.[name] ?? spec.body?.[name];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty || (Array.isArray(value) && value.length === 0)) {
      throw new ApiError('bad-input', `${spec.call}: the parameter ${name} is required and was empty`, {
        call: spec.call,
      });
    }
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Creates the {@link Transport} for a client. Paths are appended to `baseUrl` (ky's `prefix`), GET
 * parameters go in the query string and POST bodies are JSON; ky's own retries are off, the client decides.
 *
 * @example
 * const transport = createTransport({ baseUrl: 'https://portal.test/api', ...hostHooks });
 */
export function createTransport(options: ApiClientOptions): Transport {
  const loading = createLoadingTracker(options.onLoadingChange);
  const http: KyInstance = ky.create({
    prefix: options.baseUrl,
    retry: 0,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const auth = await options.getAuth();
          if (!auth?.token) return;
          request.headers.set('AUTHORIZATION', auth.token);
          if (auth.username) request.headers.set('USER', encodeURIComponent(auth.username));
          if (auth.email) request.headers.set('USERNAME', encodeURIComponent(auth.email));
        },
      ],
    },
  });

  let refreshing: Promise<boolean> | null = null;
  function refreshOnce(): Promise<boolean> {
    refreshing ??= Promise.resolve()
      .then(() => options.refreshToken())
      .then(
        (refreshed) => refreshed !== false,
        () => false,
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function signOut(spec: RequestSpec, status: number, message: string): Promise<never> {
    const error = new ApiError('auth', `${spec.call}: ${message}`, { call: spec.call, status });
    await options.onSignOut(error);
    throw error;
  }

  async function send(spec: RequestSpec, callOptions: CallOptions, afterRefresh: boolean): Promise<Response> {
    try {
      return await http(spec.path.replace(/^\//, ''), {
        method: spec.method,
        ...(spec.query ? { searchParams: spec.query } : {}),
        ...(spec.body ? { json: spec.body } : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
    } catch (error) {
      if (isHTTPError(error)) {
        const status = error.response.status;
        if (status === 401) {
          const answer = authStatusAnswerSchema.safeParse(error.data);
          if (answer.success && answer.data.status === 'ERROR') {
            if (!afterRefresh && (await refreshOnce())) return send(spec, callOptions, true);
            return signOut(spec, status, 'the token expired and could not be refreshed');
          }
          return signOut(spec, status, 'the server refused the credentials (authentication status FAIL)');
        }
        if (status === 404) {
          const notFound = new ApiError('not-found', `${spec.call}: not found (HTTP 404)`, {
            call: spec.call,
            status,
            cause: error,
          });
          if (spec.reportNotFound !== false) options.onNotFound(notFound);
          throw notFound;
        }
        const code = status === 403 ? 'forbidden' : 'http';
        throw new ApiError(code, `${spec.call}: the server answered HTTP ${status}`, {
          call: spec.call,
          status,
          cause: error,
        });
      }
      if (isTimeoutError(error)) {
        throw new ApiError('timeout', `${spec.call}: no answer in time`, { call: spec.call, cause: error });
      }
      if (isAbort(error)) {
        throw new ApiError('aborted', `${spec.call}: cancelled`, { call: spec.call, cause: error });
      }
      if (isNetworkError(error) || error instanceof TypeError) {
        throw new ApiError('network', `${spec.call}: the server could not be reached`, {
          call: spec.call,
          cause: error,
        });
      }
      throw error;
    }
  }

  async function run<T>(
    spec: RequestSpec,
    callOptions: CallOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    checkRequired(spec);
    const kind = callOptions.loading === undefined ? spec.loading : callOptions.loading || undefined;
    const ticket = kind ? loading.start(kind) : undefined;
    try {
      const result = await read(await send(spec, callOptions, false));
      if (ticket) loading.finish(ticket);
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'aborted') {
        if (ticket) loading.finish(ticket);
      } else {
        loading.clear();
      }
      throw error;
    }
  }

  return {
    options,
    request: run,
    json(spec, schema, callOptions = {}) {
      return run(spec, callOptions, (response) => readJson(spec.call, schema, response));
    },
  };
}

/**
 * Reads an answer body as JSON and validates it against the call's schema; a body that is not JSON is a
 * schema error at the root.
 *
 * @example
 * const answer = await readJson('getPDF', pdfLinkAnswerSchema, response);
 */
export async function readJson<S extends z.ZodType>(
  call: string,
  schema: S,
  response: Response,
): Promise<Known<z.output<S>>> {
  const body = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch (cause) {
    throw new ApiError('schema', `${call}: the answer is not JSON`, { call, path: '(root)', cause });
  }
  return parseAnswer(call, schema, answer);
}
