// The portal's service worker, bundled by scripts/build-service-worker.ts into build/client/sw.js with the
// client build's files listed in place of self.__WB_MANIFEST. It keeps two things: the client build's
// scripts, styles, fonts and icons (precached at install), and the last answer of each field screen and of
// its loader data (network first). Everything else goes to the network as if there were no worker.
//
// A new version waits until every window of the portal is closed (no skipWaiting, no clients.claim): a count
// half done keeps the scripts it started with, and the new version applies on the next start.

import type { WorkboxPlugin } from 'workbox-core/types.js';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { FIELD_PAGES_CACHE, fieldPathOfDataRequest, isFieldPath } from '../shared/field-pages.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A slow network at the rack falls back to the kept answer after this long.
const NETWORK_TIMEOUT_SECONDS = 3;

// Only a page or data the server answered 200 itself is kept: not a redirect to /login, an error or a
// not-found page.
const keepOnlyPlainAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.type === 'basic' && !response.redirected ? response : null,
};

// A field page is kept once whatever its query (`/scan?serial=NW-0001` is the page of /scan).
const pageWithoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The first worker of a browser takes the open pages at once: there is no older version a page could be
// half way through a task with, and the page that installed it (the first visit) then works offline
// without a reload. A later version waits for the next start, as above.
let firstInstall = false;
self.addEventListener('install', () => {
  firstInstall = self.registration.active === null;
});
self.addEventListener('activate', (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim());
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isFieldPath(url.pathname),
  new NetworkFirst({
    cacheName: FIELD_PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepOnlyPlainAnswers, pageWithoutQuery],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.mode !== 'navigate' &&
    url.origin === self.location.origin &&
    fieldPathOfDataRequest(url.pathname) !== null,
  new NetworkFirst({
    cacheName: FIELD_PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepOnlyPlainAnswers],
  }),
);

// The sign-in page shown means nobody is signed in here (signed out, or the session ended): no kept field
// page may be served any more.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && url.pathname === '/login',
  async ({ request }) => {
    const response = await fetch(request);
    if (response.status === 200) await caches.delete(FIELD_PAGES_CACHE);
    return response;
  },
);
