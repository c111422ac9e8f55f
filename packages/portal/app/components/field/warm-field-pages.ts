import { FIELD_PAGES_CACHE, FIELD_PATHS } from '../../shared/field-pages.js';

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
      else await answer?.arrayBuffer();
    }),
  );
}
