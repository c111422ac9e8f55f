// Drives the built portal on the hand-made home data set (tests/fixtures/home) with the server clock at
// 00:30 on 1 December in Oslo (still 30 November in UTC) and reads every home figure as a customer sees
// it, then follows each figure's link and counts the rows of the list it opens: every figure must equal
// its list. Also reads each ongoing order line's stage and expected ready date. The expected values are
// the literals of tests/fixtures/home/expected-figures.ts, worked out by hand there.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ExpectedFigure,
  FLEET_BHA_INSPECTION,
  FLEET_TUBULAR,
  HARBOUR_USER,
  ONGOING_BHA_ORDER,
  ONGOING_LINES,
  PASSWORD,
  PORTAL_NOW,
  PORTAL_TIME_ZONE,
  RIG_SOUTH_TUBULAR,
} from '../fixtures/home/expected-figures.js';
import { hydrated } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

/** Wide enough that the order tables draw every column at once. */
const WIDE = { width: 3200, height: 900 };

interface ShownFigure extends ExpectedFigure {
  href: string;
}

/** Every figure group of /home: its title and its figures with their links, in page order. */
async function homeFigures(page: Page): Promise<Record<string, ShownFigure[]>> {
  await page.locator('.rr-figure-tiles').first().waitFor();
  return page.locator('.rr-figure-tiles').evaluateAll((groups) =>
    Object.fromEntries(
      groups.map((group) => [
        group.getAttribute('aria-label') ?? '',
        [...group.querySelectorAll('a.rr-figure-tiles__tile')].map((tile) => {
          const detail = tile.querySelector('.rr-figure-tiles__detail')?.textContent;
          return {
            label: tile.querySelector('.rr-figure-tiles__label')?.textContent ?? '',
            value: tile.querySelector('.rr-figure-tiles__value')?.textContent ?? '',
            ...(detail ? { detail } : {}),
            href: tile.getAttribute('href') ?? '',
          };
        }),
      ]),
    ),
  );
}

const withoutLinks = (groups: Record<string, ShownFigure[]>) =>
  Object.fromEntries(
    Object.entries(groups).map(([title, figures]) => [
      title,
      figures.map(({ href: _href, ...figure }) => figure),
    ]),
  );

/**
 * The rows of the list a link opens: the joint list dialog over /inventory, else the page's table (the
 * order confirmation, the shipping list, the BHA inventory), once its rows have arrived.
 */
async function rowsBehind(page: Page, baseUrl: string, href: string): Promise<number> {
  await page.goto(`${baseUrl}${href}`);
  const dialog = page.getByRole('dialog');
  if (href.startsWith('/inventory?') && !(await page.locator('h1', { hasText: 'BHA' }).count())) {
    await dialog.waitFor();
    if (await dialog.getByText('No serials to show.').count()) return 0;
    return dialog.locator('tbody tr').count();
  }
  const table = page.locator('section.rr-data-table').first();
  await table.waitFor();
  await expect.poll(() => table.locator('[aria-busy="true"], [role="status"]').count()).toBe(0);
  return Number(await table.getAttribute('data-row-count'));
}

describe('the home figures on the home data set', () => {
  const portal = usePortal({
    env: { PORTAL_DEMO_DATA: 'off', PORTAL_NOW, PORTAL_TIME_ZONE },
    dataSet: 'home',
  });
  let page: Page;

  beforeEach(async () => {
    page = await portal.signedInPage(HARBOUR_USER, {
      password: PASSWORD,
      landing: '**/home',
      context: { viewport: WIDE },
    });
  });

  async function post(path: string, form: Record<string, string>) {
    const answer = await page.request.post(`${portal.baseUrl}${path}`, {
      form,
      headers: { Origin: portal.baseUrl },
    });
    expect(answer.ok()).toBe(true);
  }

  async function expectEveryFigureToEqualItsList(groups: Record<string, ShownFigure[]>) {
    for (const [title, figures] of Object.entries(groups)) {
      for (const figure of figures) {
        const rows = await rowsBehind(page, portal.baseUrl, figure.href);
        expect({ title, label: figure.label, rows }).toEqual({
          title,
          label: figure.label,
          rows: Number.parseInt(figure.value.replace(/,/g, ''), 10),
        });
      }
    }
  }

  it('should show the fleet figures of the customer, without the excluded asset or another tenant', async () => {
    expect(withoutLinks(await homeFigures(page))).toEqual(FLEET_TUBULAR);
  });

  it('should open, from each fleet figure, a list of exactly that many rows', async () => {
    await expectEveryFigureToEqualItsList(await homeFigures(page));
  });

  it('should narrow every figure and its list to the chosen asset', async () => {
    await hydrated(page, 'select#home-asset');
    await page.selectOption('select#home-asset', 'Rig South');
    await expect.poll(async () => withoutLinks(await homeFigures(page))).toEqual(RIG_SOUTH_TUBULAR);
    await expectEveryFigureToEqualItsList(await homeFigures(page));
  });

  it('should count the BHA tools coming due and overdue, each opening its tools', async () => {
    await post('/pipe-type', { pipeType: 'BHA' });
    await page.goto(`${portal.baseUrl}/home`);
    const groups = await homeFigures(page);
    expect(withoutLinks(groups)['Inspection in the next 30 days']).toEqual(FLEET_BHA_INSPECTION);
    await expectEveryFigureToEqualItsList(groups);
  });

  /** Shows columns a table leaves to Edit headers by default, ticking each there. */
  async function showColumns(table: string, names: readonly string[]) {
    const section = page.locator(`section.rr-data-table[aria-label="${table}"]`);
    await section.getByRole('button', { name: 'Edit headers' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit headers' }).filter({ visible: true });
    for (const name of names) await panel.getByRole('checkbox', { name, exact: true }).check();
    await page.keyboard.press('Escape');
  }

  /** The order number, stage, estimate and steps of every row of one table, by order number. */
  async function readLines(table: string) {
    const section = page.locator(`section.rr-data-table[aria-label="${table}"]`);
    await section.locator('tbody tr td').first().waitFor();
    const headers = await section.locator('thead th').allTextContents();
    const at = (name: string) => headers.findIndex((header) => header.trim().startsWith(name));
    const rows = await section
      .locator('tbody tr')
      .evaluateAll((all) =>
        all.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
      );
    return rows
      .map((cells) => ({
        order: cells[at('Order')]?.trim(),
        stage: cells[at('Stage')]?.trim(),
        expected: cells[at('Expected ready')]?.trim(),
        late: cells[at('Late')]?.trim(),
        basis: cells[at('Estimate basis')]?.trim(),
        steps: cells[at('Steps')]?.trim(),
      }))
      .sort((a, b) => String(a.order).localeCompare(String(b.order)));
  }

  it('should show each ongoing line its stage and expected ready date on Ongoing Orders and Order Confirmation', async () => {
    await page.goto(`${portal.baseUrl}/ongoingorders`);
    // The steps mark the current stage: the Stage column, the Late days and the estimate's basis are one
    // click away in Edit headers there.
    await showColumns('Ongoing Orders', ['Stage', 'Late', 'Estimate basis']);
    expect(await readLines('Ongoing Orders')).toEqual(ONGOING_LINES);
    // The order confirmation has many more columns and draws only those in view: Steps, one click away there,
    // is read on Ongoing Orders above.
    await page.goto(`${portal.baseUrl}/orderconfirm?show=ongoing`);
    await showColumns('Tubular orders', ['Estimate basis']);
    expect((await readLines('Tubular orders')).map(({ steps: _steps, ...line }) => line)).toEqual(
      ONGOING_LINES.map(({ steps: _steps, ...line }) => line),
    );
  });

  it('should show an ongoing BHA order its stage and steps, without an estimate', async () => {
    await post('/pipe-type', { pipeType: 'BHA' });
    await page.goto(`${portal.baseUrl}/ongoingorders`);
    await showColumns('Ongoing Orders', ['Stage']);
    expect(await readLines('Ongoing Orders')).toEqual([
      { ...ONGOING_BHA_ORDER, expected: undefined, late: undefined, basis: undefined },
    ]);
  });
});
