import type { ApiClient } from '@rigready/core';

let client: Promise<ApiClient> | null = null;

/**
 * The browser's client of the legacy /api calls (see createPortalApiClient), loaded on the first call: the
 * client, its HTTP library and the schemas of every answer stay out of the scripts a page needs to show
 * and hydrate. A failed load is tried again on the next call.
 *
 * @example
 * await portalApi().then((api) => api.getDTExcel({ id_no: 'DT-9001' }));
 */
export function portalApi(): Promise<ApiClient> {
  client ??= import('./api-client.js').then(
    ({ createPortalApiClient }) => createPortalApiClient(),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}
