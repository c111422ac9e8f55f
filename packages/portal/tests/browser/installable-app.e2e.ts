import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrated } from '../screens/browser-screens.js';
import { launchChromiumProfile } from './support/chromium.js';
import { usePortal } from './support/use-portal.js';

/**
 * Waits until the page's service worker has activated, and answers its script and whether it controls the
 * page (it does not control the page that registered it: it claims no open page).
 */
function activeWorker(page: Page): Promise<{ script: string; controlled: boolean }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    return {
      script: new URL(worker?.scriptURL ?? '').pathname,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** The paths (with their query) the field pages' cache holds. */
function fieldCacheUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('rigready-field-pages');
    return (await cache.keys()).map(({ url }) => `${new URL(url).pathname}${new URL(url).search}`);
  });
}

// The field page the test opens offline.
const FIELD_PAGE = '/scan';

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
      await page.goto(`${portal.baseUrl}${FIELD_PAGE}`);
      await hydrated(page, '.rr-navbar');
      // The first visit installs the worker; it controls the pages loaded after it.
      expect(await activeWorker(page)).toEqual({ script: '/sw.js', controlled: false });
      const cdp = await context.newCDPSession(page);
      expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

      await page.goto(`${portal.baseUrl}${FIELD_PAGE}?from=home`);
      await hydrated(page, '.rr-navbar');
      expect(await activeWorker(page)).toEqual({ script: '/sw.js', controlled: true });
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      expect(
        await page.evaluate((path) => fetch(`${path}.data`).then((answer) => answer.status), FIELD_PAGE),
      ).toBe(200);
      // The page is kept without its query; its loader data with it.
      expect(await fieldCacheUrls(page)).toEqual([FIELD_PAGE, `${FIELD_PAGE}.data`]);

      await context.setOffline(true);
      const offline = await page.goto(`${portal.baseUrl}${FIELD_PAGE}`);
      expect(offline?.status()).toBe(200);
      expect(offline?.fromServiceWorker()).toBe(true);
      await hydrated(page, '.rr-navbar');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
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
      await page.goto(`${portal.baseUrl}${FIELD_PAGE}`);
      await hydrated(page, '.rr-navbar');
      await activeWorker(page);
      await page.reload();
      await hydrated(page, '.rr-navbar');
      // What the field app keeps on the device, as the scan screens would.
      await page.evaluate(openFieldDatabase);
      expect((await page.evaluate(() => caches.keys())).length).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Account of customer@rigready.test' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL('**/login');
      await hydrated(page, 'form.rr-sign-in');
      expect(await page.evaluate(() => caches.keys())).toEqual([]);
      expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
      ).toBe(0);

      // Someone else's leftovers on this profile are gone once the next person has signed in.
      await page.evaluate(openFieldDatabase);
      await page.evaluate(() => caches.open('rigready-field-pages'));
      await portal.signIn(page, 'customer@rigready.test');
      expect(await page.evaluate(() => caches.keys())).toEqual([]);
      expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);
    });

    it('should drop the kept field pages once the session has ended and the sign-in page shows', async () => {
      await page.goto(`${portal.baseUrl}${FIELD_PAGE}`);
      await hydrated(page, '.rr-navbar');
      await activeWorker(page);
      await page.reload();
      await hydrated(page, '.rr-navbar');
      expect(await fieldCacheUrls(page)).toEqual([FIELD_PAGE]);

      await context.clearCookies();
      await page.goto(`${portal.baseUrl}${FIELD_PAGE}`);
      await page.waitForURL('**/login');
      expect(await fieldCacheUrls(page)).toEqual([]);
    });
  });
});
