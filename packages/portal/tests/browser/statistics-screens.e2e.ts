// Drives the statistics screens of the built portal started on the hand-made data set
// (tests/fixtures/statistics) and checks that they show exactly the figures worked out by hand in
// tests/screens/statistics-screens.test.ts, that every chart has its text alternative and that axe finds
// no violation on any screen.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { axeViolations } from './support/axe-violations.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'stat@rigready.test';
const ADMIN = 'statadmin@rigready.test';

/** The rows of a chart's data table (its text alternative), as cell texts. */
async function chartRows(page: Page, title: string): Promise<string[][]> {
  const table = page
    .locator('figure.rr-chart')
    .filter({ has: page.locator('.rr-chart__title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('table')
    .first();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The distinct fill colours of a chart's bars, as the browser computes them, sorted. */
async function barColours(page: Page, title: string): Promise<string[]> {
  const figure = page
    .locator('figure.rr-chart')
    .filter({ has: page.locator('.rr-chart__title', { hasText: new RegExp(`^${title}$`) }) })
    .first();
  await figure.locator('svg[role="img"] rect').first().waitFor();
  const fills = await figure
    .locator('svg[role="img"] rect')
    .evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill));
  return [...new Set(fills)].sort();
}

/** The body rows of a chart's captioned table or of a DataTable named `caption`. */
async function tableRows(page: Page, caption: string | RegExp): Promise<string[][]> {
  const captioned = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
  return captioned
    .or(page.getByRole('grid', { name: caption }))
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The /statistics page's charts, in page order: the lead-time charts, then the equipment panel's. */
const STATISTICS_CHARTS = [
  'Lead time by year',
  'Lead time by scope',
  'Lead time distribution',
  'IPC status',
  'Remaining wall',
  'Tube',
  'Tool joint',
  'Tong space',
  'Box OD',
  'Machining',
  'Hardbanding',
];

async function everyChartHasTextAlternative(page: Page, titles: readonly string[]): Promise<void> {
  // ParentSize measures the plot after a debounced resize observation, so the SVG follows the table.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('figure.rr-chart:not([data-empty])')].every(
      (figure) => figure.querySelector('svg[role="img"]') !== null,
    ),
  );
  const charts = await page.locator('figure.rr-chart').evaluateAll((figures) =>
    figures.map((figure) => ({
      title: figure.querySelector('.rr-chart__title')?.textContent ?? '',
      named: figure.querySelector('svg[role="img"] title') !== null || figure.hasAttribute('data-empty'),
      table: figure.querySelector('table') !== null || figure.hasAttribute('data-empty'),
    })),
  );
  expect(charts.map((chart) => chart.title)).toEqual(titles);
  for (const chart of charts) expect(chart, chart.title).toMatchObject({ named: true, table: true });
}

describe('given the built portal on the hand-made statistics data set, in Chromium', () => {
  const portal = usePortal({
    env: { PORTAL_DEMO_DATA: 'off', PORTAL_ADMIN_SECOND_FACTOR: 'off' },
    dataSet: 'statistics',
  });
  let page: Page;

  beforeEach(async () => {
    page = await portal.newPage();
  });

  it('should show the lead time and the DP dashboard with the hand-computed figures', async () => {
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
    await page.goto(`${portal.baseUrl}/statistics`);
    await hydrated(page, 'form.rr-statistics-form');
    expect(await chartRows(page, 'Lead time by year')).toEqual([
      ['2024', '5', '5', '13'],
      ['2025', '2', '10', '8'],
    ]);
    expect(await chartRows(page, 'Lead time by scope')).toEqual([
      ['Rig Return', '4', '10', '16'],
      ['Inspection', '3', '6', '5'],
    ]);
    await page.getByRole('link', { name: '2024: 5 orders' }).click();
    await page.waitForURL(/leadTime=year%3A2024/);
    await page.locator('caption', { hasText: /^Orders behind year 2024/ }).waitFor();
    const orders = await tableRows(page, /^Orders behind year 2024/);
    expect(orders.map((row) => [row[0], row[4]]).sort()).toEqual([
      ['S101', '5'],
      ['S102', '3'],
      ['S107', '2'],
      ['S109', '8'],
      ['S111', '50'],
    ]);

    const go = page.getByRole('button', { name: 'GO' });
    expect(await go.isDisabled()).toBe(true);
    await page.getByLabel('Item number').selectOption('127DP.55');
    // The open range shows empty, typed as the portal writes dates (not the browser's mm/dd/yyyy).
    const from = page.getByRole('textbox', { name: 'From' });
    const to = page.getByRole('textbox', { name: 'To', exact: true });
    expect([await from.inputValue(), await from.getAttribute('placeholder')]).toEqual(['', 'dd.mm.yyyy']);
    expect([await to.inputValue(), await to.getAttribute('placeholder')]).toEqual(['', 'dd.mm.yyyy']);
    await go.click();
    await page.waitForURL(/item=127DP.55/);
    const figures = page.locator('.rr-statistics-panel__figures');
    await figures.waitFor();
    expect(await figures.locator('div').evaluateAll((rows) => rows.map((row) => row.textContent))).toEqual([
      'Quantity inspected6',
      'Min. tong space pin7.5 in',
      'Min. tong space box10 in',
      'Min. box OD6.5 in',
      'Min. wall78 %',
    ]);
    expect(await chartRows(page, 'IPC status')).toEqual([
      ['1', '1'],
      ['2', '3'],
      ['3', '1'],
      ['4', '0'],
      ['5', '1'],
    ]);
    // Columns Recut, SRF, OK, Reject. Total over 12 ends: 3/12, 1/12, 8/12, 4/12; Pin and Box of 6 each.
    expect(await chartRows(page, 'Machining')).toEqual([
      ['Total', '25', '8.3', '66.7', '33.3'],
      ['Pin', '16.7', '16.7', '66.7', '33.3'],
      ['Box', '33.3', '0', '66.7', '33.3'],
    ]);
    // Columns Hardbanded, OK, Rejected: SUM_HB 2/5, OK 3/5, REJ 1/5; only the box is hardbanded.
    expect(await chartRows(page, 'Hardbanding')).toEqual([
      ['Total', '40', '60', '20'],
      ['Box', '40', '60', '20'],
    ]);
    expect(await tableRows(page, /^Orders$/)).toEqual([
      ['S103', '127DP.55', '22.01.2025', '1', '0', '2', '0', '1'],
      ['S102', '127DP.55', '11.06.2024', '2', '0', '0', '0', '0'],
      ['S101', '127DP.55', '06.03.2024', '3', '1', '1', '1', '1'],
    ]);
    await everyChartHasTextAlternative(page, STATISTICS_CHARTS);
    expect(await axeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'statistics');

    await page.goto(`${portal.baseUrl}/statistics?item=171DC.08`);
    await page.locator('.rr-statistics__dashboard[data-equipment="DC"]').waitFor();
    await page.getByRole('heading', { name: 'Drill Collar' }).waitFor();
    expect(await figures.locator('div').evaluateAll((rows) => rows.map((row) => row.textContent))).toEqual([
      'Quantity inspected4',
      'Min. tong space pin8.5 in',
      'Min. tong space box11.5 in',
      'Min. box OD7.5 in',
      'Min. wall86 %',
    ]);
    // Pin of 3 ends (DC-104 has no pin result): 1/3, 0, 2/3, 1/3; Box of 4: 2/4, 1/4, 1/4, 3/4;
    // Total of 7: SUM 3/7 = 42.9, SRF 1/7 = 14.3, OK+RF 3/7 = 42.9, SUM+SRF 4/7 = 57.1.
    expect(await chartRows(page, 'Machining')).toEqual([
      ['Total', '42.9', '14.3', '42.9', '57.1'],
      ['Pin', '33.3', '0', '66.7', '33.3'],
      ['Box', '50', '25', '25', '75'],
    ]);
    // SUM_HB 2/3 = 66.7, OK 1/3 = 33.3, REJ 1/3 = 33.3.
    expect(await chartRows(page, 'Hardbanding')).toEqual([
      ['Total', '66.7', '33.3', '33.3'],
      ['Box', '66.7', '33.3', '33.3'],
    ]);
    expect(await tableRows(page, /^Orders$/)).toEqual([
      ['S112', '171DC.08', '09.08.2024', '4', '1', '3', '1', '2'],
    ]);
    await everyChartHasTextAlternative(page, STATISTICS_CHARTS);
    expect(await axeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'statistics-drill-collar');

    await page.goto(`${portal.baseUrl}/statistics?item=`);
    await snackbarShows(page, 'Please select an item number');
    await page.goto(`${portal.baseUrl}/statistics?item=127DP.55&from=2023-01-01&to=2023-12-31`);
    await page.getByText('No orders found for selected item').waitFor();
  });

  it('should show an order of the inspection history and reload its charts for another order', async () => {
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
    await page.goto(`${portal.baseUrl}/insptest?order=S102`);
    await hydrated(page, 'form.rr-statistics-form');
    // Wall 93 -> 90-95% (code 2), 88 -> 85-90% (code 3).
    expect((await chartRows(page, 'Wall status, order S102')).map((row) => row[1])).toEqual([
      '0',
      '1',
      '1',
      '0',
      '0',
    ]);
    expect((await chartRows(page, 'IPC status, order S102')).map((row) => row[1])).toEqual([
      '0',
      '1',
      '1',
      '0',
      '0',
    ]);
    expect(await tableRows(page, 'Changes from previous inspection')).toEqual([
      ['SD-001', 'S101', '-0.25', '-0.25', '-0.125', '-3'],
      ['SD-004', 'First inspection', '—', '—', '—', '—'],
    ]);
    await everyChartHasTextAlternative(page, ['IPC status, order S102', 'Wall status, order S102']);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Order No').fill('S103');
    await page.waitForURL(/order=S103/);
    await page.getByRole('heading', { name: 'Order S103 · 127DP.55' }).waitFor();
    expect(await tableRows(page, 'Changes from previous inspection')).toEqual([
      ['SD-001', 'S102', '-0.25', '-0.25', '-0.125', '-3'],
    ]);
    await portal.screenshot(page, 'inspection-history');

    await page.goto(`${portal.baseUrl}/inspection-stats`);
    await page.getByRole('heading', { name: 'Order S103 · 127DP.55' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'inspection-stats');
  });

  it('should offer the newest inspected orders to pick from without typing, on a phone too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
    await page.goto(`${portal.baseUrl}/insptest`);
    await hydrated(page, 'form.rr-statistics-form');
    const recent = page.getByRole('navigation', { name: 'Recent inspected orders' });
    // The fixture's three inspected orders of 127DP.55, newest return first (its own loader test lists them).
    expect(await recent.getByRole('link').allTextContents()).toEqual(['S103', 'S102', 'S101']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await recent.getByRole('link', { name: 'S102' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/order=S102/);
    await page.getByRole('heading', { name: 'Order S102 · 127DP.55' }).waitFor();
    expect(await recent.getByRole('link', { name: 'S102' }).getAttribute('aria-current')).toBe('page');
  });

  it('should show the item statistics to an admin and fetch one order when its order number is pressed', async () => {
    await portal.signIn(page, ADMIN, { landing: '**/admin' });
    await page.goto(`${portal.baseUrl}/item-statistics?item=127DP.55&go=1`);
    await page.getByRole('heading', { name: '127DP.55: 6 joints inspected on 3 orders' }).waitFor();
    expect(await chartRows(page, 'Pipe status')).toEqual([
      ['Accepted', '5'],
      ['Scrap', '1'],
    ]);
    expect(await chartRows(page, 'Machining')).toEqual([
      ['Total', '25', '8.3', '66.7', '33.3'],
      ['Pin', '16.7', '16.7', '66.7', '33.3'],
      ['Box', '33.3', '0', '66.7', '33.3'],
    ]);
    expect(await chartRows(page, 'Hardbanding')).toEqual([
      ['Total', '40', '60', '20'],
      ['Box', '40', '60', '20'],
    ]);
    // The spec's series colours: Total #2b1d0e, Pin #70675d, Box #aab1b7, as the browser computes them.
    expect(await barColours(page, 'Machining')).toEqual([
      'rgb(112, 103, 93)',
      'rgb(170, 177, 183)',
      'rgb(43, 29, 14)',
    ]);
    expect(await barColours(page, 'Hardbanding')).toEqual(['rgb(170, 177, 183)', 'rgb(43, 29, 14)']);
    expect(await tableRows(page, /^Orders \(choose one/)).toEqual([
      ['S103', '22.01.2025', '2', '0'],
      ['S102', '11.06.2024', '0', '0'],
      ['S101', '06.03.2024', '1', '1'],
    ]);
    await everyChartHasTextAlternative(page, [
      // The spec: a histogram, a pipe status pie chart, tool joint and tube charts, then the panels.
      'Remaining wall histogram',
      'Pipe status',
      'Tool joint',
      'Tube',
      'Machining',
      'Hardbanding',
      'IPC status',
      'Remaining wall',
      'Tube',
      'Tool joint',
      'Tong space',
      'Box OD',
      'Machining',
      'Hardbanding',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'item-statistics');
    await hydrated(page, 'form.rr-statistics-form');
    await page
      .getByRole('grid', { name: /^Orders \(choose one/ })
      .getByRole('button', { name: 'S101' })
      .click();
    await page.waitForURL(/orders=S101/);
    await page.getByRole('heading', { name: '127DP.55: 3 joints inspected on 1 order' }).waitFor();

    await page.goto(`${portal.baseUrl}/item-statistics?item=127DP.55&start=2023-01-01&end=2023-12-31&go=1`);
    await snackbarShows(page, 'No orders for item(s): 127DP.55 for period 01.01.2023 - 31.12.2023');
    // The statistics snackbar is red and stays 3 seconds (spec part 2 §8): still there after 2.5 s, gone by 3.6 s.
    const snackbar = page.locator('.rr-snackbar', { hasText: 'No orders for item(s)' });
    const shownAt = Date.now();
    expect(await snackbar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(211, 47, 47)',
    );
    await page.waitForTimeout(2_500 - (Date.now() - shownAt));
    expect(await snackbar.count()).toBe(1);
    await snackbar.waitFor({ state: 'detached', timeout: 3_600 - (Date.now() - shownAt) });
  });
});
