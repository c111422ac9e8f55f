import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePortal } from './support/use-portal.js';

// Notes whether a table drawn as rows ever enters the page, from the parser's first node on.
function noteRowTables() {
  const seen = { rows: false };
  Object.assign(window, { rowTablesSeen: seen });
  new MutationObserver(() => {
    if (document.querySelector('.rr-data-table[data-layout="table"]')) seen.rows = true;
  }).observe(document, { childList: true, subtree: true });
}

describe('given the built portal with the demo data, and a phone that says so (Sec-CH-UA-Mobile: ?1)', () => {
  const portal = usePortal();
  let page: Page;

  beforeAll(async () => {
    page = await portal.signedInPage('customer@rigready.test', {
      landing: /\/home/,
      context: { viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?1' } },
    });
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

  it("should ask for /inventory's stylesheets, which hold back the first paint, before any of its scripts", async () => {
    const asked: string[] = [];
    const note = (request: { resourceType(): string; url(): string }) => {
      const type = request.resourceType();
      if (type === 'stylesheet' || type === 'script')
        asked.push(`${type} ${new URL(request.url()).pathname}`);
    };
    // Off the previous page first: its own late requests (menus loaded when idle) are not this page's.
    await page.goto('about:blank');
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    page.on('request', note);
    await page.goto(`${portal.baseUrl}/inventory`, { waitUntil: 'load' });
    page.off('request', note);
    await devtools.detach();
    const stylesheets = asked.filter((entry) => entry.startsWith('stylesheet'));
    expect(stylesheets.length).toBeGreaterThanOrEqual(2);
    expect(stylesheets.every((entry) => entry.endsWith('.css'))).toBe(true);
    expect(asked.slice(0, stylesheets.length)).toEqual(stylesheets);
    expect(asked.length).toBeGreaterThan(stylesheets.length);
  });
});
