import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parsePdf } from '../documents/support/document-fixtures.js';
import { snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const GUEST = 'guest@rigready.test';
// An office account of Nordkapp Borelag, the demo customer that publishes its serial history (slug nordkapp).
const NORDKAPP = 'hanne.eide@nordkapp-borelag.test';

const SCREENS = [
  ['ongoingorders', 'Ongoing Orders'],
  ['completedorders', 'Completed Orders'],
  ['orderconfirm', 'Order Confirmation'],
  ['dp', 'Drill Pipe'],
  ['hw', 'Heavy Weight'],
  ['dc', 'Drill Collar'],
  ['octg', 'OCTG'],
  ['chiksan', 'Chiksan'],
  ['dashboard', 'Dashboard'],
  ['tcp', 'TCP Guns'],
  ['inspectionBHA', 'BHA inspection'],
  ['NCR', 'Non Conformance'],
  ['certificates', 'Certificates'],
  ['data-download?q=dp', 'Data download'],
] as const;

describe('given the built portal with the demo data, the order and report screens in Chromium', () => {
  const portal = usePortal();

  function signedIn(email: string): Promise<Page> {
    return portal.signedInPage(email, { landing: /\/(home|dp|asset)/, context: { acceptDownloads: true } });
  }

  const rowCount = async (page: Page, label: string) =>
    Number(await page.locator(`.rr-data-table[aria-label="${label}"]`).getAttribute('data-row-count'));

  /** Nordkapp's reports of one BHA serial in the imported demo data set's bha_reports.json. */
  async function reportsOf(serial: string): Promise<number> {
    const reports = JSON.parse(await readFile(join(portal.dataDir, 'demo', 'bha_reports.json'), 'utf8')) as {
      Customer: string;
      Serial_No: string;
    }[];
    return reports.filter((row) => row.Customer === 'Nordkapp Borelag AS' && row.Serial_No === serial).length;
  }

  async function open(page: Page, path: string) {
    const response = await page.goto(`${portal.baseUrl}/${path}`);
    await page
      .waitForFunction(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      )
      .catch(async (error: Error) => {
        throw new Error(
          `${path} did not hydrate (${response?.status()} ${page.url()}): ${error.message}\n${(await page.content()).slice(-1500)}`,
        );
      });
    return response;
  }

  // The document columns sit at the right end of a horizontally virtualized table.
  async function scrollRight(page: Page) {
    await page
      .locator('.rr-data-table__scroll')
      .first()
      .evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
    await page.waitForTimeout(300);
  }

  it('should open every screen for the demo customer under its title, and save its screenshots', async () => {
    const page = await signedIn(CUSTOMER);
    for (const [path, title] of SCREENS) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').first().textContent()).toContain(title);
      await portal.screenshot(page, path.replace(/\?.*$/, '').toLowerCase());
    }
  }, 300_000);

  it("should split the demo customer's 231 order lines into 59 ongoing and 172 completed, as the order confirmation filter does", async () => {
    const page = await signedIn(CUSTOMER);
    await open(page, 'ongoingorders');
    const ongoing = await rowCount(page, 'Ongoing Orders');
    await open(page, 'completedorders');
    const completed = await rowCount(page, 'Completed Orders');
    await open(page, 'orderconfirm');
    const all = await rowCount(page, 'Tubular orders');
    // orders.json of the demo data set (seed 1): Skarvheim Drilling AS has 231 order lines, 172 of them
    // Completed Yes and 59 No.
    expect([ongoing, completed, all]).toEqual([59, 172, 231]);
    await page.getByLabel('Show').selectOption('completed');
    await page.waitForFunction(
      (count) => document.querySelector('.rr-data-table')?.getAttribute('data-row-count') === String(count),
      completed,
    );
    await page.reload();
    await page.waitForFunction(
      (count) => document.querySelector('.rr-data-table')?.getAttribute('data-row-count') === String(count),
      completed,
    );
    expect(await page.getByLabel('Show').inputValue()).toBe('completed');
    await page.getByLabel('Show').selectOption('both');
  }, 120_000);

  // Core's client opens a document link in a new tab: the answer of the signed download route is checked.
  async function documentOpens(page: Page, press: () => Promise<void>) {
    const [answer] = await Promise.all([
      page.context().waitForEvent('response', (response) => response.url().includes('/api/documents/')),
      press(),
    ]);
    await Promise.all(
      page
        .context()
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    return { status: answer.status(), type: answer.headers()['content-type'] ?? '' };
  }

  it('should download each document type: order, report and NCR PDFs, tally Excel, BHA zip and the data file', async () => {
    const page = await signedIn(CUSTOMER);
    const firstButton = (css: string) => page.locator(css).first();
    const cases: [string, string, RegExp][] = [
      ['orderconfirm', '.rr-data-table__pdf-button', /pdf/],
      ['dp', '.rr-data-table__pdf-button', /pdf/],
      ['dp', '.rr-data-table__action-button', /sheet|excel|octet/],
      ['NCR', '.rr-data-table__pdf-button', /pdf/],
      ['chiksan', '.rr-data-table__pdf-button', /pdf/],
      ['inspectionBHA', '.rr-data-table__pdf-button', /pdf/],
    ];
    for (const [path, css, type] of cases) {
      await open(page, path);
      await scrollRight(page);
      const { status, type: got } = await documentOpens(page, () => firstButton(css).click());
      expect(status, `${path} ${css}`).toBe(200);
      expect(got, `${path} ${css}`).toMatch(type);
    }
    await open(page, 'inspectionBHA');
    await page.locator('.rr-data-table__checkbox').nth(1).check();
    const zipFetches: string[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (request.url().includes('/api/getPDFmultipleBHA') && (type === 'fetch' || type === 'xhr'))
        zipFetches.push(type);
    });
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download Selected/ }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('rigready_bha_reports.zip');
    // The browser's own download of the API's URL (streamed to disk), not a script fetch saved as a blob: URL.
    expect(new URL(zip.url()).pathname).toBe('/api/getPDFmultipleBHA');
    expect(zipFetches).toEqual([]);
    const [json] = await Promise.all([page.waitForEvent('download'), open(page, 'data-download?q=hw')]);
    expect(json.suggestedFilename()).toBe('hw_oimr.json');
    await snackbarShows(page, 'Successfully downloaded data');
    await open(page, 'certificates');
    await page.getByRole('button', { name: 'ISO 9001 | ISO 14001' }).click();
    await page.getByRole('dialog', { name: 'ISO 9001 | ISO 14001' }).waitFor();
  }, 240_000);

  it('should open the guest its routes (dp, NCR) and refuse it the order screens', async () => {
    const page = await signedIn(GUEST);
    expect((await open(page, 'dp'))?.status()).toBe(200);
    expect((await open(page, 'NCR'))?.status()).toBe(200);
    // The spec: with an allowed-route list, a route name not in the list is blocked.
    const refused = await page.goto(`${portal.baseUrl}/ongoingorders`);
    expect([refused?.status(), new URL(page.url()).pathname]).toEqual([403, '/ongoingorders']);
    expect(await page.locator('h1').textContent()).toBe('Not allowed');
  }, 120_000);

  it("should look up a serial anonymously for a publishing customer, and nothing for one that doesn't publish", async () => {
    const nordkapp = await signedIn(NORDKAPP);
    await open(nordkapp, 'inspectionBHA');
    const serial =
      (await nordkapp.locator('.rr-data-table [role="gridcell"]').nth(2).textContent())?.trim() ?? '';
    expect(serial).toMatch(/^NKB-/);
    const page = await portal.newPage({ acceptDownloads: true });
    await open(page, `keystone?customer=Nordkapp%20Borelag%20AS&serialnr=${serial}`);
    await page.locator('.rr-chip').first().waitFor();
    expect(await rowCount(page, 'Serial history')).toBe(await reportsOf(serial));
    await portal.screenshot(page, 'keystone');
    // The anonymous visitor opens the first row's PDF: that report's own file, through its public link.
    const firstRow = page.locator('.rr-data-table tbody tr[aria-rowindex="2"]');
    // The table fits its column widths after the first paint and draws the row's cells again.
    const rowCells = async () =>
      (await firstRow.locator('[role="gridcell"]').allTextContents()).map((text) => text.trim());
    await expect.poll(rowCells).toContain(serial);
    const cells = await rowCells();
    await scrollRight(page);
    // Chromium reports the download of the tab the button opens on the page that opened it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      firstRow.locator('.rr-data-table__pdf-button').click(),
    ]);
    const link = new URL(download.url());
    expect(link.pathname).toMatch(/^\/keystone\/report\//);
    const claims = JSON.parse(
      Buffer.from(link.pathname.split('/').pop()?.split('.')[0] ?? '', 'base64url').toString('utf8'),
    ) as { r: string; s: string };
    expect(download.suggestedFilename()).toBe(`BHA report ${claims.r}.pdf`);
    const pdf = await parsePdf(await readFile(await download.path()));
    const text = pdf.text.join('\n');
    expect(claims.s).toBe(serial);
    // What the row and its PDF must say comes from the report's row in the imported demo data set.
    const reports = JSON.parse(await readFile(join(portal.dataDir, 'demo', 'bha_reports.json'), 'utf8')) as {
      Customer: string;
      Report_ID: string;
      Serial_No: string;
      Result: string;
    }[];
    const report = reports.find(
      (row) => row.Customer === 'Nordkapp Borelag AS' && row.Report_ID === claims.r,
    );
    expect(report?.Serial_No).toBe(serial);
    expect(cells).toEqual(expect.arrayContaining([serial, report?.Result]));
    for (const shown of [`inspection report ${claims.r}`, `Serial: ${serial}`, `Result: ${report?.Result}`])
      expect(text).toContain(shown);
    await open(page, `nordkapp?serialnr=${serial}`);
    expect(await page.locator('h1').textContent()).toContain('Nordkapp Borelag AS');
    expect(await rowCount(page, 'Serial history')).toBe(await reportsOf(serial));
    await open(page, `keystone?customer=Skarvheim%20Drilling%20AS&serialnr=${serial}`);
    expect(await rowCount(page, 'Serial history')).toBe(0);
    expect(await page.getByRole('status').first().textContent()).toContain('No public serial history');
  }, 120_000);
});
