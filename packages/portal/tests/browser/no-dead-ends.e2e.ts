// Signs in as the demo customer and follows every in-page link of the order, report and inventory screens
// once: none may end on "no history", an empty page, a redirect to /home, an HTTP error or an error
// snackbar. The order numbers named below are the demo data's (scripts/demo-data, default seed): 41038 and
// 41066 are completed inspections of the Machining scope, outside the item-history rule; 60079 is a
// completed BHA order with one report.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const DOCUMENT_NOT_FOUND = 'Error: The requested document was not found. Please try again later...';

const TUBULAR_SCREENS = [
  '/ongoingorders',
  '/completedorders',
  '/orderconfirm',
  '/delivery',
  '/received',
  '/preinvoice',
  '/dp',
  '/inspectionBHA',
  '/NCR',
  '/certificates',
  '/statistics',
  '/inspection-stats',
  '/insptest',
  '/inspection-view',
  '/inventory',
  '/racklocation',
  '/bhainventory',
] as const;
const BHA_SCREENS = [
  '/ongoingorders',
  '/completedorders',
  '/orderconfirm',
  '/delivery',
  '/preinvoice',
] as const;

/** Text that means the screen has nothing to show for the link that led there. */
const DEAD_TEXT = [
  'no inspection history to show',
  'No inspected orders to show',
  'No joints inspected',
  'This browser cannot show the PDF here',
  'Page not found',
];

describe('given the built portal with the demo data, every in-page link of the demo customer in Chromium', () => {
  const portal = usePortal();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    page = await portal.signedInPage(CUSTOMER, { landing: /\/(home|asset)/ });
    context = page.context();
  });

  async function hydrated() {
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await page.waitForTimeout(250);
  }

  /** Why the page now shown is a dead end for `target`, or null. */
  async function deadEnd(target: string, response: Response | null): Promise<string | null> {
    if (response && response.status() >= 400) return `HTTP ${response.status()}`;
    const shown = new URL(page.url()).pathname;
    const wanted = new URL(target, portal.baseUrl).pathname;
    if (shown !== wanted && (shown === '/home' || shown === '/login')) return `redirected to ${shown}`;
    const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const dead = DEAD_TEXT.find((text) => main.includes(text));
    if (dead) return `shows "${dead}"`;
    if (main.length < 60) return 'an empty page';
    const errors = await page.locator('.rr-snackbar__message', { hasText: /^Error/ }).allTextContents();
    return errors.length > 0 ? `error snackbar "${errors[0]}"` : null;
  }

  async function open(target: string): Promise<string | null> {
    const response = await page.goto(new URL(target, portal.baseUrl).href);
    await hydrated().catch(() => undefined);
    return deadEnd(target, response);
  }

  /** The portal pages the main area links to (documents and the page itself left out). */
  async function pageLinks(): Promise<string[]> {
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const origin = new URL(portal.baseUrl).origin;
    // A list links each of its serials to the joint's or tool's page: one of each kind per screen shows that
    // those pages answer, and following hundreds would only repeat it.
    const serialPages = new Set<string>();
    return hrefs.filter((href) => {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/') || url.href === page.url()) return false;
      const serialPage = /^\/(joints|tools)\//.exec(url.pathname)?.[1];
      if (serialPage === undefined) return true;
      if (serialPages.has(serialPage)) return false;
      serialPages.add(serialPage);
      return true;
    });
  }

  async function choosePipeType(pipeType: 'BHA' | 'Tubular') {
    const answer = await page.request.post(`${portal.baseUrl}/pipe-type`, { form: { pipeType } });
    expect(answer.ok()).toBe(true);
  }

  /** Presses each order-number button of the completed inspections on the first page, and the named ones. */
  async function followInspectionOrders(named: readonly string[]): Promise<string[]> {
    const problems: string[] = [];
    const table = () => page.locator('.rr-data-table[aria-label="Completed Inspection"]');
    const buttons = () => table().locator('.rr-data-table__action-button:not([disabled])');
    const search = async (text: string) => {
      await page.getByLabel('Search Completed Inspection').fill(text);
      await page.waitForTimeout(400);
    };
    const press = async (index: number, label: string) => {
      const [response] = await Promise.all([
        page.waitForEvent('framenavigated').then(() => null),
        buttons().nth(index).click(),
      ]);
      await hydrated().catch(() => undefined);
      const why = await deadEnd(page.url(), response);
      if (why) problems.push(`Completed Inspection order ${label} → ${page.url()}: ${why}`);
    };
    await open('/completedorders');
    const count = await buttons().count();
    // The table draws five rows of completed inspections in its first view at 1280 × 800 px.
    expect(count, 'order-number buttons of the completed inspections').toBe(5);
    for (let index = 0; index < count; index += 1) {
      await open('/completedorders');
      const label = (await buttons().nth(index).textContent()) ?? '';
      await press(index, label);
    }
    for (const orderNo of named) {
      await open('/completedorders');
      await search(orderNo);
      const offered = buttons().filter({ hasText: new RegExp(`^${orderNo}$`) });
      expect(await offered.count(), `order ${orderNo} offered on the completed inspections`).toBe(1);
      await Promise.all([page.waitForEvent('framenavigated'), offered.first().click()]);
      await hydrated().catch(() => undefined);
      const why = await deadEnd(page.url(), null);
      if (why) problems.push(`Completed Inspection order ${orderNo} → ${page.url()}: ${why}`);
    }
    return problems;
  }

  it('should find no dead end behind any link of the order, report and inventory screens', async () => {
    const problems: string[] = [];
    const followed = new Set<string>();
    const follow = async (screens: readonly string[], pipeType: 'Tubular' | 'BHA') => {
      await choosePipeType(pipeType);
      for (const screen of screens) {
        const why = await open(screen);
        if (why) problems.push(`${pipeType} ${screen}: ${why}`);
        for (const link of await pageLinks()) {
          if (followed.has(`${pipeType} ${link}`)) continue;
          followed.add(`${pipeType} ${link}`);
          const linkWhy = await open(link);
          if (linkWhy) problems.push(`${pipeType} ${screen} → ${link}: ${linkWhy}`);
          await open(screen);
        }
      }
    };
    await follow(TUBULAR_SCREENS, 'Tubular');
    await follow(BHA_SCREENS, 'BHA');
    await choosePipeType('Tubular');
    console.info(
      `no-dead-ends: ${TUBULAR_SCREENS.length + BHA_SCREENS.length} screens, ${followed.size} links`,
    );
    expect(problems).toEqual([]);
    // The 22 screens link 44 distinct pages on the demo data set: 20, the tubular inventory's four class
    // counts (/inventory?class=premium, class-2, reject, none), two of the inspection history's six
    // newest orders (/insptest?order=...) that no screen before it links, the pages of the demo
    // customer's 16 NCRs (/NCR/<number>: the first customer of scripts/demo-data/qhse.ts has 16), the
    // request form of the joints a drill-down ticks (/requests/new?...), and the decision form of the NCR
    // that awaits the customer's disposition (/NCR/<number>#decide: the demo persona may approve).
    expect(followed.size).toBe(44);
  }, 600_000);

  it('should open an inspection view from every order number it offers, tubular and BHA', async () => {
    await choosePipeType('Tubular');
    const tubular = await followInspectionOrders(['41038', '41066']);
    await choosePipeType('BHA');
    const bha = await followInspectionOrders(['60079']);
    await choosePipeType('Tubular');
    expect([...tubular, ...bha]).toEqual([]);
  }, 300_000);

  it("should open the inspection view of order 41038's drill pipe with its joints", async () => {
    expect(await open('/inspection-view/41038')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/inspection-view/41038');
    const main = (await page.locator('main').textContent()) ?? '';
    // 41038 is one line of item 500DP.01 with six inspected joints (its tallies in the demo data).
    expect(main).toContain('500DP.01');
    expect(await page.locator('.rr-inspection-view__serial-count').first().textContent()).toBe('6 joints');
    await portal.screenshot(page, 'inspection-view');
  }, 60_000);

  it("should open order 41038's machining and hardbanding certificates, and say so when one is missing", async () => {
    await open('/completedorders');
    for (const stage of ['Machining', 'Hardbanding']) {
      await page.getByLabel(`Search Completed ${stage}`).fill('41038');
      await page.waitForTimeout(400);
      const table = page.locator(`.rr-data-table[aria-label="Completed ${stage}"]`);
      const [answer] = await Promise.all([
        context.waitForEvent('response', (response) => response.url().includes('/api/documents/')),
        table.locator('.rr-data-table__action-button', { hasText: 'COC' }).first().click(),
      ]);
      expect(answer.status(), stage).toBe(200);
      expect(answer.headers()['content-type'], stage).toContain('application/pdf');
      for (const other of context.pages().filter((other) => other !== page)) await other.close();
    }
    // 40928 (completed machining of 550DP.03, an older order) has no documents in the demo data.
    await page.getByLabel('Search Completed Machining').fill('40928');
    await page.waitForTimeout(400);
    await page
      .locator('.rr-data-table[aria-label="Completed Machining"] .rr-data-table__action-button', {
        hasText: 'COC',
      })
      .first()
      .click();
    await snackbarShows(page, DOCUMENT_NOT_FOUND);
  }, 120_000);

  it('should show each certificate in the page, within the CSP', async () => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) blocked.push(message.text());
    });
    await open('/certificates');
    for (const title of ['NTO', 'ISO 9001 | ISO 14001', 'JQS']) {
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().resourceType() === 'document'),
        page.getByRole('button', { name: title }).click(),
      ]);
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      expect(answer.status(), title).toBe(200);
      expect(answer.headers()['content-type'], title).toContain('application/pdf');
      expect(await dialog.textContent()).not.toContain('cannot show the PDF');
      await page.keyboard.press('Escape');
    }
    expect(blocked).toEqual([]);
  }, 120_000);

  it('should show the demo customer inspection dates and joints on /inspection-stats', async () => {
    expect(await open('/inspection-stats')).toBeNull();
    const dates = await page
      .locator('.rr-statistics-panel__figures dt:text-is("Inspection date") + dd')
      .allTextContents();
    // One inspection date per item with tallies: the demo customer's 12 items all have some (tallies.ndjson).
    expect(dates.length).toBe(12);
    expect(dates.filter((date) => !/^\d{2}\.\d{2}\.\d{4}$/.test(date.trim()))).toEqual([]);
  }, 60_000);
});
