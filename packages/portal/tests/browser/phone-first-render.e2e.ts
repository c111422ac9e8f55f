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
});
