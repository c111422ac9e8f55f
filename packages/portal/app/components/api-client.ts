import { type ApiClient, createApiClient } from '@rigready/core';
import { saveBlob } from '@rigready/ui';

/**
 * Core's typed client of the legacy /api calls, for the browser: the session cookie authenticates it (no
 * token headers), a refused session reloads the sign-in page, and document links open in a new tab.
 *
 * @example
 * const api = createPortalApiClient();
 * await api.getDTExcel({ id_no: 'DT-9001' });
 */
export function createPortalApiClient(): ApiClient {
  return createApiClient({
    baseUrl: new URL('/api/', window.location.origin),
    getAuth: () => null,
    onSignOut: () => window.location.assign('/login'),
    refreshToken: () => Promise.resolve(false),
    onNotFound: () => undefined,
    openDocument: (link) => {
      window.open(link, '_blank', 'noopener');
    },
    saveBlob,
  });
}
