import { closeDeviceStore, DEVICE_DATABASE } from './device-store.js';

/** How long a deletion another tab blocks is waited for before the rest is cleared. */
const BLOCKED_WAIT_MS = 3000;

/** How Workbox names its precache (`workbox-precache-v2-<scope>`). */
const PRECACHE_PREFIX = 'workbox-precache';

/**
 * Deletes everything the field app keeps on the device: its IndexedDB database (the copy of the user's
 * joints and tools, and their counts) and every Cache Storage cache but Workbox's precache (the field pages
 * as the user saw them). The precache holds the build's scripts, styles and icons, nobody's data, and
 * keeping it keeps the app opening offline for the next user. Signing out offline, and another user on the
 * device, call it; it needs no connection.
 *
 * @example
 * await clearDeviceData();
 */
export async function clearDeviceData(): Promise<void> {
  await closeDeviceStore();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DEVICE_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    // Another tab of the portal closes its connection when asked (see deviceStore); one that does not
    // keeps the deletion pending until it closes, which the browser then completes on its own.
    request.onblocked = () => setTimeout(resolve, BLOCKED_WAIT_MS);
  });
  if ('caches' in globalThis) {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  }
}
