import { createAdminCalls } from './calls/admin-calls.js';
import { createBhaCertificateCalls } from './calls/bha-certificate-calls.js';
import { createDataDownloadCalls } from './calls/data-download-calls.js';
import { createDeliveryDocumentCalls } from './calls/delivery-document-calls.js';
import { createDocumentCalls } from './calls/document-calls.js';
import { createDrillDownCalls } from './calls/drill-down-calls.js';
import { createRacksInventoryCalls } from './calls/racks-inventory-calls.js';
import { createReportCalls } from './calls/report-calls.js';
import { createRouteListCalls } from './calls/route-list-calls.js';
import { createSessionCalls } from './calls/session-calls.js';
import { createStatisticsCalls } from './calls/statistics-calls.js';
import type { ApiClientOptions } from './client-options.js';
import { defaultSleep } from './retry.js';
import { createTransport } from './transport.js';

/**
 * Creates the typed client of the portal API: one function per call of the spec, each sending the
 * authentication headers, handling the authentication status, 404 and loading flags, and validating the
 * answer against the call's schema (see packages/core/docs/api-client.md).
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: '/api',
 *   getAuth: () => ({ token: session.token, username: session.username, email: session.email }),
 *   onSignOut: () => session.signOut(),
 *   refreshToken: () => identity.refreshToken(),
 *   onNotFound: () => session.setError(true),
 *   openDocument: (link) => window.open(link, '_blank'),
 *   saveBlob: (blob, name) => saveAs(blob, name),
 * });
 * const rows = await api.getdp({ username: session.username });
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    ...createSessionCalls(transport),
    ...createRacksInventoryCalls(transport),
    ...createDrillDownCalls(transport),
    ...createDeliveryDocumentCalls(transport),
    ...createRouteListCalls(transport),
    ...createBhaCertificateCalls(transport),
    ...createDocumentCalls(transport),
    ...createReportCalls(transport, options.sleep ?? defaultSleep),
    ...createStatisticsCalls(transport),
    ...createAdminCalls(transport),
    ...createDataDownloadCalls(transport),
  };
}

/**
 * The client {@link createApiClient} returns.
 *
 * @example
 * function useApi(): ApiClient { return apiFromContext(); }
 */
export type ApiClient = ReturnType<typeof createApiClient>;
