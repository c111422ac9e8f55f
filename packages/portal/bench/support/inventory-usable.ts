import type { Page } from 'playwright-core';
import { launchChromium } from '../../tests/browser/support/chromium.js';

const TABLE = '.rr-data-table[aria-label="Tubular inventory"]';

/**
 * Types `query` into the table's search box as soon as the server's rows show, and waits until the rows
 * shown all hold it: the table searches for text typed before the page hydrated once it has.
 */
async function searchUntilAnswered(page: Page, query: string): Promise<void> {
  await page.locator(`${TABLE} input[type="search"]`).first().fill(query);
  await page
    .waitForFunction(
      ({ table, text }) => {
        const shown = [...document.querySelectorAll(`${table} tbody tr`)];
        return shown.length > 0 && shown.every((row) => row.textContent?.includes(text));
      },
      { table: TABLE, text: query },
      { timeout: 120_000 },
    )
    .catch(() => {
      throw new Error(`the inventory's search did not answer '${query}' within 2 minutes`);
    });
}

/** /inventory in Chromium on a desktop viewport: the server's first byte, and until search answers. */
export interface InventoryUsable {
  firstByte: number[];
  usable: number[];
}

/**
 * Opens /inventory `runs` times (after one unmeasured visit) as `email` on a 1280 × 800 viewport and
 * times the first byte (navigation timing) and until the table is usable: rows shown and the search box,
 * given the first row's first cell, has filtered them.
 *
 * @example
 * const { usable } = await timeInventoryUsable(baseUrl, 'customer@rigready.test', 'rigready-demo', 5);
 */
export async function timeInventoryUsable(
  baseUrl: string,
  email: string,
  password: string,
  runs: number,
): Promise<InventoryUsable> {
  const browser = await launchChromium();
  const firstByte: number[] = [];
  const usable: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const signedIn = await context.request.post(`${baseUrl}/login`, {
      form: { intent: 'sign-in', username: email, password },
      headers: { Origin: baseUrl },
      maxRedirects: 0,
    });
    if (signedIn.status() !== 302) throw new Error(`sign-in answered ${signedIn.status()}`);
    for (let run = 0; run <= runs; run += 1) {
      const page = await context.newPage();
      const begin = performance.now();
      await page.goto(`${baseUrl}/inventory`, { waitUntil: 'commit' });
      const rows = page.locator(`${TABLE} tbody tr`);
      await rows.first().waitFor({ timeout: 120_000 });
      const first = (await rows.first().locator('td').first().textContent())?.trim() ?? '';
      await searchUntilAnswered(page, first);
      const took = performance.now() - begin;
      const navigation = await page.evaluate(() => {
        const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return entry ? entry.responseStart - entry.startTime : Number.NaN;
      });
      await page.close();
      if (run === 0) continue;
      firstByte.push(navigation);
      usable.push(took);
    }
  } finally {
    await browser.close();
  }
  return { firstByte, usable };
}
