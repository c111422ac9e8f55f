import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePortal } from './support/use-portal.js';

const TABLE = '.rr-data-table[aria-label="Tubular inventory"]';

describe("given the built portal with the demo data, an inventory row's certificates in Chromium", () => {
  const portal = usePortal();
  let page: Page;

  beforeEach(async () => {
    page = await portal.newPage();
  });

  it("should open ui's certificate list from the row's PDF cell, link each certificate in a new tab, and give focus back on Escape", async () => {
    await portal.signIn(page, 'customer@rigready.test', { landing: /\/(home|dp|admin)/ });
    // Only the item and its certificate button, so the button is in view without scrolling sideways.
    const saved = await page.request.post(`${portal.baseUrl}/inventory`, {
      form: { intent: 'saveColumns', columns: JSON.stringify(['Item_No', 'action']) },
      headers: { Origin: portal.baseUrl },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(`${portal.baseUrl}/inventory`);
    const table = page.locator(TABLE).filter({ visible: true });
    await table.waitFor();
    const pdf = table.locator('button.rr-data-table__pdf-button:not([disabled])').first();
    const dialog = page.getByRole('dialog', { name: /^Certificates of / });
    // A click before hydration does nothing: click until the dialog opens.
    await vi.waitFor(
      async () => {
        if (!(await dialog.isVisible())) await pdf.click({ timeout: 2000 });
        expect(await dialog.isVisible()).toBe(true);
      },
      { timeout: 30_000, interval: 500 },
    );
    expect(await page.getByRole('button', { name: /^PDF certificates of / }).count()).toBe(0);
    const links = dialog.getByRole('link', { name: 'Open' });
    // The first row with certificates is item 500DP.01, which has five in the demo data set's items.json.
    expect(await page.getByRole('dialog', { name: /^Certificates of 500DP\.01\b/ }).count()).toBe(1);
    expect(await links.count()).toBe(5);
    expect(await links.first().getAttribute('target')).toBe('_blank');
    expect(await links.first().getAttribute('rel')).toBe('noopener');
    expect(await links.first().getAttribute('href')).toBeTruthy();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => pdf.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
