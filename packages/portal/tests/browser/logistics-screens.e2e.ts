import { readFile } from 'node:fs/promises';
import { calendarDay, daysBetween, positionColourByAge } from '@rigready/core';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, screenshotScreen, signInThroughForm } from '../screens/browser-screens.js';
import { launchChromium } from './support/chromium.js';
import { type RunningPortal, startPortal } from './support/portal-server.js';

const CUSTOMER = 'customer@rigready.test';
const ADMIN = 'admin@rigready.test';
const GUEST = 'guest@rigready.test';

/** A 'DD.MM.YYYY' date of a position's label as an ISO date. */
function isoOf(shown: string): string {
  const [day, month, year] = shown.split('.');
  return `${year}-${month}-${day}`;
}

describe('given the built portal with the demo data, the shipping, received, pre-invoice and rack screens', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
  });

  async function signIn(email = CUSTOMER) {
    await signInThroughForm(page, portal.baseUrl, email);
    await page.waitForURL(/\/(home|dp|admin)/);
  }

  async function choosePipeType(pipeType: 'BHA' | 'Tubular') {
    const answer = await page.request.post(`${portal.baseUrl}/pipe-type`, {
      form: { pipeType },
      headers: { Origin: portal.baseUrl },
    });
    expect(answer.ok()).toBe(true);
  }

  async function tableRows(path: string, label: string): Promise<number> {
    await page.goto(`${portal.baseUrl}${path}`);
    const table = page.locator(`.rr-data-table[aria-label="${label}"]`);
    await table.locator('tbody tr').first().waitFor();
    return table.locator('tbody tr').count();
  }

  it('should open each list with rows as the demo customer, tubular and BHA', async () => {
    await signIn();
    for (const [path, label] of [
      ['/delivery', 'Shipping'],
      ['/received', 'Received'],
      ['/preinvoice', 'Pre Invoice'],
    ] as const) {
      expect([path, (await tableRows(path, label)) > 0]).toEqual([path, true]);
      await screenshotScreen(page, path.slice(1));
    }
    await choosePipeType('BHA');
    expect(await tableRows('/delivery', 'Shipping BHA')).toBeGreaterThan(0);
    expect(await tableRows('/preinvoice', 'Pre Invoice BHA')).toBeGreaterThan(0);
    await choosePipeType('Tubular');
  });

  it('should open the documents menu of a delivery line', async () => {
    await signIn();
    await tableRows('/delivery', 'Shipping');
    // The Documents column is the last one: the grid draws it only once scrolled into view.
    await page.locator('.rr-data-table[aria-label="Shipping"] .rr-data-table__scroll').evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await page.locator('.rr-data-table[aria-label="Shipping"] .rr-data-table__pdf-button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Delivery ticket/);
    expect(await dialog.getByRole('button').count()).toBeGreaterThan(1);
  });

  it('should zip exactly the selected BHA pre-invoices', async () => {
    await signIn();
    await choosePipeType('BHA');
    await tableRows('/preinvoice', 'Pre Invoice BHA');
    const table = page.locator('.rr-data-table[aria-label="Pre Invoice BHA"]');
    await table.getByRole('checkbox', { name: 'Select row 1' }).check();
    await table.getByRole('checkbox', { name: 'Select row 2' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Selected (2)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pre_invoices.zip');
    const entries = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
    const names = Object.keys(entries);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(new TextDecoder().decode(entries[name]?.slice(0, 5))).toBe('%PDF-');
    }
    await choosePipeType('Tubular');
  });

  it("should colour a sample of rack positions by core's rule for the joints' inspection dates", async () => {
    await signIn();
    await page.goto(`${portal.baseUrl}/racklocation`);
    const positions = page.locator('.rr-rack-location-view__panel [data-colour]');
    await positions.first().waitFor();
    await screenshotScreen(page, 'racklocation');
    const sample = await positions.evaluateAll((buttons) =>
      buttons.slice(0, 40).map((button) => ({
        colour: button.getAttribute('data-colour'),
        label: button.getAttribute('aria-label'),
      })),
    );
    const today = calendarDay(new Date(), 'Europe/Oslo');
    let checked = 0;
    for (const { colour, label } of sample) {
      const shown = /inspected (\d\d\.\d\d\.\d{4})/.exec(label ?? '')?.[1];
      if (!shown) continue;
      const days = daysBetween(isoOf(shown), today);
      expect([label, colour]).toEqual([label, positionColourByAge(days, 'rack-view')]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('should draw the BHA racks and, for the admin, one rack per page', async () => {
    await signIn();
    await page.goto(`${portal.baseUrl}/bhainventory`);
    await page.locator('.rr-bha-grid').first().waitFor();
    await screenshotScreen(page, 'bhainventory');
    await page.goto(`${portal.baseUrl}/inventory`);
    await page.locator('.rr-data-table').first().waitFor();
    await page.locator('.rr-data-table tbody tr').first().waitFor();
    await screenshotScreen(page, 'inventory');
    await context.clearCookies();
    await signIn(ADMIN);
    await page.goto(`${portal.baseUrl}/racks`);
    expect(await page.locator('.rr-rack-browser__status').textContent()).toMatch(/^Rack 1 of \d+$/);
    await screenshotScreen(page, 'racks');
  });

  it('should keep the guest out of every one of these screens', async () => {
    const signedIn = await context.request.post(`${portal.baseUrl}/login`, {
      form: { intent: 'sign-in', username: GUEST, password: DEMO_PASSWORD },
      headers: { Origin: portal.baseUrl },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    for (const screen of ['/delivery', '/received', '/preinvoice', '/racklocation', '/bhainventory']) {
      const answer = await context.request.get(`${portal.baseUrl}${screen}`, { maxRedirects: 0 });
      expect(answer.status(), screen).toBe(403);
    }
    const racks = await context.request.get(`${portal.baseUrl}/racks`, { maxRedirects: 0 });
    expect(racks.status()).toBe(302);
    const zip = await context.request.post(`${portal.baseUrl}/preinvoice/zip`, {
      form: { intent: 'zip', selected: '["1"]' },
      headers: { Origin: portal.baseUrl },
      maxRedirects: 0,
    });
    expect(zip.status()).toBe(403);
  });
});
