import { type ApiClient, createApiClient } from '@rigready/core';
import { type PortalSession, refreshSession } from './session';

/** Where the tool reaches the portal's API: its own origin, which proxies /api to the portal (server.mjs). */
export const API_BASE = '/api';

/**
 * core's typed API client with the tool's bearer token. `getAuth` reads the session on every request, so a
 * refreshed token is used by the retry that follows it.
 *
 * @example
 * const api = createPortalApi(() => session, setSession, () => setSession(null));
 * const { data } = await api.getInventory({ username: session.username, user_email: session.email });
 */
export function createPortalApi(
  currentSession: () => PortalSession | null,
  replaceSession: (session: PortalSession) => void,
  signOut: () => void,
): ApiClient {
  return createApiClient({
    baseUrl: new URL(API_BASE, window.location.origin),
    getAuth: () => {
      const session = currentSession();
      return (
        session && { token: `Bearer ${session.token}`, username: session.username, email: session.email }
      );
    },
    refreshToken: async () => {
      const session = currentSession();
      const next = session && (await refreshSession(API_BASE, session));
      if (next) replaceSession(next);
      return next !== null;
    },
    onSignOut: signOut,
    onNotFound: (error) => console.warn('portal answered 404:', error.message),
    openDocument: (link) => window.open(link, '_blank', 'noopener'),
    saveBlob: (blob, fileName) => {
      const url = URL.createObjectURL(blob);
      const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName });
      anchor.click();
      URL.revokeObjectURL(url);
    },
  });
}
