import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const TABLE = '.rr-data-table[aria-label="Tubular inventory"]';

/** A downloaded label sheet: its bytes, its page count and the text of its first page. */
async function sheetOf(download: Download) {
  const bytes = await readFile((await download.path()) as string);
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const content = await (await pdf.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
  return { bytes, pages: pdf.numPages, text };
}

describe('given the built portal with the demo data, printing joint labels in Chromium', () => {
  const portal = usePortal();
  let page: Page;

  beforeEach(async () => {
    page = await portal.signedInPage(CUSTOMER, {
      landing: /\/(home|dp|admin)/,
      context: { acceptDownloads: true },
    });
  });

  it('should print labels of two joints ticked in a drill-down on the chosen sheet', async () => {
    await page.goto(`${portal.baseUrl}/inventory`);
    const table = page.locator(TABLE).filter({ visible: true });
    await table.waitFor();
    await page.getByRole('searchbox', { name: 'Search Tubular inventory' }).fill('663LS.09');
    const row = table
      .locator('tbody tr')
      .filter({ hasText: '663LS.09' })
      .filter({ hasText: 'Skarvheim Pioneer' })
      .filter({ hasText: 'Dusavik Yard' });
    await row.getByRole('button', { name: '18 Rig Ready', exact: true }).click();
    const list = page.getByRole('dialog');
    await list.locator('tbody tr').first().waitFor();
    const rows = list.locator('tbody tr');
    const serials = [
      (await rows.nth(0).locator('td').nth(1).textContent()) ?? '',
      (await rows.nth(2).locator('td').nth(1).textContent()) ?? '',
    ];
    expect(serials.every((serial) => serial.length > 0)).toBe(true);
    await list.getByRole('checkbox', { name: `Select ${serials[0]}` }).check();
    await list.getByRole('checkbox', { name: `Select ${serials[1]}` }).check();
    await list.getByRole('button', { name: 'Print labels (2)' }).click();

    const chooser = page.getByRole('dialog', { name: 'Print labels · 2 joints' });
    await chooser.getByRole('radio', { name: /Avery 5160/ }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chooser.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('labels 5160.pdf');
    const sheet = await sheetOf(download);
    expect(sheet.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sheet.bytes.length).toBeGreaterThan(1000);
    expect(sheet.pages).toBe(1);
    expect(sheet.text).toContain(serials[0]);
    expect(sheet.text).toContain(serials[1]);
    await chooser.waitFor({ state: 'detached' });
  });

  it('should print the labels of the open rack of the rack location view', async () => {
    await page.goto(`${portal.baseUrl}/racklocation`);
    const open = page.getByRole('tab', { selected: true });
    await open.waitFor();
    const rack = ((await open.locator('span').first().textContent()) ?? '').trim();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: `Print labels for rack ${rack}` }).click();
        await page
          .getByRole('dialog', { name: /^Print labels · Rack / })
          .getByRole('button', { name: 'Download PDF' })
          .click();
      })(),
    ]);
    const sheet = await sheetOf(download);
    expect(sheet.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sheet.pages).toBeGreaterThanOrEqual(1);
    expect(download.suggestedFilename()).toMatch(new RegExp(` ${rack} L7163\\.pdf$`));
  });
});
