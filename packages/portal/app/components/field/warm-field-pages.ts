import { FIELD_PATHS } from './field-paths.js';

/** The cache the service worker answers the field screens from when there is no connection. */
export const FIELD_PAGES_CACHE = 'rigready-field-pages';

/**
 * Puts every field screen, as the signed-in user sees it now, in the cache the service worker answers them
 * from offline, so a screen never opened before still opens at the rack. Only where Cache Storage exists.
 *
 * @example
 * if (navigator.onLine) await warmFieldPages();
 */
export async function warmFieldPages(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const cache = await caches.open(FIELD_PAGES_CACHE);
  await Promise.all(
    FIELD_PATHS.map(async (path) => {
      const answer = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
      if (answer?.ok && !answer.redirected) await cache.put(path, answer);
    }),
  );
}
