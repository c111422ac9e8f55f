import { type ApiClient, ApiError } from '@rigready/core';
import { useEffect, useMemo, useState } from 'react';
import { useElementContext } from '../element/element-context.js';
import type { Checked } from '../element/json-input.js';
import type { PortalAuth } from './element-data.types.js';
import { currentAuth, hasCredentials, portalClient } from './portal-connection.js';
import type { PortalConnection } from './portal-connection.types.js';

/** What an element has to show. */
export type ElementData<T> =
  | { status: 'ready'; data: T }
  | { status: 'loading' }
  | { status: 'waiting' }
  | { status: 'error'; message: string; code: string; retry?: () => void };

/** Loads an element's data from the portal with core's client. */
export type LoadFromPortal<T> = (api: ApiClient, auth: PortalAuth, signal: AbortSignal) => Promise<T>;

type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

function failure(error: unknown): { message: string; code: string } {
  if (error instanceof ApiError) return { message: error.message, code: error.code };
  return { message: error instanceof Error ? error.message : String(error), code: 'network' };
}

/**
 * An element's data in either mode: in data mode (no `api-base`) what the host handed over, checked; in
 * API mode what `load` answers for the host's credentials, loaded again when `key` changes or the host
 * calls `reload()`, the call cancelled when the element leaves the page.
 */
export function useElementData<T>(
  connection: PortalConnection,
  local: () => Checked<T>,
  load: LoadFromPortal<T>,
  key: string,
): ElementData<T> {
  const { reloads, element } = useElementContext();
  const { apiBase } = connection;
  const signedIn = hasCredentials(connection);
  const api = useMemo(() => (apiBase ? portalClient(connection, apiBase) : null), [connection, apiBase]);
  const [remote, setRemote] = useState<Remote<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read when the key, the address, the credentials or a reload say to load.
  useEffect(() => {
    if (!api || !signedIn) return;
    const controller = new AbortController();
    setRemote({ status: 'loading' });
    currentAuth(connection)
      .then((auth) => {
        if (!auth)
          throw new ApiError('auth', 'No credentials: the host handed over none', { call: 'getAuth' });
        return load(api, auth, controller.signal);
      })
      .then(
        (data) => setRemote({ status: 'ready', data }),
        (error: unknown) => {
          if (!controller.signal.aborted) setRemote({ status: 'error', error });
        },
      );
    return () => controller.abort();
  }, [api, signedIn, key, reloads]);

  if (!api) {
    const checked = local();
    return checked.ok
      ? { status: 'ready', data: checked.value as T }
      : { status: 'error', message: checked.message, code: 'bad-data' };
  }
  if (!signedIn) return { status: 'waiting' };
  if (remote.status === 'error') {
    return { status: 'error', ...failure(remote.error), retry: () => element.reload() };
  }
  return remote;
}
