import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const ADMIN = 'admin@rigready.test';
const GUEST = 'guest@rigready.test';

// The demo data set is "as of" 2026-11-20; the portal's clock is fixed to that day so that the rack
// figures below stay what they were worked out to be.
const DEMO_NOW = '2026-11-20T12:00:00+01:00';

// Joints of rack A1 (Dusavik Yard), the demo customer's first rack, at DEMO_NOW; days counted by hand
// back from 20.11.2026 (20 days of November, 31 of October, 30 of September, ...), colours by the rack
// view's rule (spec part 1 §4: green under 17 days, yellow to under 62, red after) and the design tokens.
const RACK_A1_SAMPLE = [
  // 03.04.2026: 27 days left of April, then May to October (31 + 30 + 31 + 31 + 30 + 31) and 20: 231.
  ['Position 1: SKV100002, item 550DP.03, inspected 03.04.2026 (231 days ago)', 'red', 'rgb(244, 67, 54)'],
  ['Position 14: SKV100015, item 800DC.05, not inspected', 'unknown', 'rgb(158, 158, 158)'],
  // 09.10.2026: 22 days left of October and 20: 42.
  [
    'Position 17: SKV100134, item 950DC.06, inspected 09.10.2026 (42 days ago)',
    'yellow',
    'rgb(255, 235, 59)',
  ],
  // 02.09.2025: a year (365) to 02.09.2026, then 28 + 31 + 20 = 79: 444.
  ['Position 39: SKV100163, item 550DP.03, inspected 02.09.2025 (444 days ago)', 'red', 'rgb(244, 67, 54)'],
  // 14.10.2026: 17 days left of October and 20: 37.
  [
    'Position 52: SKV100217, item 550DP.03, inspected 14.10.2026 (37 days ago)',
    'yellow',
    'rgb(255, 235, 59)',
  ],
  // 22.10.2026: 9 days left of October and 20: 29.
  [
    'Position 152: SKV102711, item 550DP.03, inspected 22.10.2026 (29 days ago)',
    'yellow',
    'rgb(255, 235, 59)',
  ],
] as const;

describe('given the built portal with the demo data, the shipping, received, pre-invoice and rack screens', () => {
  const portal = usePortal({ env: { PORTAL_NOW: DEMO_NOW } });
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    page = await portal.newPage({ acceptDownloads: true });
    context = page.context();
  });

  async function signIn(email = CUSTOMER) {
    await portal.signIn(page, email, { landing: /\/(home|dp|admin)/ });
  }

  async function choosePipeType(pipeType: 'BHA' | 'Tubular') {
    const answer = await page.request.post(`${portal.baseUrl}/pipe-type`, {
      form: { pipeType },
      headers: { Origin: portal.baseUrl },
    });
    expect(answer.ok()).toBe(true);
  }

  /** Opens a list and returns its table, its first row drawn. */
  async function openList(path: string, label: string) {
    await page.goto(`${portal.baseUrl}${path}`);
    const table = page.locator(`.rr-data-table[aria-label="${label}"]`);
    await table.locator('tbody tr').first().waitFor();
    return table;
  }

  /** Opens a list and waits until its pager counts `lines` rows in all (it shows 100 a page). */
  async function expectListedRows(path: string, label: string, lines: number) {
    const range = (await openList(path, label)).locator('.rr-data-table__range');
    await expect.poll(() => range.textContent(), { message: path }).toMatch(new RegExp(` of ${lines}$`));
  }

  it("should list every line of the demo customer's own rows, tubular and BHA", async () => {
    await signIn();
    // The demo customer (Skarvheim Drilling AS, every asset) owns, in the generated demo data set, 52 of
    // deliveries.json's 250 lines, 231 of received.json's 1,270, 57 of preinvoices.json's 296, 8 of
    // bha_deliveries.json's 26 and 2 of bha_preinvoices.json's 12 (counted per Customer with Python).
    for (const [path, label, lines] of [
      ['/delivery', 'Shipping', 52],
      ['/received', 'Received', 231],
      ['/preinvoice', 'Pre Invoice', 57],
    ] as const) {
      await expectListedRows(path, label, lines);
      await portal.screenshot(page, path.slice(1));
    }
    await choosePipeType('BHA');
    await expectListedRows('/delivery', 'Shipping BHA', 8);
    await expectListedRows('/preinvoice', 'Pre Invoice BHA', 2);
    await choosePipeType('Tubular');
  });

  it('should open the documents menu of a delivery line', async () => {
    await signIn();
    await openList('/delivery', 'Shipping');
    const dialog = page.getByRole('dialog');
    // The Documents column sits beside Rig, in view at 1280 px without scrolling. The table fits its column
    // widths after the first paint and draws the row again, so press again until the menu opens.
    await vi.waitFor(
      async () => {
        await page
          .locator('.rr-data-table[aria-label="Shipping"] .rr-data-table__pdf-button')
          .first()
          .click();
        await dialog.waitFor({ timeout: 2_000 });
      },
      { timeout: 30_000, interval: 500 },
    );
    expect(await dialog.textContent()).toMatch(/Delivery ticket/);
    expect(await dialog.getByRole('button').count()).toBeGreaterThan(1);
  });

  it('should zip exactly the selected BHA pre-invoices', async () => {
    await signIn();
    await choosePipeType('BHA');
    await openList('/preinvoice', 'Pre Invoice BHA');
    const table = page.locator('.rr-data-table[aria-label="Pre Invoice BHA"]');
    await table.getByRole('checkbox', { name: 'Select row 1' }).check();
    await table.getByRole('checkbox', { name: 'Select row 2' }).check();
    const zipRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/preinvoice/zip')) zipRequests.push(request.resourceType());
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Selected (2)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pre_invoices.zip');
    // A form the browser submits and downloads itself, not a script fetch into a blob.
    expect(zipRequests).toEqual(['document']);
    expect(new URL(download.url()).pathname).toBe('/preinvoice/zip');
    const entries = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
    const names = Object.keys(entries);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(new TextDecoder().decode(entries[name]?.slice(0, 5))).toBe('%PDF-');
    }
    await choosePipeType('Tubular');
  });

  it('should label and colour a sample of rack A1 positions with the hand-worked days since inspection', async () => {
    await signIn();
    await page.goto(`${portal.baseUrl}/racklocation`);
    const panel = page.locator('.rr-rack-location-view__panel');
    await panel.locator('[data-colour]').first().waitFor();
    await portal.screenshot(page, 'racklocation');
    const readShown = async () => {
      const shown = [];
      for (const [label] of RACK_A1_SAMPLE) {
        // Found by its position and serial number ("Position 1: SKV100002,"), then read whole.
        const position = panel.locator(
          `.rr-rack-position[aria-label^="${label.slice(0, label.indexOf(',') + 1)}"]`,
        );
        shown.push([
          await position.getAttribute('aria-label'),
          await position.getAttribute('data-colour'),
          await position.evaluate((button) => getComputedStyle(button).backgroundColor),
        ]);
      }
      return shown;
    };
    // Read again until hydration has settled: a position read while React replaces it has no style yet.
    await expect.poll(readShown, { timeout: 10_000 }).toEqual(RACK_A1_SAMPLE.map((row) => [...row]));
  });

  it("should fetch another rack's joints when its tab opens, and name it in the address", async () => {
    await signIn();
    await page.goto(`${portal.baseUrl}/racklocation`);
    const panel = page.locator('.rr-rack-location-view__panel');
    await panel.locator('[data-colour]').first().waitFor();
    await page.getByRole('tab', { name: /^A2/ }).click();
    await page.waitForURL(/\/racklocation\?rack=A2&site=Dusavik\+Yard$/);
    // The demo's A2 holds 160 of the demo customer's joints; the first is SKV102535 at position 166.
    await expect.poll(() => panel.getByRole('grid').getAttribute('aria-label')).toBe('Rack A2');
    expect(await panel.locator('.rr-rack-position[aria-label*=", item "]').count()).toBe(160);
    expect(await panel.locator('.rr-rack-position').first().getAttribute('aria-label')).toMatch(
      /^Position 166: SKV102535, item 500DP\.02, /,
    );
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('A2Dusavik Yard160 joints');
  });

  it('should draw the BHA racks and, for the admin, one rack per page', async () => {
    await signIn();
    await page.goto(`${portal.baseUrl}/bhainventory`);
    await page.locator('.rr-bha-grid').first().waitFor();
    await portal.screenshot(page, 'bhainventory');
    await page.goto(`${portal.baseUrl}/inventory`);
    await page.locator('.rr-data-table').first().waitFor();
    await page.locator('.rr-data-table tbody tr').first().waitFor();
    await portal.screenshot(page, 'inventory');
    await context.clearCookies();
    await signIn(ADMIN);
    await page.goto(`${portal.baseUrl}/racks`);
    expect(await page.locator('.rr-rack-browser__status').textContent()).toMatch(/^Rack 1 of \d+$/);
    await portal.screenshot(page, 'racks');
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
