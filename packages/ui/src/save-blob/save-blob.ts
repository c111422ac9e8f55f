import { downloadUrl } from './download-url.js';

/**
 * Saves a blob in the browser under a file name (CSV exports, zip archives, data files): the kit's and
 * the portal's one way to start a download, and what a host can hand core's API client as `saveBlob`.
 *
 * @example
 * saveBlob(new Blob(['a;b'], { type: 'text/csv' }), 'InventoryTally.csv');
 * createApiClient({ ...options, saveBlob });
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
