import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotScreen } from '../../portal/tests/screens/browser-screens.js';
import { type OpenExample, openExample } from './support/example-page.js';
import { axeViolations, itemNumbers, nextEventDetail, positionColour } from './support/page-checks.js';

// The default theme's status colours (packages/ui/src/styles/tokens.css, core's DEFAULT_STATUS_PALETTE):
// green #4caf50, yellow #ffeb3b, red #f44336, unknown #9e9e9e.
const GREEN = 'rgb(76, 175, 80)';
const YELLOW = 'rgb(255, 235, 59)';
const RED = 'rgb(244, 67, 54)';
const UNKNOWN = 'rgb(158, 158, 158)';

// The table answers a search or a sort in steps between frames; on a loaded machine that takes a while.
const SETTLED = { timeout: 15_000 };

describe('given the plain HTML example served as static files, with literal rows', () => {
  let example: OpenExample;
  let page: Page;

  beforeAll(async () => {
    example = await openExample('plain.html', 1280);
    page = example.page;
    await page.getByRole('grid', { name: 'Inventory' }).locator('tbody tr').first().waitFor();
  });

  afterAll(() => example?.close());

  it('should load the page and the one module, nothing else, with no error', () => {
    expect(example.server.requests.filter((path) => !path.endsWith('.map'))).toEqual([
      '/examples/plain.html',
      '/dist/rigready-elements.js',
    ]);
    expect(example.problems).toEqual([]);
  });

  it('should show the rows sorted by Total Items, descending, as sort-column asks', async () => {
    const grid = page.getByRole('grid', { name: 'Inventory' });
    // Total_Item of the literal rows: 550DP.12 52, 500DP.07 30, 958OCTG.01 24, 658HW.03 14.
    expect(await itemNumbers(grid)).toEqual(['550DP.12', '500DP.07', '958OCTG.01', '658HW.03']);
    expect(await grid.getAttribute('aria-rowcount')).toBe('5');
    await screenshotScreen(page, 'elements-plain');
  });

  it('should search the rows: "NC50" keeps the three whose description names it, "Tananger" the two there', async () => {
    const grid = page.getByRole('grid', { name: 'Inventory' });
    const search = page.getByRole('searchbox', { name: 'Search Inventory' });
    await search.fill('NC50');
    await expect.poll(() => itemNumbers(grid), SETTLED).toEqual(['550DP.12', '500DP.07', '658HW.03']);
    await search.fill('Tananger');
    await expect.poll(() => itemNumbers(grid), SETTLED).toEqual(['500DP.07', '958OCTG.01']);
    await search.fill('');
    await expect.poll(() => itemNumbers(grid), SETTLED).toHaveLength(4);
  });

  it('should sort by Rig Ready: descending on the first press, ascending on the second', async () => {
    const grid = page.getByRole('grid', { name: 'Inventory' });
    const header = grid.getByRole('button', { name: /^Rig Ready/ });
    // Rig_Ready: 550DP.12 40, 500DP.07 12, 658HW.03 7, 958OCTG.01 0.
    await header.click();
    await expect
      .poll(() => itemNumbers(grid), SETTLED)
      .toEqual(['550DP.12', '500DP.07', '658HW.03', '958OCTG.01']);
    await header.click();
    await expect
      .poll(() => itemNumbers(grid), SETTLED)
      .toEqual(['958OCTG.01', '658HW.03', '500DP.07', '550DP.12']);
  });

  it('should tell the page which row was opened and which certificates were asked for', async () => {
    const grid = page.getByRole('grid', { name: 'Inventory' });
    let opened = await nextEventDetail(page, '#inventory', 'rigready-row-open');
    await grid.getByRole('button', { name: '550DP.12' }).click();
    expect(await opened()).toMatchObject({ itemNo: '550DP.12', column: 'Item_No', count: null });
    opened = await nextEventDetail(page, '#inventory', 'rigready-row-open');
    await grid.getByRole('button', { name: '40 Rig Ready' }).click();
    expect(await opened()).toMatchObject({ itemNo: '550DP.12', column: 'Rig_Ready', count: 40 });
    const asked = await nextEventDetail(page, '#inventory', 'rigready-download');
    await grid.locator('tbody tr', { hasText: '550DP.12' }).getByRole('button', { name: 'PDF' }).click();
    // Date1 2026-03-01 is shown as DD.MM.YYYY.
    expect(await asked()).toMatchObject({
      kind: 'certificates',
      itemNo: '550DP.12',
      files: [{ index: 1, file: 'certificates/550DP12-2026.pdf', date: '01.03.2026' }],
    });
    const noCertificate = grid
      .locator('tbody tr', { hasText: '500DP.07' })
      .getByRole('button', { name: 'PDF' });
    expect(await noCertificate.isDisabled()).toBe(true);
  });

  it("should paint each position the colour of core's rack-view rule for its days since inspection", async () => {
    const rack = page.getByRole('grid', { name: 'Rack R12' });
    // today="2026-11-26"; the rack-view rule (core rules/colours/position-age-colour.ts): green under 17
    // days, yellow from 17 to under 62, red from 62; no inspection date is 'unknown'.
    //   P1 inspected 2026-11-26:  0 days                                  -> green
    //   P2 inspected 2026-11-10: 30 - 10 = 20 in November? no: 26 - 10 = 16 days -> green (under 17)
    //   P3 inspected 2026-11-09: 26 - 9 = 17 days                        -> yellow (17 is yellow)
    //   P6 inspected 2026-09-26: Sep 26 -> Oct 26 = 30, Oct 26 -> Nov 26 = 31: 61 days -> yellow (under 62)
    //   P7 inspected 2026-09-25: one day more, 62 days                    -> red
    //   P8 inspected 2025-11-26: 365 days (no 29 February between)        -> red
    //   P9 never inspected                                                -> unknown
    const expected: [number, string][] = [
      [1, GREEN],
      [2, GREEN],
      [3, YELLOW],
      [6, YELLOW],
      [7, RED],
      [8, RED],
      [9, UNKNOWN],
    ];
    for (const [position, colour] of expected) {
      expect(`${position}: ${await positionColour(rack, position)}`).toBe(`${position}: ${colour}`);
    }
  });

  it('should take the theme from the page: --rr-status-red set on the document reaches the position', async () => {
    const rack = page.getByRole('grid', { name: 'Rack R12' });
    await page.evaluate(() => document.documentElement.style.setProperty('--rr-status-red', '#b00020'));
    // #b00020 = rgb(176, 0, 32)
    expect(await positionColour(rack, 7)).toBe('rgb(176, 0, 32)');
    await page.evaluate(() => document.documentElement.style.removeProperty('--rr-status-red'));
    expect(await positionColour(rack, 7)).toBe(RED);
  });

  it("should tell nothing about another customer's joint in positions 4 and 5", async () => {
    const rack = page.getByRole('grid', { name: 'Rack R12' });
    for (const position of [4, 5]) {
      const cell = rack.getByRole('button', { name: `Position ${position}: occupied` });
      expect(await cell.getAttribute('aria-disabled')).toBe('true');
      expect(await cell.textContent()).toBe(String(position));
      const html = await cell.evaluate((button) => button.closest('td')?.outerHTML ?? '');
      expect(html).not.toMatch(/DP-|550DP|500DP|title=|data-item/);
    }
    const events: unknown[] = [];
    await page.exposeFunction('recordJointSelect', (detail: unknown) => events.push(detail));
    await page.evaluate(() =>
      document.querySelector('#rack')?.addEventListener('rigready-joint-select', (event) => {
        (window as unknown as { recordJointSelect: (d: unknown) => void }).recordJointSelect(
          (event as CustomEvent).detail.serial,
        );
      }),
    );
    await rack.getByRole('button', { name: 'Position 4: occupied' }).click({ force: true });
    expect(await page.locator('#rack').getByRole('region').count()).toBe(0);
    expect(events).toEqual([]);
  });

  it('should fire rigready-joint-select with the serial when a joint is selected', async () => {
    const rack = page.getByRole('grid', { name: 'Rack R12' });
    const selected = await nextEventDetail(page, '#rack', 'rigready-joint-select');
    await rack.getByRole('button', { name: /^Position 3:/ }).click();
    expect(await selected()).toMatchObject({
      serial: 'DP-1003',
      position: 3,
      rack: 'R12',
      site: 'Dusavik Base',
      itemNo: '550DP.12',
    });
    expect(await page.locator('#events').textContent()).toBe('joint DP-1003 selected (rack R12, position 3)');
    const details = page.locator('#rack').getByRole('region', { name: 'Joint DP-1003' });
    expect(await details.getByRole('link', { name: 'DP-1003' }).getAttribute('href')).toBe('#joint-DP-1003');
  });

  it('should show the joint card with its age on the colour of its position', async () => {
    const card = page.getByRole('article', { name: 'DP-1003' });
    const age = card.locator('.rr-joint-card__age');
    // Inspected 2026-11-09, today 2026-11-26: 17 days, yellow (as position 3 above).
    expect(await age.textContent()).toBe('17 days since inspection');
    expect(await age.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(YELLOW);
  });

  it('should open a BHA slot and tell the page its tools', async () => {
    const opened = await nextEventDetail(page, '#bha', 'rigready-slot-open');
    await page.getByRole('button', { name: 'Slot 3A: 2 items' }).click();
    expect(await opened()).toMatchObject({ rack: 'B1', slot: '3A', serials: ['MWD-12', 'STB-08'] });
    expect(await page.getByRole('dialog', { name: 'Slot 3A' }).textContent()).toContain('STB-08');
    await page.keyboard.press('Escape');
  });

  it('should draw the racks in natural order, A2 before A10', async () => {
    const tabs = page.locator('#racks').getByRole('tab');
    expect(await tabs.locator(':scope > span:first-child').allTextContents()).toEqual(['A2', 'A10']);
  });

  it('should keep many racks in the tab strip, which scrolls, without widening the page', async () => {
    const racks = Array.from({ length: 24 }, (_, i) => ({
      rackinfo: { Site: 'Dusavik Base', Rack_ID: `B${i + 1}`, Maxrowcount: 8, Capacity: 16 },
      pipes: [{ Serial_Number: `DP-${3000 + i}`, Position: 1, Date_Inspected: '2026-11-20' }],
      occupiedPositions: [],
    }));
    await page.evaluate(
      (value) => Object.assign(document.querySelector('#racks') as HTMLElement, { racks: value }),
      racks,
    );
    await page
      .locator('#racks')
      .getByRole('tab', { name: /^B24\b/ })
      .waitFor();
    // The viewport is 1280 px wide.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  });

  it('should have no axe violation, inside the shadow roots too', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it('should show what is wrong with rows that are not valid, and fire rigready-error', async () => {
    const failed = await nextEventDetail(page, '#inventory', 'rigready-error');
    await page.evaluate(() =>
      document
        .querySelector('#inventory')
        ?.setAttribute('rows', '[{"Item_No": "550DP.12", "Rig_Ready": "many"}]'),
    );
    const alert = page.locator('#inventory').getByRole('alert');
    expect(await alert.textContent()).toBe(
      'rows[0].Rig_Ready: Invalid input: expected number, received string',
    );
    expect(await failed()).toMatchObject({ code: 'bad-data' });
    await page.evaluate(() => document.querySelector('#inventory')?.setAttribute('rows', '[{"Item_No": '));
    expect(await alert.textContent()).toMatch(/^The rows attribute is not JSON: /);
  });

  it('should take rows as a property too, the property before the attribute', async () => {
    const grid = page.getByRole('grid', { name: 'Inventory' });
    await page.evaluate(() => {
      const table = document.querySelector('rigready-inventory-table') as HTMLElement & { rows: unknown };
      table.rows = [
        { Item_No: '400DP.01', Site: 'Tananger', Rig_Ready: 3, Total_Item: 3 },
        { Item_No: '400DP.02', Site: 'Tananger', Rig_Ready: 5, Total_Item: 5 },
      ];
    });
    // The table is drawn anew after the error above, sorted as sort-column says: Total_Item 5 before 3.
    await expect.poll(() => itemNumbers(grid), SETTLED).toEqual(['400DP.02', '400DP.01']);
  });
});
