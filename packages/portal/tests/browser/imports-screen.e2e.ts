// Signs in as the demo admin on a portal started afresh, whose first start imported the demo data set as a
// recorded run, and follows that run from the Admin page to the Imports screen and on to its own page, at a
// desktop and a phone width, with nothing for axe to find on either page.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated } from '../screens/browser-screens.js';
import { axeViolations } from './support/axe-violations.js';
import { usePortal } from './support/use-portal.js';

const ADMIN = 'admin@rigready.test';
const WHEN = /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/;

/** A count as the list or a run’s page shows it (`15,000`) as a number. */
const figure = (text: string) => Number(text.replace(/\D/g, ''));

/** The texts of a table row's cells. */
const cellTexts = (row: Locator) =>
  row.locator('td').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));

describe('given the built portal after its first start with the demo data, the Imports screens in Chromium', () => {
  const portal = usePortal();
  let page: Page;
  /** The demo run's Rows read, Added, Changed, Unchanged, Deleted and Problems as the list shows them. */
  let listedCounts: number[] = [];

  beforeAll(async () => {
    page = await portal.signedInPage(ADMIN, { landing: '**/admin' });
  });

  it('should list the demo import as the one run, succeeded, from the first start by the portal', async () => {
    await hydrated(page, '.rr-admin__cards button');
    await page.getByRole('link', { name: 'Open imports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
    await hydrated(page, '.rr-imports .rr-data-table__action-button');
    const rows = page.getByRole('grid', { name: 'Import runs' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const [when, status, source, actor, ...counts] = await cellTexts(rows.first());
    listedCounts = counts.slice(0, 6).map(figure);
    const problems = counts[5];
    expect(when).toMatch(WHEN);
    expect([status, source, actor, problems]).toEqual(['Succeeded', 'Demo data', 'portal', '0']);
    // Counted as the portal writes counts, with a comma between thousands. The demo data set's files hold
    // 15,000 + 14,529 lines (`wc -l` of serials.ndjson and tallies.ndjson), 3,821 records in its JSON lists
    // (counted with python3, class_limits.json's 9 among them) and 3 certificate sets:
    // 15,000 + 14,529 + 3,821 + 3 = 33,353 rows read, all added on a first start.
    expect(counts.slice(0, 2)).toEqual(['33,353', '33,353']);
    expect(await page.getByRole('link', { name: 'Import keys' }).getAttribute('href')).toBe('/imports/keys');
    expect(await axeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'imports');
  });

  it("should show every column of the list at 1280 px, none past the table's right edge", async () => {
    const scroll = page.locator('.rr-imports .rr-data-table__scroll');
    // The columns are fitted to their texts after the first paint: wait for the widths to settle.
    const overhang = () =>
      scroll.evaluate((box) => {
        const right = box.getBoundingClientRect().right;
        const heads = [...box.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().right);
        return {
          columns: heads.length,
          past: heads.filter((edge) => edge > right + 0.5).length,
          sideways: box.scrollWidth - box.clientWidth,
        };
      });
    await expect.poll(overhang, { timeout: 5000 }).toEqual({ columns: 11, past: 0, sideways: 0 });
  });

  it("should open the run from its start time and show each entity's rows", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('grid', { name: 'Import runs' }).getByRole('button', { name: WHEN }).click();
    await page.getByRole('heading', { level: 1, name: /^Import \d\d\.\d\d\.\d{4} \d\d:\d\d$/ }).waitFor();
    expect(page.url()).toMatch(/\/imports\/[0-9a-f-]{36}$/);
    expect(await page.locator('.rr-imports__status .rr-chip').textContent()).toBe('Succeeded');
    const entities = page.getByRole('grid', { name: 'Entities' });
    const serials = entities.locator('tbody tr').filter({ hasText: 'serials.ndjson' });
    await serials.waitFor();
    const [entity, file, rows] = await cellTexts(serials);
    expect([entity, file]).toEqual(['serials', 'serials.ndjson']);
    // The demo data set's serials.ndjson holds 15,000 lines, one joint each (`wc -l` of the generated file).
    expect(rows).toBe('15,000');
    // The page's figures are the list's, under the same names, and the rows read add up.
    const facts = await page
      .locator('.rr-imports__facts div')
      .evaluateAll((pairs) =>
        Object.fromEntries(
          pairs.map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]),
        ),
      );
    const shown = ['Rows read', 'Added', 'Changed', 'Unchanged', 'Deleted', 'Problems'].map((name) =>
      figure(facts[name] ?? ''),
    );
    expect(shown).toEqual(listedCounts);
    const [read = 0, added = 0, changed = 0, unchanged = 0] = shown;
    expect(added + changed + unchanged).toBe(read);
    expect(await axeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'import-run');
    await page.getByRole('link', { name: 'All imports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
  });

  it('should show the run as a card on a phone, its start time opening it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${portal.baseUrl}/imports`);
    await hydrated(page, '.rr-imports .rr-data-table__action-button');
    const card = page.locator('.rr-imports .rr-data-table__card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.locator('.rr-chip').textContent()).toBe('Succeeded');
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: WHEN }).click();
    await page.getByRole('heading', { level: 1, name: /^Import / }).waitFor();
    expect(page.url()).toMatch(/\/imports\/[0-9a-f-]{36}$/);
  });

  it("should keep the admin's bar, with its pipe switch and 'Not viewing as a customer', within a phone's width", async () => {
    await page.goto(`${portal.baseUrl}/delivery`);
    await hydrated(page, '.rr-pipe-switch button');
    const link = page.getByRole('link', { name: 'Not viewing as a customer' });
    await link.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const box = await link.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
