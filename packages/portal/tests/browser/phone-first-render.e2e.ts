import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm } from '../screens/browser-screens.js';
import { launchChromium } from './support/chromium.js';
import { type RunningPortal, startPortal } from './support/portal-server.js';

// Notes whether a table drawn as rows ever enters the page, from the parser's first node on.
function noteRowTables() {
  const seen = { rows: false };
  Object.assign(window, { rowTablesSeen: seen });
  new MutationObserver(() => {
    if (document.querySelector('.rr-data-table[data-layout="table"]')) seen.rows = true;
  }).observe(document, { childList: true, subtree: true });
}

describe('given the built portal with the demo data, and a phone that says so (Sec-CH-UA-Mobile: ?1)', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?1' },
    });
    page = await context.newPage();
    await signInThroughForm(page, portal.baseUrl, 'customer@rigready.test');
    await page.waitForURL(/\/home/);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('should draw /inventory as cards from the server on, never as rows it then replaces', async () => {
    await page.addInitScript(noteRowTables);
    await page.goto(`${portal.baseUrl}/inventory`);
    const cards = page.locator('.rr-data-table[aria-label="Tubular inventory"][data-layout="cards"] li');
    await cards.first().waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { rowTablesSeen: { rows: boolean } }).rowTablesSeen,
    );
    expect(seen.rows).toBe(false);
  });
});
