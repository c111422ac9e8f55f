import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrated } from '../screens/browser-screens.js';
import { readChooser, readTableHeaders } from './support/data-table-reading.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
// Haltenvik Energy ASA has the features rangeColumn and stringNumberLabel 'Asset Number' and the default
// site Kristiansund Yard; Lars sees all three assets, Nina only Haltenvik Sentinel, with highlightRange3.
const LARS = 'lars.moen@haltenvik.test';
const NINA = 'nina.holmen@haltenvik.test';
const INVENTORY = 'Tubular inventory';
// #ffe082, the Range 3 highlight, as the browser reports a background colour.
const RANGE_3_BACKGROUND = 'rgb(255, 224, 130)';

describe("given the built portal with the demo data, the spec's per-customer and per-screen promises", () => {
  const portal = usePortal();
  let page: Page;

  beforeEach(async () => {
    // Wide enough that the grid draws every column: it draws only the columns in view.
    page = await portal.newPage({ viewport: { width: 3200, height: 900 }, acceptDownloads: true });
  });

  async function signIn(email: string) {
    await portal.signIn(page, email, { landing: /\/(home|dp|admin)/ });
  }

  function table(label = INVENTORY) {
    return page.locator(`.rr-data-table[aria-label="${label}"]`).filter({ visible: true });
  }

  async function openInventory(email: string) {
    await signIn(email);
    await page.goto(`${portal.baseUrl}/inventory`);
    await table().locator('tbody tr').first().waitFor();
    await hydrated(page, `.rr-data-table[aria-label="${INVENTORY}"]`);
  }

  /** Opens a column's filter menu; the grid draws the header (and its trigger) anew while it settles. */
  async function openFilter(header: string) {
    await vi.waitFor(
      async () => {
        await scrollToColumn(header);
        await page.getByRole('button', { name: `Filter ${header}` }).click({ timeout: 2_000 });
        await page.getByRole('menuitemcheckbox').first().waitFor({ timeout: 2_000 });
      },
      { timeout: 30_000, interval: 500 },
    );
  }

  /** Scrolls the grid across until it draws the column with this header (it draws only those in view). */
  async function scrollToColumn(header: string): Promise<boolean> {
    return table()
      .locator('.rr-data-table__scroll')
      .evaluate(async (scroll, wanted) => {
        for (let left = 0; ; left += scroll.clientWidth / 2) {
          scroll.scrollLeft = left;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const texts = [...scroll.querySelectorAll('thead th .rr-data-table__header-text')];
          if (texts.some((text) => text.textContent?.trim() === wanted)) return true;
          if (left >= scroll.scrollWidth - scroll.clientWidth) return false;
        }
      }, header);
  }

  /** Shows columns the inventory leaves to Edit headers by default, ticking each there. */
  async function showColumns(names: readonly string[]) {
    await table().getByRole('button', { name: 'Edit headers' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit headers' }).filter({ visible: true });
    for (const name of names) await panel.getByRole('checkbox', { name, exact: true }).check();
    await page.keyboard.press('Escape');
  }

  /** What the inventory shows of the customer-specific promises, read off the screen. */
  async function customerSpecifics() {
    // Range and the string number wait in Edit headers: shown from there wherever the customer has them.
    const waiting = await readChooser(page, INVENTORY);
    await showColumns(
      waiting.filter((header) => ['Range', 'String Number', 'Asset Number'].includes(header)),
    );
    const { columns } = await readTableHeaders(page, INVENTORY);
    // Scrolled to the Range column (when there is one), the grid draws it beside the pinned Item No.
    const rangeShown = await scrollToColumn('Range');
    const rangeFilter = rangeShown ? await page.getByRole('button', { name: 'Filter Range' }).count() : 0;
    const highlighted = await table()
      .locator('tbody [data-colored]')
      .evaluateAll((chips) =>
        chips.map((chip) => [chip.textContent?.trim() ?? '', getComputedStyle(chip).backgroundColor]),
      );
    return {
      site: await page.getByRole('combobox', { name: 'Site' }).inputValue(),
      rows: await table().getAttribute('data-row-count'),
      range: columns.includes('Range'),
      stringNumber: columns.filter((header) => header === 'String Number' || header === 'Asset Number'),
      rangeFilter,
      highlighted,
    };
  }

  it("should zip every BHA order confirmation after 'select all' and 'Download Selected'", async () => {
    await signIn(CUSTOMER);
    const chosen = await page.request.post(`${portal.baseUrl}/pipe-type`, {
      form: { pipeType: 'BHA' },
      headers: { Origin: portal.baseUrl },
    });
    expect(chosen.ok()).toBe(true);
    await page.goto(`${portal.baseUrl}/orderconfirm`);
    const orders = table('BHA orders');
    await orders.locator('tbody tr').first().waitFor();
    await orders.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    // The demo customer's 17 BHA orders (bha_orders.json), all on the first page of 100.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Selected (17)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('order_confirmations.zip');
    const entries = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
    const names = Object.keys(entries);
    expect(names).toHaveLength(17);
    expect(names.map((name) => new TextDecoder().decode(entries[name]?.slice(0, 5)))).toEqual(
      Array<string>(17).fill('%PDF-'),
    );
  });

  it('should show a customer without the features no Range, String Number, no highlight and its own default site', async () => {
    await openInventory(CUSTOMER);
    // Skarvheim's joints at Dusavik Yard (its default site) are of 43 item and asset pairs (serials.ndjson).
    expect(await customerSpecifics()).toEqual({
      site: 'Dusavik Yard',
      rows: '43',
      range: false,
      stringNumber: ['String Number'],
      rangeFilter: 0,
      highlighted: [],
    });
  });

  it("should show Haltenvik's users the Range column and filter, 'Asset Number' and their default site", async () => {
    await openInventory(LARS);
    // Haltenvik's joints at Kristiansund Yard: 7 items on each of its 3 assets, 21 rows; no highlight for Lars.
    expect(await customerSpecifics()).toEqual({
      site: 'Kristiansund Yard',
      rows: '21',
      range: true,
      stringNumber: ['Asset Number'],
      rangeFilter: 1,
      highlighted: [],
    });
    // Range 3 is 963OCTG.05 alone (items.json), on each of the 3 assets.
    await openFilter('Range');
    await page.getByRole('menuitemcheckbox', { name: /^3/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => table().getAttribute('data-row-count')).toBe('3');
  });

  it('should highlight the Range 3 row for the Haltenvik user with highlightRange3', async () => {
    await openInventory(NINA);
    // Haltenvik Sentinel's 7 items at Kristiansund Yard; only 963OCTG.05 is Range 3: its Item No and Range.
    expect(await customerSpecifics()).toEqual({
      site: 'Kristiansund Yard',
      rows: '7',
      range: true,
      stringNumber: ['Asset Number'],
      rangeFilter: 1,
      highlighted: [
        ['963OCTG.05', RANGE_3_BACKGROUND],
        ['3', RANGE_3_BACKGROUND],
      ],
    });
  });

  it('should reorder columns by dragging, reset the filters, and ask before leaving with unsaved columns', async () => {
    await openInventory(CUSTOMER);
    // Equipment waits in Edit headers. Drill Pipe is 12 of the 43 item and asset pairs at Dusavik Yard
    // (items.json, serials.ndjson).
    await showColumns(['Equipment']);
    await openFilter('Equipment');
    await page.getByRole('menuitemcheckbox', { name: /^Drill Pipe/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => table().getAttribute('data-row-count')).toBe('12');
    await page.getByRole('button', { name: 'Edit headers' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit headers' });
    await panel.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(() => table().getAttribute('data-row-count')).toBe('43');

    const item = (name: string) =>
      panel
        .locator('li.rr-data-table__settings-item')
        .filter({ has: page.getByRole('checkbox', { name, exact: true }) });
    // The HTML drag events of a drag of Equipment onto Asset, as the browser sends them.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await item('Equipment').dispatchEvent('dragstart', { dataTransfer });
    await item('Asset').dispatchEvent('dragover', { dataTransfer });
    await item('Asset').dispatchEvent('drop', { dataTransfer });
    await item('Equipment').dispatchEvent('dragend', { dataTransfer });
    expect((await readTableHeaders(page, INVENTORY)).columns.slice(0, 4)).toEqual([
      'Item No',
      'Equipment',
      'Asset',
      'Site',
    ]);
    expect(await panel.getByRole('button', { name: 'Save settings' }).count()).toBe(1);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'rigready home' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Unsaved column settings' });
    await ask.waitFor();
    expect(await ask.getByRole('button').allTextContents()).toEqual(["don't save", 'Save settings']);
    expect(new URL(page.url()).pathname).toBe('/inventory');
    await ask.getByRole('button', { name: "don't save" }).click();
    await page.waitForURL(/\/home$/);
    await page.goto(`${portal.baseUrl}/inventory`);
    expect((await readTableHeaders(page, INVENTORY)).columns.slice(0, 4)).toEqual([
      'Item No',
      'Asset',
      'Site',
      'Rig Ready',
    ]);
  });

  it('should drill from a Shipped count to its delivery tickets, their documents menu and joints, and ExcelTally.csv', async () => {
    await openInventory(CUSTOMER);
    await page.getByRole('searchbox', { name: `Search ${INVENTORY}` }).fill('550DP.03');
    // 550DP.03 of Ormhaug Field at Dusavik Yard: 3 joints shipped, all on ticket 20121 (serials.ndjson).
    const found = table()
      .locator('tbody tr')
      .filter({ hasText: 'Ormhaug Field' })
      .filter({ hasText: 'Dusavik Yard' });
    const rowIndex = await found.getAttribute('aria-rowindex');
    await scrollToColumn('Shipped');
    // Scrolled across, the grid no longer draws the Asset and Site cells: find the row again by its index.
    const row = table().locator(`tbody tr[aria-rowindex="${rowIndex}"]`);
    await row.getByRole('button', { name: '3 Shipped', exact: true }).click();
    const tickets = page.getByRole('dialog', { name: 'Shipped · 550DP.03' });
    // The 8 tickets that shipped 550DP.03 of the customer (deliveries.json), each with its documents menu.
    await tickets.getByRole('button', { name: '20121', exact: true }).waitFor();
    expect(await tickets.locator('tbody tr').count()).toBe(8);
    const ticketRow = tickets.locator('tbody tr').filter({ hasText: '20121' });
    await ticketRow.getByRole('button', { name: 'PDF documents of delivery ticket 20121' }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Delivery ticket (PDF)',
      'Attachment (PDF)',
      'Delivery ticket (Excel)',
      'Wire sling certificate',
    ]);
    await page.keyboard.press('Escape');
    await tickets.getByRole('button', { name: '20121', exact: true }).click();
    const joints = page.getByRole('dialog', { name: 'Delivery ticket 20121' });
    await joints.locator('tbody tr').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      joints.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ExcelTally.csv');
    const text = await readFile((await download.path()) as string, 'utf8');
    // serials.ndjson: the three joints of ticket 20121 (site Dusavik Yard, no rack once shipped), inspected
    // 2026-05-20, shipped 2026-08-04. tallies.ndjson: their one inspection left walls of 84.8, 82 and 91.9 %,
    // all at least 80 %: Premium by body. The tool joint against class_limits.json's row for 550DP.03
    // (items.json: 5 1/2 FH, Tube_OD 5.5, Weight 21.9; the row 5 1/2 FH / 5 1/2 / 21.9): box OD 6.966,
    // 7.173 and 7.11 all at least the 6.96 Premium minimum; pin tong space 8.6, 8.44 and 7.42 all at least
    // 7.031; box tong space 13.36, 9 and 14.02 against 9.031: SKV101859's 9 is under it, so SKV101859 is
    // Reject and the other two Premium.
    expect(text.trimEnd().split('\r\n')).toEqual([
      'sep=,',
      '"Serial Number","Rack","Position","Site","Item No","Location","Class","Length","Inspected","Asset","DT No","Shipped"',
      '"SKV101858","","","Dusavik Yard","550DP.03","Shipped","Premium","8.93","20.05.2026","Ormhaug Field","20121","04.08.2026"',
      '"SKV101859","","","Dusavik Yard","550DP.03","Shipped","Reject","8.96","20.05.2026","Ormhaug Field","20121","04.08.2026"',
      '"SKV101860","","","Dusavik Yard","550DP.03","Shipped","Premium","9.45","20.05.2026","Ormhaug Field","20121","04.08.2026"',
    ]);
  });
});
