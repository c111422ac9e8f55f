import { type ApiClient, createApiClient } from '@rigready/core';

/** Saves a blob in the browser under a file name (zip archives, CSV exports). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

let client: ApiClient | null = null;

/**
 * Core's typed client of the legacy /api calls, for the browser: the session cookie authenticates it (no
 * token headers), a refused session reloads the sign-in page, and document links open in a new tab.
 *
 * @example
 * await portalApi().getDTExcel({ id_no: 'DT-9001' });
 */
export function portalApi(): ApiClient {
  client ??= createApiClient({
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
  return client;
}
