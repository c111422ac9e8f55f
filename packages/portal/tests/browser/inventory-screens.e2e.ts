import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInThroughForm } from '../screens/browser-screens.js';
import { launchChromium } from './support/chromium.js';
import { type RunningPortal, startPortal } from './support/portal-server.js';

const CUSTOMER = 'customer@rigready.test';
const GUEST = 'guest@rigready.test';
const TABLE = '.rr-data-table[aria-label="Tubular inventory"]';

describe('given the built portal with the demo data, the inventory in Chromium', () => {
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

  async function openInventory(email = CUSTOMER) {
    await signInThroughForm(page, portal.baseUrl, email);
    await page.waitForURL(/\/(home|dp|admin)/);
    await page.goto(`${portal.baseUrl}/inventory`);
    await visibleTable().waitFor();
  }

  // While the streamed rows are revealed, the page can hold a hidden copy of the table for a moment.
  function visibleTable() {
    return page.locator(TABLE).filter({ visible: true });
  }

  async function scrollTable(left: number) {
    await visibleTable()
      .locator('.rr-data-table__scroll')
      .evaluate((element, to) => {
        element.scrollLeft = to;
      }, left);
    await page.waitForTimeout(300);
  }

  it('should list exactly as many serials as each sampled count cell shows', async () => {
    await openInventory();
    await page.locator('select').first().selectOption('All sites');
    let checked = 0;
    // The counts follow the item and its place, so they start in the first view.
    for (const [left, pick] of [
      [0, 0],
      [0, 5],
      [500, 2],
      [500, 8],
    ] as const) {
      await scrollTable(left);
      // Only cells drawn inside the viewport: the grid virtualizes the others away as it scrolls.
      const cells = visibleTable().locator('button.rr-data-table__count-button');
      const visible = await cells.evaluateAll((buttons) =>
        buttons
          .map((button, index) => ({
            index,
            label: button.getAttribute('aria-label') ?? '',
            ...button.getBoundingClientRect().toJSON(),
          }))
          .filter((entry) => entry.top > 380 && entry.top < 760 && entry.left > 0 && entry.left < 1200)
          .filter((entry) => !entry.label.endsWith(' Shipped')),
      );
      const entry = visible[pick % Math.max(visible.length, 1)];
      if (!entry) continue;
      const count = Number(entry.label.split(' ')[0]);
      await page.mouse.click(entry.left + 5, entry.top + 5);
      const dialog = page.getByRole('dialog');
      await dialog
        .locator('tbody tr')
        .nth(count - 1)
        .waitFor();
      expect(await dialog.locator('tbody tr').count(), entry.label).toBe(count);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('should send the first rows in the server HTML and hydrate them without a mismatch', async () => {
    await signInThroughForm(page, portal.baseUrl, CUSTOMER);
    await page.waitForURL(/\/(home|dp|admin)/);
    const html = await (await context.request.get(`${portal.baseUrl}/inventory`)).text();
    expect(html).toMatch(/aria-label="Tubular inventory"[\s\S]*<tr[^>]*aria-rowindex="2"/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${portal.baseUrl}/inventory`);
    await visibleTable().waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it('should export the shown rows as InventoryTally.csv in the spec format', async () => {
    await openInventory();
    const rowCount = Number(await visibleTable().getAttribute('data-row-count'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('InventoryTally.csv');
    const text = await readFile((await download.path()) as string, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('sep=,');
    expect(lines[1]?.startsWith('"Item No"')).toBe(true);
    expect(lines).toHaveLength(rowCount + 2);
    expect(lines.slice(2).every((line) => line.startsWith('"') && line.endsWith('"'))).toBe(true);
  });

  it('should keep a column width resized with the keyboard once the header settings are saved', async () => {
    await openInventory();
    const handle = visibleTable().getByRole('separator', { name: 'Resize Item No' });
    // 1 step of PageUp is 50 px; Home first makes the width known: the narrowest, 56 px.
    await handle.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    expect(await handle.getAttribute('aria-valuenow')).toBe('106');
    await page.getByRole('button', { name: 'Edit headers' }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('button', { name: 'Settings saved' }).waitFor();
    await page.goto(`${portal.baseUrl}/inventory`);
    await visibleTable().waitFor();
    expect(
      await visibleTable().getByRole('separator', { name: 'Resize Item No' }).getAttribute('aria-valuenow'),
    ).toBe('106');
  });

  it('should keep saved header settings after signing out and in again', async () => {
    await openInventory();
    await page.getByRole('button', { name: 'Edit headers' }).click();
    await page.getByRole('checkbox', { name: 'Equipment' }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('button', { name: 'Settings saved' }).waitFor();
    await page.goto(`${portal.baseUrl}/logout`);
    await context.clearCookies();
    await openInventory();
    expect(await page.locator(`${TABLE} th`, { hasText: 'Equipment' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit headers' }).click();
    await page.getByRole('button', { name: 'Reset headers' }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('button', { name: 'Settings saved' }).waitFor();
  });

  it('should close the edit-headers panel on Escape, focus back on its trigger, and on a press outside', async () => {
    await openInventory();
    const trigger = page.getByRole('button', { name: 'Edit headers' });
    const panel = page.getByRole('dialog', { name: 'Edit headers' });
    await trigger.click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    await trigger.click();
    await panel.waitFor();
    await page.mouse.click(5, 795);
    await panel.waitFor({ state: 'hidden' });
  });

  it('should open the rack named by ?showrack directly', async () => {
    await openInventory();
    await page.goto(`${portal.baseUrl}/inventory?showrack=R01`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toContain('R01');
  });

  it('should refuse the inventory to the guest', async () => {
    const signIn = await context.request.post(`${portal.baseUrl}/login`, {
      form: { intent: 'sign-in', username: GUEST, password: DEMO_PASSWORD },
      headers: { Origin: portal.baseUrl },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    for (const screen of ['/inventory', '/inventory?showrack=R01']) {
      const answer = await context.request.get(`${portal.baseUrl}${screen}`, { maxRedirects: 0 });
      expect(answer.status(), screen).toBe(403);
    }
    const drillDown = await context.request.post(`${portal.baseUrl}/inventory`, {
      form: { intent: 'cell', Item_No: '500DP.01', column: 'Rig_Ready' },
      headers: { Origin: portal.baseUrl },
      maxRedirects: 0,
    });
    expect(drillDown.status()).toBe(403);
  });
});
