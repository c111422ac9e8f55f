import { setupServer } from 'msw/node';
import { createApiClient } from '../client.js';
import type { ApiAuth, ApiClientOptions, DocumentKind } from '../client-options.js';
import type { ApiError } from '../errors.js';
import type { LoadingKind } from '../loading.js';

export const BASE_URL = 'http://portal.test/api';

/** The full URL of a call path on the fake server. */
export const url = (path: string) => `${BASE_URL}${path}`;

/** One in-process fake server for a test file; tests add handlers with `server.use`. */
export function startFakeServer() {
  return setupServer();
}

export const SIGNED_IN: ApiAuth = { token: 'token-1', username: 'Acme Drilling', email: 'ops@acme.test' };

/** A client wired to a recording host: every hook call lands in `events`. */
export function createRecordingHost(
  overrides: Partial<ApiClientOptions> = {},
  auth: ApiAuth | null = SIGNED_IN,
) {
  let current = auth;
  const events = {
    signOuts: [] as ApiError[],
    notFound: [] as ApiError[],
    loading: [] as Array<[LoadingKind, boolean]>,
    opened: [] as Array<[string, DocumentKind]>,
    saved: [] as Array<{ blob: Blob; fileName: string }>,
    refreshes: 0,
  };
  const options: ApiClientOptions = {
    baseUrl: BASE_URL,
    getAuth: () => current,
    onSignOut: (error) => {
      events.signOuts.push(error);
    },
    refreshToken: async () => {
      events.refreshes += 1;
      current = current ? { ...current, token: `token-${events.refreshes + 1}` } : current;
      return true;
    },
    onNotFound: (error) => {
      events.notFound.push(error);
    },
    onLoadingChange: (kind, loading) => {
      events.loading.push([kind, loading]);
    },
    openDocument: (link, kind) => {
      events.opened.push([link, kind]);
    },
    saveBlob: (blob, fileName) => {
      events.saved.push({ blob, fileName });
    },
    ...overrides,
  };
  return { api: createApiClient(options), events };
}

/** Runs `promise` and returns the error it rejects with (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail, it succeeded');
}
