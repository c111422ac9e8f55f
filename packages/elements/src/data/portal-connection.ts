import { type ApiAuth, type ApiClient, createApiClient } from '@rigready/core';
import { saveBlob } from '@rigready/ui';
import type { PortalAuth } from './element-data.types.js';
import type { PortalConnection } from './portal-connection.types.js';

/** Whether the host has handed over credentials (a property or a callback). */
export function hasCredentials(connection: PortalConnection): boolean {
  return connection.auth !== null || connection.getAuth !== null;
}

/** The host's credentials now. */
export async function currentAuth(connection: PortalConnection): Promise<PortalAuth | null> {
  return connection.getAuth ? await connection.getAuth() : connection.auth;
}

function asBearer(token: string): string {
  return /^Bearer /i.test(token) ? token : `Bearer ${token}`;
}

/**
 * Core's typed API client for an element: calls go to `apiBase` (relative to the page, e.g. `/api` behind
 * the tool's same-origin proxy), with the host's token as a bearer token, read again before every request.
 */
export function portalClient(connection: PortalConnection, apiBase: string): ApiClient {
  return createApiClient({
    baseUrl: new URL(apiBase, document.baseURI),
    getAuth: async (): Promise<ApiAuth | null> => {
      const auth = await currentAuth(connection);
      return auth && { token: asBearer(auth.token), username: auth.username, email: auth.email };
    },
    refreshToken: async () => (connection.refreshAuth ? connection.refreshAuth() : false),
    // A refused token fails the call with core's `auth` error, which the element shows and fires.
    onSignOut: () => undefined,
    onNotFound: () => undefined,
    openDocument: (link) => window.open(link, '_blank', 'noopener'),
    saveBlob,
  });
}
