import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrated } from '../screens/browser-screens.js';
import { launchChromiumProfile } from './support/chromium.js';
import { usePortal } from './support/use-portal.js';

/** Waits until the page's service worker has activated and controls the page, and answers its script. */
function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname;
  });
}

/** Opens a field page and waits for its heading. */
async function openFieldPage(page: Page, url: string) {
  const answer = await page.goto(url);
  await page.getByRole('heading', { level: 1, name: FIELD_PAGE_HEADING }).waitFor();
  return answer;
}

/** The paths (with their query) the field pages' cache holds. */
function fieldCacheUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('rigready-field-pages');
    return (await cache.keys()).map(({ url }) => `${new URL(url).pathname}${new URL(url).search}`).sort();
  });
}

// The field page the test opens offline, and its heading.
const FIELD_PAGE = '/scan';
const FIELD_PAGE_HEADING = 'Scan a label';

/** Creates the field app's IndexedDB database, as the scan screens do (run in the page). */
function openFieldDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('rigready-field');
    opening.onsuccess = () => {
      opening.result.close();
      resolve();
    };
    opening.onerror = () => reject(opening.error);
  });
}

describe('given the built portal with the demo data, in Chromium', () => {
  const portal = usePortal();

  it('should answer the web app manifest as application/manifest+json with the app it describes', async () => {
    const response = await fetch(`${portal.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({
      name: 'rigready',
      short_name: 'rigready',
      start_url: '/scan',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b4f8a',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    const worker = await fetch(`${portal.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  describe('in a browser profile of its own (an incognito context is never installable)', () => {
    let profileDir: string;
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      profileDir = await mkdtemp(join(tmpdir(), 'rigready-profile-'));
      context = await launchChromiumProfile(profileDir);
      page = context.pages()[0] ?? (await context.newPage());
      await portal.signIn(page, 'customer@rigready.test');
    });

    afterEach(async () => {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    });

    it('should be installable, open a field page and its data offline from its cache, and nothing else', async () => {
      await openFieldPage(page, `${portal.baseUrl}${FIELD_PAGE}`);
      // The first visit installs the worker, which takes the page that installed it.
      expect(await activeWorker(page)).toBe('/sw.js');
      const cdp = await context.newCDPSession(page);
      expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

      await openFieldPage(page, `${portal.baseUrl}${FIELD_PAGE}?from=home`);
      expect(
        await page.evaluate((path) => fetch(`${path}.data`).then((answer) => answer.status), FIELD_PAGE),
      ).toBe(200);
      // Each page once, without its query (the screen itself puts the other two in); the loader data too.
      await expect
        .poll(() => fieldCacheUrls(page))
        .toEqual(['/scan', '/scan.data', '/scan/delivery', '/scan/rack']);

      await context.setOffline(true);
      const offline = await openFieldPage(page, `${portal.baseUrl}${FIELD_PAGE}`);
      expect(offline?.status()).toBe(200);
      expect(offline?.fromServiceWorker()).toBe(true);
      expect(
        await page.evaluate((path) => fetch(`${path}.data`).then((answer) => answer.status), FIELD_PAGE),
      ).toBe(200);
      expect(
        await page.evaluate(() =>
          fetch('/orders.data').then(
            (answer) => answer.status,
            () => 'failed',
          ),
        ),
      ).toBe('failed');
      const other = await page.goto(`${portal.baseUrl}/orders`).then(
        () => 'opened',
        (error: Error) => error.message.split('\n')[0],
      );
      expect(other).toBe(`page.goto: net::ERR_INTERNET_DISCONNECTED at ${portal.baseUrl}/orders`);
    });

    it('should leave no cache, no IndexedDB and no service worker behind after signing out', async () => {
      await openFieldPage(page, `${portal.baseUrl}${FIELD_PAGE}`);
      await activeWorker(page);
      await openFieldPage(page, `${portal.baseUrl}${FIELD_PAGE}`);
      await expect.poll(() => fieldCacheUrls(page)).toEqual(['/scan', '/scan/delivery', '/scan/rack']);
      await expect.poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.length))).toBe(1);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
      await hydrated(page, 'form.rr-sign-in');
      expect(await page.evaluate(() => caches.keys())).toEqual([]);
      expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
      ).toBe(0);

      // Someone else's leftovers on this profile are gone once the next person has signed in: the sign-in
      // keeps the site's storage, and the first page the new user opens deletes what is not theirs.
      await page.evaluate(openFieldDatabase);
      await page.evaluate(() => caches.open('rigready-field-pages'));
      await portal.signIn(page, 'customer@rigready.test');
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
      await expect.poll(() => page.evaluate(() => indexedDB.databases())).toEqual([]);
    });

    it('should drop the kept field pages once the session has ended and the sign-in page shows', async () => {
      await openFieldPage(page, `${portal.baseUrl}${FIELD_PAGE}`);
      await activeWorker(page);
      await expect.poll(() => fieldCacheUrls(page)).toEqual(['/scan', '/scan/delivery', '/scan/rack']);

      await context.clearCookies();
      await page.goto(`${portal.baseUrl}${FIELD_PAGE}`);
      await page.waitForURL('**/login');
      expect(await fieldCacheUrls(page)).toEqual([]);
    });
  });
});
